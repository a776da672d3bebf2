import {spawn} from 'node:child_process'
import {existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs'
import {hostname, tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterEach, describe, expect, it} from 'vitest'
import {PayError} from '../../src/core/errors.js'
import {lockPathOf, withFileLock, withFileLockSync} from '../../src/core/files/file-lock.js'

const dirs: string[] = []
function fileIn(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pay-lock-'))
  dirs.push(dir)
  return join(dir, 'store.json')
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true})
})

describe('the lock of a store file', () => {
  it('is held only while the change runs, and released when it throws', async () => {
    const path = fileIn()
    await withFileLock(path, () => expect(existsSync(lockPathOf(path))).toBe(true))
    expect(existsSync(lockPathOf(path))).toBe(false)
    expect(() =>
      withFileLockSync(path, () => {
        throw new Error('change failed')
      }),
    ).toThrow('change failed')
    expect(existsSync(lockPathOf(path))).toBe(false)
  })

  it('takes over a lock whose process is gone', async () => {
    const path = fileIn()
    const gone = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => gone.on('close', resolve))
    writeFileSync(lockPathOf(path), JSON.stringify({pid: gone.pid, hostname: hostname()}))
    expect(await withFileLock(path, () => 'changed', {waitMs: 2000})).toBe('changed')
  })

  it('takes over a lock older than any change takes, whoever holds it', () => {
    const path = fileIn()
    writeFileSync(lockPathOf(path), JSON.stringify({pid: process.pid, hostname: 'another-host'}))
    const old = new Date(Date.now() - 60_000)
    utimesSync(lockPathOf(path), old, old)
    expect(withFileLockSync(path, () => 'changed', {waitMs: 2000})).toBe('changed')
  })

  it('waits for a live holder, then fails naming the lock and how to remove it', async () => {
    const path = fileIn()
    writeFileSync(lockPathOf(path), JSON.stringify({pid: process.pid, hostname: hostname()}))
    const error = await withFileLock(path, () => 'changed', {waitMs: 200}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PayError)
    expect((error as PayError).code).toBe('STORE_LOCKED')
    expect((error as PayError).exitCode).toBe(1)
    expect((error as PayError).tryMessage).toContain(`rm ${lockPathOf(path)}`)
    expect(existsSync(lockPathOf(path))).toBe(true)
  })
})
