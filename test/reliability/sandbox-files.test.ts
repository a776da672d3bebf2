import {chmodSync, mkdirSync, readdirSync, readFileSync, statSync} from 'node:fs'
import {isBuiltin} from 'node:module'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'

// Every file of a sandbox data dir holds, or sits beside, every merchant's secrets: each is 0600 whatever the
// umask and the mode of a data dir that already existed, and the detached sandbox's log holds no secret.
// node:sqlite keeps the WAL's shared memory in a -shm file; on Node 20, node-sqlite3-wasm has none, and pay writes
// who holds its lock (docs/runtimes.md).
const HAS_NODE_SQLITE = isBuiltin('node:sqlite') && process.getBuiltinModule('node:sqlite') !== undefined
const SQLITE_FILES = HAS_NODE_SQLITE ? ['sandbox.db-shm'] : ['sandbox.db.lock-holder']
const FILES = ['sandbox.db', 'sandbox.db-wal', ...SQLITE_FILES, 'admin-token', 'sandbox.json', 'sandbox.log']

let home: CliHome
let dataDir: string
let umask: number

const modeOf = (file: string) => (statSync(join(dataDir, file)).mode & 0o777).toString(8)
const modes = () => Object.fromEntries(FILES.map((file) => [file, modeOf(file)]))
const allPrivate = Object.fromEntries(FILES.map((file) => [file, '600']))

async function run(args: string[]): Promise<string> {
  const result = await home.runHere([...args, '--data-dir', dataDir])
  expect(result.code, result.stderr).toBe(0)
  return result.stdout
}

/**
 * The sandbox started detached, and money moved, so the WAL holds the latest writes. Started by a process of its own,
 * as a person's shell would: a sandbox this test kills is then no child of the test's, left a zombie that looks alive.
 */
async function startAndUse(): Promise<any> {
  const start = await home.run(['sandbox', 'start', '--detach', '--port', '0', '--json', '--data-dir', dataDir])
  expect(start.code, start.stderr).toBe(0)
  const started = JSON.parse(start.stdout)
  const topUp = await home.runHere(['test', 'top-up', '10.00'])
  expect(topUp.code, topUp.stderr).toBe(0)
  return started
}

beforeAll(() => {
  umask = process.umask(0o022)
  home = new CliHome()
  dataDir = join(home.root, 'sandbox-data')
  mkdirSync(dataDir, {mode: 0o755})
  chmodSync(dataDir, 0o755)
})
afterAll(async () => {
  await home.runHere(['sandbox', 'stop', '--data-dir', dataDir])
  home.cleanup()
  process.umask(umask)
})

describe('the files of a sandbox data dir', () => {
  it('are created 0600 in a data dir that was 0755, under umask 022', async () => {
    await startAndUse()
    expect(modes()).toEqual(allPrivate)
    const files = readdirSync(dataDir, {withFileTypes: true}).filter((entry) => entry.isFile())
    expect(files.map((entry) => entry.name).sort()).toEqual([...FILES].sort())
    expect(modeOf('.')).toBe('755')
  })

  it('the log says where the keys are, and holds none of them, nor the admin token', async () => {
    const {merchants} = JSON.parse(await run(['sandbox', 'keys', '--json']))
    const secrets = [...merchants.flatMap((merchant: any) => [merchant.test.secret, merchant.live.secret, merchant.webhook_secret])]
    secrets.push(readFileSync(join(dataDir, 'admin-token'), 'utf8').trim())
    const log = readFileSync(join(dataDir, 'sandbox.log'), 'utf8')
    for (const secret of secrets) expect(log).not.toContain(secret)
    expect(log).toContain(`pay sandbox keys --sandbox-data-dir ${dataDir}`)
  })

  it('are tightened back to 0600 when the sandbox starts again, the -wal, -shm or lock holder a kill left behind too', async () => {
    process.kill(JSON.parse(readFileSync(join(dataDir, 'sandbox.json'), 'utf8')).pid, 'SIGKILL')
    for (const file of FILES) chmodSync(join(dataDir, file), 0o644)
    await startAndUse()
    expect(modes()).toEqual(allPrivate)
  })
})
