import * as fs from 'node:fs'
import {chmodSync, existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync} from 'node:fs'
import * as fsPromises from 'node:fs/promises'
import {hostname} from 'node:os'
import {dirname} from 'node:path'

import {afterEach, describe, expect, it, vi} from 'vitest'

import {runLockPath} from '../../src/services/batch/run-lock.js'
import {BatchWorld, payoutFile} from './batch-helpers.js'

// The batch run lock where it cannot be taken for another reason than a run holding it (that one is in
// batch.test.ts): other runs that keep taking it, and a lock this user may not read. Either way `pay withdrawal
// batch` exits 1 naming the lock, and sends nothing. The moments another process acts, and the refusal the system
// makes to a user other than root, are made by these doubles.
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>()
  return {...actual, openSync: vi.fn(actual.openSync)}
})
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fsPromises>()
  return {...actual, link: vi.fn(actual.link)}
})

const GROSS = 10_900 // 100.00 + the sandbox's fee of 9.00, in satang
let world: BatchWorld

afterEach(async () => {
  vi.mocked(fs.openSync).mockRestore?.()
  vi.mocked(fsPromises.link).mockRestore?.()
  await world.close()
})

async function ready(): Promise<{path: string; lock: string}> {
  world = await BatchWorld.start()
  await world.topUp(2 * GROSS)
  const {path} = await world.writeFile('payouts.csv', payoutFile(2))
  return {path, lock: runLockPath(world.home.env.PAY_DATA_DIR)}
}

describe('pay withdrawal batch and the run lock', () => {
  it('exits 1 when other runs keep taking the lock before it, naming it, and sends nothing', async () => {
    const {path, lock} = await ready()
    const actual = vi.mocked(fsPromises.link).getMockImplementation()!
    const other = {pid: 1, hostname: hostname(), started_at: new Date().toISOString(), file: '/elsewhere/payouts.csv'}
    // Each time, another run takes the lock just before this one links its own, and has released it when this one looks.
    vi.mocked(fsPromises.link).mockImplementation(async (existing, target) => {
      if (target !== lock) return actual(existing, target)
      writeFileSync(lock, JSON.stringify(other))
      try {
        return await actual(existing, target)
      } finally {
        unlinkSync(lock)
      }
    })

    const run = await world.home.runHere(['withdrawal', 'batch', path, '--yes'])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`Could not take the batch lock ${lock}: other runs keep taking it.`)
    expect(run.stderr).toContain('Try again in a moment.')
    const json = await world.home.runHere(['withdrawal', 'batch', path, '--yes', '--json'])
    expect(json.code).toBe(1)
    expect(JSON.parse(json.stdout).error).toMatchObject({code: 'BATCH_RUNNING'})
    expect((await world.state()).withdrawals).toEqual([])
    expect(existsSync(lock)).toBe(false)
  })

  it('exits 1 on a lock this user may not read, naming it and how to remove it, and sends nothing', async () => {
    const {path, lock} = await ready()
    mkdirSync(dirname(lock), {recursive: true})
    const held = JSON.stringify({pid: 1, hostname: hostname(), started_at: '2026-03-01T10:00:00.000Z', file: path})
    writeFileSync(lock, held)
    chmodSync(lock, 0o000)
    if (process.getuid?.() === 0) {
      // root reads a file whatever its mode: the refusal another user gets is made here.
      const actual = vi.mocked(fs.openSync).getMockImplementation()!
      vi.mocked(fs.openSync).mockImplementation((file, flags, mode) => {
        if (file === lock) throw Object.assign(new Error(`EACCES: permission denied, open '${lock}'`), {code: 'EACCES'})
        return actual(file, flags, mode)
      })
    }

    const run = await world.home.runHere(['withdrawal', 'batch', path, '--yes'])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`The batch lock ${lock} is unreadable (EACCES: permission denied`)
    expect(run.stderr).toContain(`If no \`pay withdrawal batch\` is running, remove it: rm ${lock}`)
    const json = await world.home.runHere(['withdrawal', 'batch', path, '--yes', '--json'])
    expect(json.code).toBe(1)
    expect(JSON.parse(json.stdout).error).toMatchObject({code: 'BATCH_LOCK_DAMAGED'})
    expect((await world.state()).withdrawals).toEqual([])
    chmodSync(lock, 0o600)
    expect(readFileSync(lock, 'utf8')).toBe(held)
  })
})
