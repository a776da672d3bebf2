import {existsSync} from 'node:fs'
import {type AddressInfo, createServer} from 'node:net'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {HEADER_FLAGS} from '../../src/cli/header-flags.js'
import {ExitCode, PayError} from '../../src/core/errors.js'
import {PayClient} from '../../src/core/http/client.js'
import type {Exchange} from '../../src/core/http/request-types.js'
import {CliHome, ONE_PAYOUT} from '../helpers/cli.js'
import {CountingRelay} from '../helpers/counting-relay.js'
import {manifestFlags} from '../helpers/manifest-flags.js'
import {TestSandbox} from '../helpers/sandbox.js'

/**
 * Guard: every value that becomes a header is checked before anything is sent. The flags come from
 * oclif.manifest.json, so a command that gains a flag of HEADER_FLAGS is exercised here without a new test.
 */

/** Text HTTP cannot carry in a header, each inside a value so that no trimming can remove it. */
const HOSTILE = {thai: 'ทดสอบ', 'line feed': 'a\nb', 'carriage return': 'a\rb', NUL: 'a\u0000b', DEL: 'a\u007Fb'}

/** How a hostile text is put in each header flag's value: a key id keeps its prefix, a header line its name. */
const VALUE_OF: Record<keyof typeof HEADER_FLAGS, (hostile: string) => string> = {
  'idempotency-key': (hostile) => `key-${hostile}`,
  'key-id': (hostile) => `unk_test_${hostile}`,
  header: (hostile) => `X-Test: v${hostile}`,
}

/** What else each command needs to get as far as sending (or saving), with the header flag appended. */
const COMMAND_ARGS: Record<string, (baseUrl: string) => string[]> = {
  request: () => ['request', 'POST', '/v1/test/top-up', '-d', '{"amount":"1.00"}'],
  'deposit:create': () => [
    'deposit',
    'create',
    '--amount',
    '100',
    '--payer-bank',
    'KBANK',
    '--payer-name',
    'Somchai Jaidee',
    '--payer-account',
    '1234567890',
    '--no-watch',
  ],
  'withdrawal:create': () => ONE_PAYOUT,
  'test:reset': () => ['test', 'reset', '--yes'],
  'test:simulate-transfer': () => ['test', 'simulate-transfer', 'dep_missing'],
  'test:top-up': () => ['test', 'top-up', '1.00'],
  'profile:add': (baseUrl) => ['profile', 'add', 'other', '--base-url', baseUrl, '--secret-stdin'],
  'webhook:listen': () => ['webhook', 'listen', '--port', '0'],
}

const headerFlags = manifestFlags((flag) => flag.name in HEADER_FLAGS)

let sandbox: TestSandbox
let relay: CountingRelay
let relayUrl: string
let home: CliHome

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  ;({relay, baseUrl: relayUrl} = await CountingRelay.before(sandbox.baseUrl))
  home = new CliHome()
  await home.addProfile('sandbox', relayUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
})

afterAll(async () => {
  home.cleanup()
  await relay.stop()
  await sandbox.close()
})

describe('the header-bound flags of every command', () => {
  it('are all known: the manifest has them, each has a way to be exercised, and no flag named like a header is left out', () => {
    expect(headerFlags.length).toBeGreaterThan(0)
    for (const {command, flag} of headerFlags)
      expect(COMMAND_ARGS[command], `add ${command} (flag --${flag.name}) to COMMAND_ARGS`).toBeDefined()
    expect(Object.keys(VALUE_OF).sort()).toEqual(Object.keys(HEADER_FLAGS).sort())
    const lookalikes = manifestFlags(
      (flag) => /header|idempotency|key-id|api-key|user-agent|token/.test(flag.name) && !(flag.name in HEADER_FLAGS),
    )
    expect(lookalikes, 'a flag whose name says it becomes a header belongs in HEADER_FLAGS (src/cli/header-flags.ts)').toEqual([])
  })

  const cases = headerFlags.flatMap(({command, flag}) =>
    Object.entries(HOSTILE).map(([what, hostile]) => ({command, flag: flag.name as keyof typeof HEADER_FLAGS, what, hostile})),
  )
  it.each(cases)(
    '$command --$flag with $what: exit 2 naming the flag, nothing sent, nothing recorded',
    async ({command, flag, hostile}) => {
      const bytesBefore = relay.bytesIn
      const args = [...COMMAND_ARGS[command]!(relayUrl), `--${flag}`, VALUE_OF[flag](hostile)]
      const result = await home.runHere(args, {stdin: 'f'.repeat(64)})
      expect(result.code, result.stderr).toBe(ExitCode.invalidInput)
      expect(result.stderr).toContain(`--${flag}`)
      expect(result.stderr).not.toMatch(/may or may not|NETWORK_ERROR/)
      expect(relay.bytesIn).toBe(bytesBefore)
      expect(existsSync(join(home.env.PAY_DATA_DIR, 'request-log', 'requests.jsonl'))).toBe(false)
      const profiles = await home.runHere(['profile', 'list', '--json'])
      expect(profiles.stdout).not.toContain('"other"')
    },
  )
})

describe('header values that do not come from a flag', () => {
  it('a key id from PAY_API_KEY that HTTP cannot carry: exit 2 naming it, nothing sent', async () => {
    const bytesBefore = relay.bytesIn
    const result = await home.runHere(['balance'], {
      env: {PAY_API_KEY: 'unk_test_ทดสอบ', PAY_API_SECRET: 'f'.repeat(64), PAY_BASE_URL: relayUrl},
    })
    expect(result.code, result.stderr).toBe(ExitCode.invalidInput)
    expect(result.stderr).toContain('The key id cannot be sent in an HTTP header')
    expect(relay.bytesIn).toBe(bytesBefore)
  })

  it('in Thai: names the key id and the character, while --json keeps the English', async () => {
    const env = {PAY_API_KEY: 'unk_test_ทดสอบ', PAY_API_SECRET: 'f'.repeat(64), PAY_BASE_URL: relayUrl}
    const said = await home.runHere(['balance'], {env: {...env, PAY_LANG: 'th'}})
    expect(said.code, said.stderr).toBe(ExitCode.invalidInput)
    expect(said.stderr).toContain('รหัสคีย์ ส่งในเฮดเดอร์ HTTP ไม่ได้: ค่าที่ระบุมี "ท" (U+0E17) ที่ตำแหน่ง 10')
    const [english, json] = await Promise.all(
      ['en', 'th'].map((lang) => home.runHere(['balance', '--json'], {env: {...env, PAY_LANG: lang}})),
    )
    expect(json!.stdout).toBe(english!.stdout)
    expect(JSON.parse(json!.stdout).error.message).toContain('The key id cannot be sent in an HTTP header')
  })
})

describe('a request that never left the machine', () => {
  const keyed = manifestFlags((flag) => flag.name === 'idempotency-key').map(({command}) => command)

  it.each(keyed)(
    '%s, to a port where nothing listens: exit 1, said not to have reached the service, never "may or may not"',
    async (command) => {
      const closed = createServer()
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
      const port = (closed.address() as AddressInfo).port
      await new Promise((resolve) => closed.close(resolve))
      const args = [...COMMAND_ARGS[command]!(relayUrl), '--retries', '0', '--idempotency-key', 'order-1042']
      const result = await home.runHere(args, {env: {PAY_BASE_URL: `http://127.0.0.1:${port}`}})
      expect(result.code, result.stderr).toBe(ExitCode.requestFailed)
      expect(result.stderr).toContain('nothing reached the service')
      expect(result.stderr).not.toMatch(/may or may not/)
    },
  )
})

describe('the client', () => {
  it('calls a request undici refuses to build invalid input, sent and retried never, instead of a network error', async () => {
    const exchanges: Exchange[] = []
    const client = new PayClient({
      baseUrl: relayUrl,
      keyId: sandbox.merchant.test.key_id,
      secret: sandbox.merchant.test.secret,
      userAgent: 'pay-test',
      onExchange: (exchange) => exchanges.push(exchange),
    })
    const bytesBefore = relay.bytesIn
    // Built by hand, past prepare()'s checks: what undici itself refuses before writing a byte.
    const request = {method: 'GET' as const, target: '/v1/balance x', url: `${relayUrl}/v1/balance x`, idempotencyKey: 'k', unsigned: false}
    const error = await client.send(request).catch((caught: unknown) => caught)
    await client.close()
    expect(error).toBeInstanceOf(PayError)
    expect((error as PayError).exitCode).toBe(ExitCode.invalidInput)
    expect((error as PayError).tryMessage).not.toMatch(/may or may not/)
    expect(exchanges).toEqual([])
    expect(relay.bytesIn).toBe(bytesBefore)
  })
})
