import {existsSync, linkSync, lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs'
import {basename, join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {BatchWorld, payoutFile} from './batch-helpers.js'

let world: BatchWorld
let file: Awaited<ReturnType<BatchWorld['writeFile']>>
const CONTENT = payoutFile(2)

beforeAll(async () => {
  world = await BatchWorld.start()
  await world.topUp(100_000)
  file = await world.writeFile('payouts.csv', CONTENT)
})
afterAll(() => world?.close())

/** A run from the folder of the payout file, so that relative spellings are the operator's. */
async function batchHere(args: string[]) {
  const cwd = process.cwd()
  process.chdir(world.home.root)
  try {
    return await world.home.runHere(['withdrawal', 'batch', ...args])
  } finally {
    process.chdir(cwd)
  }
}

async function expectRefusedBeforeSending(args: string[], said: RegExp) {
  for (const dryRun of [[], ['--dry-run']]) {
    const result = await batchHere([...args, ...dryRun])
    expect(result.code, result.stderr).toBe(2)
    expect(result.stderr).toMatch(said)
    expect(result.stderr).toContain('Nothing was sent.')
    expect(result.stderr).toMatch(/→ .*--results/)
  }
  expect((await world.state()).withdrawals).toHaveLength(0)
  expect(readFileSync(file.path, 'utf8')).toBe(CONTENT)
  expect(existsSync(file.journal)).toBe(false)
}

describe('pay withdrawal batch --results: checked before the first row is sent, and in a dry run', () => {
  it('refuses the payout file itself, however it is spelled', async () => {
    const name = basename(file.path)
    symlinkSync(file.path, join(world.home.root, 'link.csv'))
    linkSync(file.path, join(world.home.root, 'hard.csv'))
    mkdirSync(join(world.home.root, 'sub'))
    const spellings = [file.path, name, `./${name}`, `sub/../${name}`, 'link.csv', 'hard.csv']
    // Another case is the same file only where the disk ignores case.
    if (existsSync(join(world.home.root, name.toUpperCase()))) spellings.push(name.toUpperCase())
    for (const results of spellings)
      await expectRefusedBeforeSending(
        [name, '--results', results],
        /The results file .* is the payout file .*: writing it would replace the payouts\./,
      )
  })

  it('refuses a results file in a folder that does not exist', async () => {
    await expectRefusedBeforeSending(
      [file.path, '--results', join(world.home.root, 'missing', 'results.csv')],
      /The folder .*missing of the results file does not exist\./,
    )
  })

  it('refuses a results file that is a directory', async () => {
    await expectRefusedBeforeSending([file.path, '--results', world.home.root], /The results file .* is a directory\./)
  })

  // Linux refuses writing in /proc/sys to root too, where a folder's mode would not stop a test run as root.
  it.skipIf(!existsSync('/proc/sys'))('refuses a results file in a folder that cannot be written to', async () => {
    await expectRefusedBeforeSending(
      [file.path, '--results', '/proc/sys/results.csv'],
      /The folder \/proc\/sys of the results file cannot be written to\./,
    )
  })

  it('says it in Thai', async () => {
    const result = await world.home.runHere(['withdrawal', 'batch', file.path, '--results', file.path], {env: {LANG: 'th_TH.UTF-8'}})
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('คือไฟล์รายการโอนเงิน')
  })

  it('writes the results through a temporary file of its own: a link planted at a guessable name is left alone', async () => {
    const results = join(world.home.root, 'results.csv')
    const victim = join(world.home.root, 'victim.txt')
    writeFileSync(victim, 'not yours\n')
    symlinkSync(victim, `${results}.${process.pid}.tmp`)
    const run = await world.home.runHere(['withdrawal', 'batch', file.path, '--results', results])
    expect(run.code, run.stderr).toBe(0)
    expect(readFileSync(victim, 'utf8')).toBe('not yours\n')
    expect(lstatSync(results).isFile()).toBe(true)
    expect(readFileSync(results, 'utf8')).toMatch(/^row,line,outcome,/)
    expect(readFileSync(file.path, 'utf8')).toBe(CONTENT)
  })
})
