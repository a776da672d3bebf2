import {cpSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {afterAll, expect, it} from 'vitest'

import {CliHome, cliEnv} from '../helpers/cli.js'

// The tests that run bin/run.js run the bundle users get, whatever NODE_ENV the test runner (vitest: "test") or a
// developer's shell sets: oclif there would look for TypeScript sources, load `typescript` to read tsconfig.json
// and, in an installed package (no typescript, no tsconfig), warn on every run.
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const installed = mkdtempSync(join(tmpdir(), 'pay-installed-'))
// What the packed package holds (package.json "files"), without node_modules: the bundle needs none of it to say this.
for (const part of ['bin/run.js', 'dist/boot', 'dist/bundle', 'oclif.manifest.json', 'package.json'])
  cpSync(join(ROOT, part), join(installed, part), {recursive: true})
const home = new CliHome()
afterAll(() => {
  home.cleanup()
  rmSync(installed, {recursive: true, force: true})
})

it('the process tests run without the test runner’s NODE_ENV', () => {
  expect(cliEnv({}).NODE_ENV).toBeUndefined()
})

it.each(['development', 'test'])('with NODE_ENV=%s, an installed pay runs its bundle and says nothing of TypeScript', async (nodeEnv) => {
  const result = await home.run(['balance', '--json'], {bin: join(installed, 'bin', 'run.js'), env: {NODE_ENV: nodeEnv}})
  expect(result.stderr).toBe('')
  expect(JSON.parse(result.stdout)).toMatchObject({error: {code: 'UNAUTHORIZED'}})
  expect(result.code).not.toBe(0)
})
