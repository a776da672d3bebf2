import {execFile} from 'node:child_process'
import {chmodSync} from 'node:fs'
import {join} from 'node:path'
import {promisify} from 'node:util'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {BIN, CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'

let sandbox: TestSandbox
const homes: CliHome[] = []

async function homeWith(secret: string, webhookSecret?: string): Promise<CliHome> {
  const home = new CliHome()
  homes.push(home)
  await home.addProfile('sandbox', sandbox.baseUrl, sandbox.merchant.test.key_id, secret, webhookSecret)
  return home
}

function statuses(stdout: string): Record<string, string> {
  const report = JSON.parse(stdout) as {checks: Array<{name: string; status: string}>}
  return Object.fromEntries(report.checks.map((check) => [check.name, check.status]))
}

beforeAll(async () => {
  sandbox = await TestSandbox.start()
})
afterAll(async () => {
  for (const home of homes) home.cleanup()
  await sandbox.close()
})

describe('pay doctor', () => {
  it('passes every check against a healthy sandbox profile (exit 0)', async () => {
    const home = await homeWith(sandbox.merchant.test.secret, sandbox.merchant.webhook_secret)
    const result = await home.runHere(['doctor', '--json'])
    expect(result.code).toBe(0)
    const report = JSON.parse(result.stdout)
    expect(report.ok).toBe(true)
    expect(report.checks.map((check: {name: string}) => check.name)).toEqual([
      'credentials',
      'mode',
      'profile_file',
      'secrets',
      'base_url',
      'clock',
      'key',
      'webhook_secret',
      'bank_cache',
    ])
    expect(report.checks.every((check: {ok: boolean; fix: unknown}) => check.ok && check.fix === null)).toBe(true)
    const human = await home.runHere(['doctor'])
    expect(human.code).toBe(0)
    expect(human.stdout).toMatch(/^✓ Credentials {6}profile "sandbox": test key unk_test_…/)
    expect(human.stdout).toContain('All 9 checks pass.')
    // A test home uses no OS keyring (PAY_KEYRING=off): a secret written now goes to a 0600 file.
    expect(report.checks.find((check: {name: string}) => check.name === 'secrets').detail).toBe(
      `live keys' secrets: none; approvers' keys: none; a new secret goes to a 0600 file in ${join(home.env.PAY_CONFIG_DIR, 'secrets')} (no OS keyring answers)`,
    )
  })

  it('fails the key check with exit 3 when the secret is wrong, and says what to do', async () => {
    const home = await homeWith('0'.repeat(64), sandbox.merchant.webhook_secret)
    const result = await home.runHere(['doctor', '--json'])
    expect(result.code).toBe(3)
    const report = JSON.parse(result.stdout)
    expect(report.ok).toBe(false)
    expect(report.checks.find((check: {name: string}) => check.name === 'key')).toMatchObject({
      status: 'fail',
      detail: 'refused: 401 UNAUTHORIZED',
      fix: expect.stringContaining('pay sign GET /v1/balance --explain'),
    })
    expect(statuses(result.stdout)).toMatchObject({credentials: 'pass', base_url: 'pass', clock: 'pass'})
    const human = await home.runHere(['doctor'])
    expect(human.code).toBe(3)
    expect(human.stdout).toMatch(/✗ Key accepted {5}refused: 401 UNAUTHORIZED\n {19}→ The key id or secret is wrong/)
  })

  it('fails the profile file check when the file is readable by others (exit 1)', async () => {
    const home = await homeWith(sandbox.merchant.test.secret, sandbox.merchant.webhook_secret)
    const path = join(home.env.PAY_CONFIG_DIR, 'profiles.json')
    chmodSync(path, 0o644)
    const result = await home.runHere(['doctor', '--json'])
    expect(result.code).toBe(1)
    expect(JSON.parse(result.stdout).checks.find((check: {name: string}) => check.name === 'profile_file')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('0644'),
      fix: `chmod 600 ${path}`,
    })
    expect(statuses(result.stdout)).toMatchObject({key: 'pass'})
  })

  it('reports a missing webhook secret and a sandbox that is not running, skipping what cannot run', async () => {
    const home = new CliHome()
    homes.push(home)
    await home.addProfile('sandbox', 'http://127.0.0.1:9', sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
    const result = await home.runHere(['doctor', '--json'])
    expect(result.code).toBe(1)
    expect(statuses(result.stdout)).toEqual({
      credentials: 'pass',
      mode: 'pass',
      profile_file: 'pass',
      secrets: 'pass',
      base_url: 'fail',
      clock: 'skip',
      key: 'skip',
      webhook_secret: 'fail',
      bank_cache: 'pass',
    })
  })

  it('exits 3 without any credentials, and refuses a live key without --live on the mode check', async () => {
    const empty = new CliHome()
    homes.push(empty)
    const none = await empty.run(['doctor', '--json'])
    expect(none.code).toBe(3)
    expect(statuses(none.stdout)).toMatchObject({credentials: 'fail', base_url: 'fail', key: 'skip'})
    const live = await empty.run(['doctor', '--json'], {
      env: {PAY_API_KEY: sandbox.merchant.live.key_id, PAY_API_SECRET: sandbox.merchant.live.secret, PAY_BASE_URL: sandbox.baseUrl},
    })
    expect(live.code).toBe(1)
    expect(statuses(live.stdout)).toMatchObject({credentials: 'pass', mode: 'fail', base_url: 'pass', key: 'skip'})
  })

  it('colours the marks on a terminal only', async () => {
    const home = await homeWith(sandbox.merchant.test.secret, sandbox.merchant.webhook_secret)
    const piped = await home.runHere(['doctor'], {env: {NO_COLOR: undefined}})
    expect(piped.stdout).toContain('✓ Credentials')
    expect(piped.stdout).not.toContain('\u001B[')
    const env: Record<string, string> = {TERM: 'xterm', PATH: process.env.PATH ?? ''}
    Object.assign(env, home.env)
    // Asynchronously: the sandbox answers from this very process.
    const terminal = await promisify(execFile)('script', ['-qefc', `'${process.execPath}' '${BIN}' doctor`, '/dev/null'], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(terminal.stdout).toContain('\u001B[32m✓\u001B[39m')
    expect(terminal.stdout).toContain('All 9 checks pass.')
  })
})
