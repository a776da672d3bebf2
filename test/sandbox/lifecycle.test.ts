import {type ChildProcess, spawn, spawnSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'

import {BIN, CliHome} from '../helpers/cli.js'
import {Listener} from '../helpers/listener.js'
import {freePort} from '../reliability/sandbox-process.js'

// Which process `pay sandbox start | status | stop` take for the sandbox: only one proven to be it. A pid in
// the state file that is gone, a zombie or another process is stale: never signalled, and cleared.
let home: CliHome
const children: ChildProcess[] = []
const dataDirs: string[] = []
function freshDataDir(): string {
  const dataDir = join(home.root, `data-${dataDirs.length}`)
  dataDirs.push(dataDir)
  return dataDir
}
const stateOf = (dataDir: string) => JSON.parse(readFileSync(join(dataDir, 'sandbox.json'), 'utf8'))

async function json(args: string[]): Promise<any> {
  const result = await home.runHere([...args, '--json'])
  expect(result.code, result.stderr).toBe(0)
  return JSON.parse(result.stdout)
}

/** `pay sandbox status --json` of a data dir where nothing runs: exit 1, and what it knows in the error's details. */
async function notRunningStatus(dataDir: string): Promise<any> {
  const result = await home.runHere(['sandbox', 'status', '--data-dir', dataDir, '--json'])
  expect(result.code, result.stderr).toBe(1)
  const {error} = JSON.parse(result.stdout)
  expect(error.code).toBe('SANDBOX_NOT_RUNNING')
  return error.details
}

function isAlive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null
}

beforeAll(() => {
  home = new CliHome()
})
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})
afterAll(async () => {
  for (const dataDir of dataDirs) await home.runHere(['sandbox', 'stop', '--data-dir', dataDir])
  home.cleanup()
})

describe('a state file naming a process that is not the sandbox', () => {
  it.each([
    ['written before start times were recorded (only the admin API could prove it)', {}],
    ['whose recorded start time is not the process’s (the pid was reused)', {pid_start_time: '1'}],
  ])('%s: stop leaves the process alone, status says not running, start replaces the file', async (_case, extra) => {
    const dataDir = freshDataDir()
    mkdirSync(dataDir, {recursive: true})
    const stranger = spawn('sleep', ['300'], {stdio: 'ignore'})
    children.push(stranger)
    writeFileSync(
      join(dataDir, 'sandbox.json'),
      JSON.stringify({base_url: `http://127.0.0.1:${await freePort()}`, pid: stranger.pid, ...extra}),
    )

    expect(await json(['sandbox', 'stop', '--data-dir', dataDir])).toEqual({stopped: false})
    expect(isAlive(stranger)).toBe(true)
    expect(() => process.kill(stranger.pid!, 0)).not.toThrow()

    expect(await notRunningStatus(dataDir)).toMatchObject({running: false, pid: null})
    expect(stateOf(dataDir).pid).toBeUndefined()

    writeFileSync(join(dataDir, 'sandbox.json'), JSON.stringify({base_url: 'http://127.0.0.1:1', pid: stranger.pid, ...extra}))
    const started = await json(['sandbox', 'start', '--detach', '--port', '0', '--data-dir', dataDir])
    const state = stateOf(dataDir)
    expect(state.base_url).toBe(started.base_url)
    expect(state.pid).not.toBe(stranger.pid)
    expect(await json(['sandbox', 'status', '--data-dir', dataDir])).toMatchObject({running: true, pid: state.pid})
    expect(await json(['sandbox', 'stop', '--data-dir', dataDir])).toEqual({stopped: true, pid: state.pid})
    expect(isAlive(stranger)).toBe(true)
  })
})

describe('after a SIGKILL', () => {
  it.runIf(existsSync('/proc/self/stat'))('start succeeds while the killed sandbox is still a zombie', async () => {
    const dataDir = freshDataDir()
    // Started as `pay sandbox start --detach` starts it, but as a child of this process, which does not reap it
    // while spawnSync blocks: the killed sandbox stays a zombie, its pid still taken.
    const sandbox = spawn(process.execPath, [BIN, 'sandbox', 'start', '--port', '0', '--data-dir', dataDir], {
      detached: true,
      stdio: 'ignore',
      env: {...process.env, ...home.env},
    })
    children.push(sandbox)
    await expect.poll(() => existsSync(join(dataDir, 'sandbox.json')) && stateOf(dataDir).pid, {timeout: 20_000}).toBe(sandbox.pid)
    expect(await json(['sandbox', 'status', '--data-dir', dataDir])).toMatchObject({running: true, pid: sandbox.pid})

    process.kill(sandbox.pid!, 'SIGKILL')
    const stat = () => readFileSync(`/proc/${sandbox.pid}/stat`, 'utf8')
    for (const until = Date.now() + 10_000; !/\) Z /.test(stat()) && Date.now() < until; );
    expect(stat()).toMatch(/\) Z /)
    const again = spawnSync(process.execPath, [BIN, 'sandbox', 'start', '--detach', '--port', '0', '--data-dir', dataDir, '--json'], {
      env: {...process.env, ...home.env, NO_COLOR: '1'},
      encoding: 'utf8',
    })
    expect(readFileSync(`/proc/${sandbox.pid}/stat`, 'utf8')).toMatch(/\) Z /)
    expect(again.status, again.stderr).toBe(0)

    const state = stateOf(dataDir)
    expect(state.pid).not.toBe(sandbox.pid)
    expect(await json(['sandbox', 'status', '--data-dir', dataDir])).toMatchObject({running: true, pid: state.pid})
    expect(await json(['sandbox', 'stop', '--data-dir', dataDir])).toEqual({stopped: true, pid: state.pid})
  })

  it('of a sandbox started with --detach, start works right away, and status and stop agree', async () => {
    const dataDir = freshDataDir()
    // Started by a process of its own, as a person's shell would: the killed sandbox is then no child of this test's.
    const start = async () =>
      JSON.parse((await home.run(['sandbox', 'start', '--detach', '--port', '0', '--data-dir', dataDir, '--json'])).stdout)
    await start()
    const killed = stateOf(dataDir).pid
    process.kill(killed, 'SIGKILL')
    const started = await start()
    const state = stateOf(dataDir)
    expect(state).toMatchObject({base_url: started.base_url})
    expect(state.pid).not.toBe(killed)
    expect(await json(['sandbox', 'status', '--data-dir', dataDir])).toMatchObject({running: true, pid: state.pid})
    expect(await json(['sandbox', 'stop', '--data-dir', dataDir])).toEqual({stopped: true, pid: state.pid})
    expect(await notRunningStatus(dataDir)).toMatchObject({running: false, pid: null, base_url: started.base_url})
  })
})

describe('--host beyond loopback', () => {
  it('warns, as webhook listen does, before binding', async () => {
    // 192.0.2.1 (TEST-NET-1) is on no interface here: the bind fails, after the warning, and nothing is exposed.
    const result = await home.runHere(['sandbox', 'start', '--host', '192.0.2.1', '--port', '0', '--data-dir', freshDataDir()])
    expect(result.stderr).toContain('Bound to 192.0.2.1: other machines can reach this sandbox.')
    expect(result.code).not.toBe(0)
  })

  it('detached, says why it did not start, and its --json says it in English in a Thai run too', async () => {
    const start = (env: Record<string, string>) =>
      home.runHere(['sandbox', 'start', '--detach', '--host', '192.0.2.1', '--port', '0', '--data-dir', freshDataDir(), '--json'], {env})
    const [english, thai] = [await start({}), await start({PAY_LANG: 'th'})]
    const error = (stdout: string) => JSON.parse(stdout).error
    expect(error(english.stdout)).toMatchObject({
      code: 'SANDBOX_START_FAILED',
      message: expect.stringMatching(/^The sandbox did not start: .*192\.0\.2\.1/),
    })
    expect(error(thai.stdout).message).toBe(error(english.stdout).message)
  })
})

describe('a sandbox started with --data-dir elsewhere', () => {
  it('is found through the "sandbox" profile: listen registers, status, keys and stop need no --data-dir', async () => {
    const dataDir = freshDataDir()
    const started = await json(['sandbox', 'start', '--detach', '--port', '0', '--data-dir', dataDir])
    const {pid} = stateOf(dataDir)
    expect(await json(['sandbox', 'status'])).toMatchObject({running: true, pid, base_url: started.base_url})
    expect((await json(['sandbox', 'keys'])).merchants[0].test.key_id).toBe(started.merchants[0].test.key_id)

    const listener = await Listener.start(home, ['--profile', 'sandbox'])
    try {
      expect(listener.stderr).toContain('Registered with the sandbox')
    } finally {
      expect(await listener.stop()).toBe(0)
    }
    expect(listener.stderr).toMatch(/The sandbox's webhook URL was (removed|put back)/)

    expect(await json(['sandbox', 'stop'])).toEqual({stopped: true, pid})
  })
})
