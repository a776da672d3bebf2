import {existsSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import type {RequestLogEntry, RequestLogPage} from '../../src/core/schemas/output/request-log.js'
import {CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {eventually} from '../helpers/webhook-receiver.js'

// Issue 20 item 6: every request pay sends is kept in <data dir>/request-log/requests.jsonl, never with a
// secret; `pay logs` lists, filters and follows it (docs/request-log.md).

const WEBHOOK_SECRET = `${'c0ffee'.repeat(10)}c0ff`
const PAYER = ['--payer-bank', 'KBANK', '--payer-name', 'Somchai Jaidee', '--payer-account', '1234567890']

let sandbox: TestSandbox
let home: CliHome
let logPath: string

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  home = new CliHome()
  logPath = join(home.env.PAY_DATA_DIR, 'request-log', 'requests.jsonl')
  const {test} = sandbox.merchant
  const added = await home.runHere(
    ['profile', 'add', 'sandbox', '--base-url', sandbox.baseUrl, '--key-id', test.key_id, '--secret-stdin', '--webhook-secret-stdin'],
    {stdin: `${test.secret}\n${WEBHOOK_SECRET}\n`},
  )
  expect(added.code).toBe(0)
})
afterAll(async () => {
  await sandbox?.close()
  home?.cleanup()
})

function logText(): string {
  return existsSync(logPath) ? readFileSync(logPath, 'utf8') : ''
}

function entries(): RequestLogEntry[] {
  return logText()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as RequestLogEntry)
}

/** The log's bytes hold neither secret, nor any signature (64 lowercase hex digits, as sent), nor a header of one. */
function expectNoSecret(): void {
  const text = logText()
  expect(text).not.toContain(sandbox.merchant.test.secret)
  expect(text).not.toContain(WEBHOOK_SECRET)
  expect(text).not.toMatch(/\b[0-9a-f]{64}\b/)
  expect(text.toLowerCase()).not.toContain('x-signature')
}

describe('the request history', () => {
  it('keeps each request with its request id, profile, mode and timing, in a private file, and no secret', async () => {
    const missing = await home.runHere(['deposit', 'get', 'dep_missing', '--json'])
    expect(missing.code).toBe(1)
    const {error} = JSON.parse(missing.stdout) as {error: {code: string; request_id: string}}
    const entry = entries().at(-1)!
    expect(entry).toMatchObject({
      profile: 'sandbox',
      mode: 'test',
      base_url: sandbox.baseUrl,
      method: 'GET',
      target: '/v1/deposits/dep_missing',
      attempt: 1,
      status: 404,
      request_id: error.request_id,
      idempotency_key: null,
      error_code: 'NOT_FOUND',
    })
    expect(entry.request_body).toBeUndefined()
    expect(entry.response_body).toBeUndefined()
    expect(typeof entry.duration_ms).toBe('number')
    expect(Date.parse(entry.at)).not.toBeNaN()

    const created = await home.runHere(['deposit', 'create', '--amount', '100', ...PAYER, '--no-watch', '--json'])
    expect(created.code).toBe(0)
    const post = entries().at(-1)!
    expect(post).toMatchObject({method: 'POST', target: '/v1/deposits', status: 201, error_code: null})
    expect(post.idempotency_key).toMatch(/^[0-9a-f-]{36}$/)
    expect(post.request_id).toMatch(/^req_/)

    expect(statSync(logPath).mode & 0o777).toBe(0o600)
    expectNoSecret()
  })

  it('keeps bodies only with --log-bodies or PAY_LOG_BODIES=1, with secrets redacted even there', async () => {
    const created = await home.runHere(['deposit', 'create', '--amount', '100', ...PAYER, '--no-watch', '--log-bodies', '--json'])
    expect(created.code).toBe(0)
    const deposit = created.result as {id: string}
    const post = entries().at(-1)!
    expect(JSON.parse(post.request_body!)).toMatchObject({amount: '100.00', payer_bank_account_name: 'Somchai Jaidee'})
    expect(JSON.parse(post.response_body!)).toMatchObject({id: deposit.id})

    // A body a person typed with a secret in it: the value, and fields named like a secret, are redacted.
    const body = JSON.stringify({amount: '10.00', note: `pasted ${sandbox.merchant.test.secret}`, webhook_secret: WEBHOOK_SECRET})
    const sent = await home.runHere(['request', 'POST', '/v1/test/top-up', '-d', body], {env: {PAY_LOG_BODIES: '1'}})
    expect(sent.code).toBe(0)
    const topUp = entries().at(-1)!
    expect(topUp.target).toBe('/v1/test/top-up')
    expect(JSON.parse(topUp.request_body!)).toEqual({amount: '10.00', note: 'pasted [redacted]', webhook_secret: '[redacted]'})
    expectNoSecret()
  })

  it('keeps every attempt of a retried request, with its number', async () => {
    await sandbox.admin('PUT', '/_sandbox/faults', {rate: 1})
    try {
      const before = entries().length
      const result = await home.runHere(['balance', '--retries', '1', '--json'])
      expect(result.code).toBe(1)
      const attempts = entries().slice(before)
      expect(attempts.map((entry) => [entry.target, entry.attempt])).toEqual([
        ['/v1/balance', 1],
        ['/v1/balance', 2],
      ])
      // A fault is a 503 before processing or a connection dropped after it.
      for (const entry of attempts) expect(entry.status === 503 || entry.error_code === 'NETWORK_ERROR').toBe(true)
    } finally {
      await sandbox.admin('PUT', '/_sandbox/faults', {rate: 0})
    }
  })

  it('records nothing for a dry run, or with PAY_REQUEST_LOG=off', async () => {
    const before = logText()
    expect((await home.runHere(['balance', '--dry-run'])).code).toBe(0)
    expect((await home.runHere(['balance'], {env: {PAY_REQUEST_LOG: 'off'}})).code).toBe(0)
    expect(logText()).toBe(before)
  })

  it('never fails the command when it cannot be written: one warning on stderr, stdout stays the result', async () => {
    const blocked = new CliHome()
    try {
      // The data dir is a file: nothing can be created under it, whoever runs the test (root too).
      writeFileSync(blocked.env.PAY_DATA_DIR, 'not a directory')
      const {test} = sandbox.merchant
      const env = {PAY_API_KEY: test.key_id, PAY_API_SECRET: test.secret, PAY_BASE_URL: sandbox.baseUrl}
      const result = await blocked.runHere(['balance', '--retries', '0', '--json'], {env})
      expect(result.code).toBe(0)
      expect(JSON.parse(result.stdout)).toHaveProperty('available')
      expect(result.stderr.match(/the request history cannot be written/g)).toHaveLength(1)
      expect(result.stderr).toContain('ENOTDIR')
    } finally {
      blocked.cleanup()
    }
  })
})

describe('pay logs', () => {
  it('lists the newest requests last, filtered, as one JSON line with --json', async () => {
    const all = entries()
    const listed = await home.runHere(['logs', '--limit', '2', '--json'])
    expect(listed.code).toBe(0)
    expect(listed.stdout.trimEnd().split('\n')).toHaveLength(1)
    const page = listed.result as RequestLogPage
    expect(page.data).toEqual(all.slice(-2))
    expect(page.has_more).toBe(true)

    const notFound = all.find((entry) => entry.status === 404)!
    const byId = (await home.runHere(['logs', '--request-id', notFound.request_id!, '--json'])).result as RequestLogPage
    expect(byId).toEqual({data: [notFound], has_more: false})

    const failed = (await home.runHere(['logs', '--status', 'failed', '--limit', '100', '--json'])).result as RequestLogPage
    expect(failed.data.length).toBeGreaterThanOrEqual(3)
    expect(failed.data.every((entry) => entry.status === null || entry.status >= 400)).toBe(true)
    const created = (await home.runHere(['logs', '--status', '2xx', '--limit', '100', '--json'])).result as RequestLogPage
    expect(created.data.length).toBeGreaterThan(0)
    expect(created.data.every((entry) => entry.status! >= 200 && entry.status! < 300)).toBe(true)

    const otherProfile = await home.runHere(['logs', '--profile', 'elsewhere', '--json'])
    expect(otherProfile.result).toEqual({data: [], has_more: false})
  })

  it('prints a line per request for people, and refuses a status it cannot read', async () => {
    const text = await home.runHere(['logs', '--status', '404'])
    expect(text.code).toBe(0)
    expect(text.stdout).toMatch(/GET \/v1\/deposits\/dep_missing {2}404 NOT_FOUND {2}\d+ ms {2}sandbox test {2}request req_\w+/)

    const bad = await home.runHere(['logs', '--status', 'teapot', '--json'])
    expect(bad.code).toBe(2)
    expect(JSON.parse(bad.stdout).error.message).toContain('--status teapot')
  })

  it('--follow prints each request sent after it started, as NDJSON, until SIGINT', async () => {
    const following = await home.runHere(['logs', '--follow', '--limit', '0', '--json'], {
      whileRunning: async (io) => {
        const balance = await home.runHere(['balance'])
        expect(balance.code).toBe(0)
        await eventually(() => io.stdout.text.includes('/v1/balance'))
        expect(io.signal('SIGINT')).toBe(true)
      },
    })
    expect(following.code).toBe(0)
    const lines = following.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as RequestLogEntry)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({method: 'GET', target: '/v1/balance', status: 200, profile: 'sandbox'})
  })
})
