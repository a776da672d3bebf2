// The bench's floor is oclif with pay's commands: every command pay's manifest lists, with its flags and args, and
// package.json's topics, so that `pay` is measured against what oclif costs a CLI of its size (docs/benchmarks.md).
import {execFile} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {dirname, join} from 'node:path'
import {promisify} from 'node:util'

import {afterAll, expect, it} from 'vitest'

// @ts-expect-error: a bench script in plain JavaScript
import {buildFloor} from '../scripts/bench/floor/build.js'

interface Manifest {
  commands: Record<string, {flags: Record<string, unknown>; args: Record<string, unknown>}>
}

const readJson = (url: URL | string) => JSON.parse(readFileSync(url, 'utf8'))
const manifest = readJson(new URL('../oclif.manifest.json', import.meta.url)) as Manifest
const topics = readJson(new URL('../package.json', import.meta.url)).oclif.topics
const floor = (await buildFloor({manifest, topics})) as {bin: string; env: Record<string, string>; cleanup: () => void}
afterAll(() => floor.cleanup())

it("has every command of pay's manifest, with its flags and args, beside its own `get`", () => {
  const own = readJson(join(dirname(floor.bin), 'oclif.manifest.json')) as Manifest
  expect(Object.keys(own.commands).sort()).toEqual([...Object.keys(manifest.commands), 'get'].sort())
  for (const [id, command] of Object.entries(manifest.commands)) {
    expect(own.commands[id]!.flags, id).toEqual(command.flags)
    expect(own.commands[id]!.args, id).toEqual(command.args)
  }
})

it("lists pay's topics in its help, and runs a command of pay's", async () => {
  const run = (...args: string[]) => promisify(execFile)(process.execPath, [floor.bin, ...args], {env: {...process.env, ...floor.env}})
  const help = await run('--help')
  for (const topic of Object.keys(topics)) expect(help.stdout).toMatch(new RegExp(`^ {2}${topic} `, 'm'))
  await expect(run('deposit', 'get', '--help')).resolves.toMatchObject({stdout: expect.stringContaining('USAGE')})
})
