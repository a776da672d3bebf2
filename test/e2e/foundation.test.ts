import {chmodSync, readdirSync, readFileSync, statSync} from 'node:fs'
import type {AddressInfo} from 'node:net'
import {createServer} from 'node:net'
import {join} from 'node:path'
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {StubServer} from '../helpers/stub-server.js'

const TEST_KEY = 'unk_test_7f3a9c2e1b'
const LIVE_KEY = 'unk_live_0d4e8b6a55'
const SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9f'
const LIVE_SECRET = 'ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100'
const WEBHOOK_SECRET = 'whsec_do_not_print_me_0123456789'
const BALANCE = {available: '1000.50', pending: '9.00', currency: 'THB'}
const BANKS = {
  KBANK: {bank_code: 'KBANK', bank_number: '004', name_th: 'กสิกรไทย', fullname_th: 'ธนาคารกสิกรไทย', name_en: 'Kasikornbank'},
}

let stub: StubServer
let baseUrl: string
let home: CliHome

beforeAll(async () => {
  stub = new StubServer({[TEST_KEY]: SECRET, [LIVE_KEY]: LIVE_SECRET})
  baseUrl = await stub.start()
  home = new CliHome()
  await home.addProfile('main', baseUrl, TEST_KEY, SECRET, WEBHOOK_SECRET)
})
afterAll(async () => {
  await stub.stop()
  home.cleanup()
})
beforeEach(() => {
  stub.received.length = 0
  stub.respond((request) =>
    request.target === '/v1/banks'
      ? {status: 200, body: BANKS, headers: {'cache-control': 'public, max-age=3600'}}
      : request.signatureValid
        ? {status: 200, body: BALANCE}
        : {status: 401, body: {error: {code: 'UNAUTHORIZED', message: 'unauthorized', request_id: 'req_1'}}},
  )
})

describe('profiles', () => {
  it('stores the profile added from stdin with mode 0600', () => {
    const file = join(home.env.PAY_CONFIG_DIR, 'profiles.json')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(file, 'utf8')).profiles.main.test.key_id).toBe(TEST_KEY)
  })

  it('refuses a key id that is neither live nor test, and saves nothing', async () => {
    const result = await home.runHere(['profile', 'add', 'odd', '--base-url', baseUrl, '--key-id', 'unk_prod_123', '--secret-stdin'], {
      stdin: SECRET,
    })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('neither a live nor a test key')
    const list = await home.runHere(['profile', 'list', '--json'])
    expect(JSON.parse(list.stdout).map((view: {name: string}) => view.name)).toEqual(['main'])
  })

  it('a profile saved beside the default says which profile commands use, and how to use the new one', async () => {
    const added = await home.runHere(['profile', 'add', 'default', '--base-url', baseUrl, '--key-id', TEST_KEY, '--secret-stdin'], {
      stdin: SECRET,
    })
    expect(added.code, added.stderr).toBe(0)
    expect(added.stdout).toContain(
      'Added profile default. Commands use profile main (the default); pass --profile default, or make it the default with `pay profile use default`.',
    )
    const viaEnv = await home.runHere(['profile', 'add', 'default', '--base-url', baseUrl], {env: {PAY_PROFILE: 'default'}})
    expect(viaEnv.stdout).toContain('Updated profile default; commands use it (PAY_PROFILE).')
    expect((await home.runHere(['profile', 'remove', 'default'])).code).toBe(0)
  })

  it('refuses a secret that is not 64 hex characters', async () => {
    const result = await home.runHere(['profile', 'add', 'short', '--base-url', baseUrl, '--key-id', TEST_KEY, '--secret-stdin'], {
      stdin: 'abc',
    })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('64 hexadecimal')
  })

  it('warns when the profile file is readable by others', async () => {
    const file = join(home.env.PAY_CONFIG_DIR, 'profiles.json')
    chmodSync(file, 0o644)
    try {
      const result = await home.runHere(['profile', 'list'])
      expect(result.stderr).toContain('can be read by other users')
    } finally {
      chmodSync(file, 0o600)
    }
  })
})

describe('pay balance', () => {
  it('prints the balance as JSON, signed with the test key', async () => {
    const result = await home.runHere(['balance', '--json'])
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual(BALANCE)
    expect(stub.received).toHaveLength(1)
    expect(stub.received[0]!.signatureValid).toBe(true)
    expect(stub.received[0]!.headers['x-api-key']).toBe(TEST_KEY)
    expect(stub.received[0]!.headers['user-agent']).toMatch(/^pay\/\d+\.\d+\.\d+ node\/v\d+\.\d+\.\d+$/)
    expect(stub.received[0]!.headers['user-agent']).toContain(` node/${process.version}`)
  })

  it('right-aligns the money with its currency for people', async () => {
    const result = await home.runHere(['balance'])
    expect(result.stdout).toContain('Available  1,000.50 THB')
    expect(result.stdout).toContain('Pending        9.00 THB')
  })

  it('--dry-run prints the signed request and sends nothing', async () => {
    const result = await home.runHere(['balance', '--dry-run'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`GET ${baseUrl}/v1/balance`)
    expect(result.stdout).toMatch(/x-signature: [0-9a-f]{64}/)
    expect(result.stdout).toContain('GET⏎')
    expect(stub.received).toHaveLength(0)
  })

  it("an answer that breaks the API (a float for money) exits 1 naming the field, with zod's own message", async () => {
    stub.respond(() => ({status: 200, body: {available: 1000.5, pending: '9.00', currency: 'THB'}}))
    const result = await home.runHere(['balance'])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(
      /The service's answer does not match the API: available: Invalid input: expected string, received number\./,
    )
    expect(result.stdout).toBe('')
  })

  it('a 401 exits 3 and names the clock skew when the server Date is 10 minutes off', async () => {
    stub.respond(() => ({
      status: 401,
      body: {error: {code: 'UNAUTHORIZED', message: 'unauthorized', request_id: 'req_skew'}},
      headers: {date: new Date(Date.now() + 10 * 60_000).toUTCString()},
    }))
    const result = await home.runHere(['balance'])
    expect(result.code).toBe(3)
    expect(result.stderr).toContain('req_skew')
    expect(result.stderr).toMatch(/clock is (599|600|601) s behind the server's/)
  })

  it('a 401 without skew points to pay sign --explain', async () => {
    stub.respond(() => ({status: 401, body: {error: {code: 'UNAUTHORIZED', message: 'unauthorized', request_id: 'req_x'}}}))
    const result = await home.runHere(['balance', '--json'])
    expect(result.code).toBe(3)
    expect(JSON.parse(result.stdout)).toEqual({error: {code: 'UNAUTHORIZED', message: 'unauthorized', request_id: 'req_x', status: 401}})
    const human = await home.runHere(['balance'])
    expect(human.stderr).toContain('pay sign GET /v1/balance --explain')
  })

  it('a refused whoami does not send the user back to pay whoami', async () => {
    stub.respond(() => ({status: 401, body: {error: {code: 'UNAUTHORIZED', message: 'unauthorized', request_id: 'req_w'}}}))
    const result = await home.runHere(['whoami'])
    expect(result.code).toBe(3)
    expect(result.stderr).toContain('check that the key id and the secret belong together')
    expect(result.stderr).not.toContain('pay whoami')
  })

  it('whoami with the service unreachable says it could not be reached, not that the key was refused', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const {port} = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const offline = new CliHome()
    try {
      await offline.addProfile('main', `http://127.0.0.1:${port}`, TEST_KEY, SECRET)
      const english = await offline.runHere(['whoami'])
      expect(english.code).not.toBe(0)
      expect(english.stdout).toContain('✗ could not reach the service; the key was not checked')
      expect(english.stdout).not.toContain('not accepted')
      const thai = await offline.runHere(['whoami'], {env: {PAY_LANG: 'th'}})
      expect(thai.stdout).toContain('✗ ติดต่อผู้ให้บริการไม่ได้ จึงยังไม่ได้ตรวจคีย์')
      expect(thai.stdout).not.toContain('ไม่ยอมรับ')
    } finally {
      offline.cleanup()
    }
  })

  it("in Thai: an answer that is not JSON and the next step after the service's error; --json keeps the English", async () => {
    const unauthorized = {status: 401, body: {error: {code: 'UNAUTHORIZED', message: 'unauthorized', request_id: 'req_w'}}}
    const runs = [
      {answer: {status: 200}, args: ['balance'], thai: ['ผู้ให้บริการตอบ 200 แต่เนื้อหาของคำตอบไม่ใช่ JSON', 'ตรวจว่า URL ของบริการเป็น API']},
      {answer: unauthorized, args: ['balance'], thai: ['unauthorized', 'ตรวจรหัสคีย์และรหัสลับด้วย `pay whoami`']},
      {answer: unauthorized, args: ['whoami'], thai: ['ผู้ให้บริการไม่ยอมรับคีย์นี้']},
    ]
    for (const {answer, args, thai} of runs) {
      stub.respond(() => answer)
      const said = await home.runHere(args, {env: {PAY_LANG: 'th'}})
      for (const words of thai) expect(said.stderr).toContain(words)
      const [english, json] = await Promise.all(['en', 'th'].map((lang) => home.runHere([...args, '--json'], {env: {PAY_LANG: lang}})))
      expect(json!.stdout).toBe(english!.stdout)
    }
  })
})

describe('retries', () => {
  it('retries a 503 twice with the same Idempotency-Key and body bytes, and a fresh signature', async () => {
    let calls = 0
    stub.respond(() => {
      calls++
      // The delay makes each attempt fall in a later second, so its timestamp, and so its signature, differ.
      return calls <= 2
        ? {status: 503, delayMs: 1100, body: {error: {code: 'UNAVAILABLE', message: 'try later', request_id: `req_${calls}`}}}
        : {status: 200, body: {amount: '10.00', currency: 'THB', status: 'credited'}}
    })
    const body = '{"amount": "10.00",  "note": "ไม่ re-serialised"}'
    const result = await home.runHere(['request', 'POST', '/v1/test/top-up', '-d', body])
    expect(result.code).toBe(0)
    expect(stub.received).toHaveLength(3)
    const keys = new Set(stub.received.map((request) => request.headers['idempotency-key']))
    expect(keys.size).toBe(1)
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/)
    for (const request of stub.received) {
      expect(request.body.toString('utf8')).toBe(body)
      expect(request.signatureValid).toBe(true)
    }
    expect(new Set(stub.received.map((request) => request.headers['x-signature'])).size).toBe(3)
  })

  it('prints the Idempotency-Key when every retry failed', async () => {
    stub.respond(() => ({status: 503, body: {error: {code: 'UNAVAILABLE', message: 'down', request_id: 'req_d'}}}))
    const result = await home.runHere(['request', 'POST', '/v1/deposits', '-d', '{}', '--retries', '1', '--idempotency-key', 'order-1'])
    expect(result.code).toBe(1)
    expect(stub.received).toHaveLength(2)
    expect(stub.received.every((request) => request.headers['idempotency-key'] === 'order-1')).toBe(true)
    expect(result.stderr).toContain('Idempotency-Key: order-1')
  })

  it('waits out a 429 as its Retry-After asks, saying so on stderr, and sends the same request again', async () => {
    let calls = 0
    const limited = {
      status: 429,
      headers: {'retry-after': '1'},
      body: {error: {code: 'RATE_LIMITED', message: 'too many', request_id: 'req_r'}},
    }
    stub.respond(() => (++calls === 1 ? limited : {status: 200, body: {amount: '10.00', currency: 'THB', status: 'credited'}}))
    const result = await home.runHere(['test', 'top-up', '10', '--json'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stderr).toContain(
      'The service is rate limiting (429): waiting 1 s as it asks, then sending again with the same Idempotency-Key.',
    )
    expect(JSON.parse(result.stdout)).toMatchObject({amount: '10.00', status: 'credited'})
    expect(stub.received).toHaveLength(2)
    expect(new Set(stub.received.map((request) => request.headers['idempotency-key'])).size).toBe(1)
    expect(new Set(stub.received.map((request) => request.body.toString('utf8'))).size).toBe(1)
  })

  it('does not retry a POST without an Idempotency-Key', async () => {
    stub.respond(() => ({status: 503, body: {error: {code: 'UNAVAILABLE', message: 'down', request_id: 'req_c'}}}))
    const result = await home.runHere(['request', 'POST', '/v1/deposits/d1/cancel'])
    expect(result.code).toBe(1)
    expect(stub.received).toHaveLength(1)
    expect(stub.received[0]!.headers['idempotency-key']).toBeUndefined()
  })
})

describe('credentials from the environment', () => {
  it('uses PAY_API_KEY / PAY_API_SECRET / PAY_BASE_URL', async () => {
    const result = await home.runHere(['balance', '--json'], {
      env: {PAY_API_KEY: TEST_KEY, PAY_API_SECRET: SECRET, PAY_BASE_URL: baseUrl, PAY_CONFIG_DIR: join(home.root, 'empty')},
    })
    expect(result.code).toBe(0)
    expect(stub.received[0]!.signatureValid).toBe(true)
  })

  it('refuses a live key from the environment without --live, and sends nothing', async () => {
    const env = {PAY_API_KEY: LIVE_KEY, PAY_API_SECRET: LIVE_SECRET, PAY_BASE_URL: baseUrl}
    const refused = await home.runHere(['balance'], {env})
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('--live')
    expect(stub.received).toHaveLength(0)
    const accepted = await home.runHere(['balance', '--live', '--json'], {env})
    expect(accepted.code).toBe(0)
    expect(accepted.stderr).toContain('LIVE MODE')
    expect(stub.received[0]!.headers['x-api-key']).toBe(LIVE_KEY)
  })

  it('exits 3 with no credentials at all', async () => {
    const result = await home.runHere(['balance'], {env: {PAY_CONFIG_DIR: join(home.root, 'nothing')}})
    expect(result.code).toBe(3)
    expect(result.stderr).toContain('pay login')
  })
})

describe('pay banks', () => {
  it('caches the list for its max-age, and --refresh asks again', async () => {
    const first = await home.runHere(['banks', '--json'])
    expect(JSON.parse(first.stdout)).toEqual(BANKS)
    expect(stub.received[0]!.headers['x-signature']).toBeUndefined()
    await home.runHere(['banks'])
    expect(stub.received).toHaveLength(1)
    await home.runHere(['banks', '--refresh'])
    expect(stub.received).toHaveLength(2)
  })
})

describe('pay whoami', () => {
  it('shows the profile, mode and masked key, and that the service accepts it', async () => {
    const result = await home.runHere(['whoami', '--json'])
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({profile: 'main', mode: 'test', key_id: 'unk_test_…2e1b', accepted: true})
  })
})

describe('secrets', () => {
  it('never appear in any output, error, log or cache file', async () => {
    stub.respond((request) =>
      request.target === '/v1/banks'
        ? {status: 200, body: BANKS}
        : {status: 401, body: {error: {code: 'UNAUTHORIZED', message: 'unauthorized', request_id: 'req_s'}}},
    )
    const runs = [
      ['balance'],
      ['balance', '--json'],
      ['balance', '--verbose'],
      ['balance', '--dry-run'],
      ['balance', '--dry-run', '--json'],
      ['whoami'],
      ['whoami', '--json', '--verbose'],
      ['profile', 'show'],
      ['profile', 'show', '--json'],
      ['profile', 'list', '--json'],
      ['request', 'POST', '/v1/deposits', '-d', '{"amount":"1.00"}', '--verbose'],
      ['banks', '--verbose', '--refresh'],
    ]
    for (const args of runs) {
      const result = await home.runHere(args, {env: {PAY_DEBUG: '1'}})
      for (const secret of [SECRET, WEBHOOK_SECRET, SECRET.slice(0, 16)]) {
        expect(result.stdout, args.join(' ')).not.toContain(secret)
        expect(result.stderr, args.join(' ')).not.toContain(secret)
      }
    }
    for (const file of readdirSync(home.env.PAY_CACHE_DIR, {recursive: true}) as string[]) {
      const path = join(home.env.PAY_CACHE_DIR, file)
      if (statSync(path).isFile()) expect(readFileSync(path, 'utf8')).not.toContain(SECRET)
    }
  })
})
