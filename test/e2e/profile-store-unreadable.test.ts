import * as fs from 'node:fs'
import {chmodSync, mkdirSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterEach, describe, expect, it, vi} from 'vitest'

import {ExitCode} from '../../src/core/errors.js'
import {CliHome} from '../helpers/cli.js'

// root reads a file whatever its mode: where the tests run as root, the system's refusal is made by this double.
const asRoot = process.getuid?.() === 0
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>()
  return {...actual, readFileSync: vi.fn(actual.readFileSync)}
})

let home: CliHome | undefined

afterEach(() => {
  vi.mocked(fs.readFileSync).mockRestore?.()
  home?.cleanup()
})

/** A home whose profile store this user may not read. */
function unreadableStore(): string {
  home = new CliHome()
  mkdirSync(home.env.PAY_CONFIG_DIR, {recursive: true})
  const path = join(home.env.PAY_CONFIG_DIR, 'profiles.json')
  writeFileSync(path, '{"profiles": {}}', {mode: 0o600})
  chmodSync(path, 0o000)
  if (asRoot) {
    const actual = vi.mocked(fs.readFileSync).getMockImplementation()!
    vi.mocked(fs.readFileSync).mockImplementation(((file: fs.PathOrFileDescriptor, options?: unknown) => {
      if (file === path) throw Object.assign(new Error(`EACCES: permission denied, open '${path}'`), {code: 'EACCES'})
      return actual(file, options as never)
    }) as typeof fs.readFileSync)
  }
  return path
}

describe('a profile store pay cannot read', () => {
  it('is named, with the permission it lacks and the command that gives it back (not an internal error)', async () => {
    const path = unreadableStore()
    for (const args of [['balance'], ['profile', 'list']]) {
      const run = await home!.runHere(args)
      expect(run.code, run.stderr).toBe(ExitCode.invalidInput)
      expect(run.stderr).toContain(`The profile store ${path} cannot be read: this user may not read it.`)
      expect(run.stderr).toContain(`chmod 600 ${path}`)
      expect(run.stderr).not.toContain('INTERNAL')
    }
    const json = await home!.runHere(['balance', '--json'])
    expect(JSON.parse(json.stdout).error.code).toBe('PROFILE_STORE_UNREADABLE')
    const thai = await home!.runHere(['balance'], {env: {PAY_LANG: 'th'}})
    expect(thai.stderr).toContain(`อ่านไฟล์เก็บโปรไฟล์ ${path} ไม่ได้: ผู้ใช้นี้ไม่มีสิทธิ์อ่านไฟล์`)
  })

  it('a directory in its place is named as one', async () => {
    home = new CliHome()
    const path = join(home.env.PAY_CONFIG_DIR, 'profiles.json')
    mkdirSync(path, {recursive: true})
    const run = await home.runHere(['balance'])
    expect(run.code, run.stderr).toBe(ExitCode.invalidInput)
    expect(run.stderr).toContain(`The profile store ${path} cannot be read: it is a directory.`)
    expect(run.stderr).toContain('move it away')
  })
})
