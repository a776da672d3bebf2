import {execFile, spawnSync} from 'node:child_process'
import {createHash, createHmac} from 'node:crypto'
import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {promisify} from 'node:util'
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {StubServer} from '../helpers/stub-server.js'

const TEST_KEY = 'unk_test_7f3a9c2e1b'
const SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9f'
const TIMESTAMP = '1718790000'
const BODY = '{"amount":"100.00","user_ref":"order-1042"}'
const CURL_AVAILABLE = spawnSync('curl', ['--version']).status === 0

/** The signature as the service defines it, computed here with node:crypto alone. */
function expectedSignature(method: string, target: string, timestamp: string, body: string): string {
  const canonical = `${method}\n${target}\n${timestamp}\n${createHash('sha256').update(body).digest('hex')}`
  return createHmac('sha256', SECRET).update(canonical).digest('hex')
}

let stub: StubServer
let baseUrl: string
let home: CliHome
/** How far the stub server's clock is ahead of this machine's, in ms; its Date header is read at answer time. */
let serverAheadMs: number | undefined

beforeAll(async () => {
  stub = new StubServer({[TEST_KEY]: SECRET})
  baseUrl = await stub.start()
  home = new CliHome()
  await home.addProfile('main', baseUrl, TEST_KEY, SECRET)
})
afterAll(async () => {
  await stub.stop()
  home.cleanup()
})
beforeEach(() => {
  stub.received.length = 0
  serverAheadMs = undefined
  stub.respond((request) =>
    request.target === '/v1/banks'
      ? {
          status: 200,
          body: {},
          headers:
            serverAheadMs === undefined ? ({} as Record<string, string>) : {date: new Date(Date.now() + serverAheadMs).toUTCString()},
        }
      : {status: request.signatureValid ? 200 : 401, body: {ok: request.signatureValid}},
  )
})

describe('pay sign', () => {
  it('prints the canonical string with visible line breaks, the signature, the headers and a curl line', async () => {
    const result = await home.runHere(['sign', 'post', '/v1/deposits', '-d', BODY, '--timestamp', TIMESTAMP])
    expect(result.code).toBe(0)
    const signature = expectedSignature('POST', '/v1/deposits', TIMESTAMP, BODY)
    expect(result.stdout).toContain(`  POST⏎\n  /v1/deposits⏎\n  ${TIMESTAMP}⏎\n`)
    expect(result.stdout).toContain(`Body       ${BODY.length} bytes, SHA-256 ${createHash('sha256').update(BODY).digest('hex')}`)
    expect(result.stdout).toContain(`Signature  ${signature}`)
    expect(result.stdout).toContain(`x-api-key: ${TEST_KEY}`)
    expect(result.stdout).toContain(`--data-binary '${BODY}'`)
    expect(`${result.stdout}${result.stderr}`).not.toContain(SECRET)
    expect(stub.received).toEqual([])
  })

  it('gives the same facts as JSON', async () => {
    const result = await home.runHere(['sign', 'GET', '/v1/withdrawals?limit=5&status=SUCCESS', '--timestamp', TIMESTAMP, '--json'])
    expect(result.code).toBe(0)
    const report = JSON.parse(result.stdout)
    const signature = expectedSignature('GET', '/v1/withdrawals?limit=5&status=SUCCESS', TIMESTAMP, '')
    expect(report.explanation.canonical_lines.slice(0, 3)).toEqual(['GET', '/v1/withdrawals?limit=5&status=SUCCESS', TIMESTAMP])
    expect(report.explanation.signature).toBe(signature)
    expect(report.explanation.headers).toEqual({'x-api-key': TEST_KEY, 'x-signature': signature, 'x-timestamp': TIMESTAMP})
    expect(report.curl).toContain(`'${baseUrl}/v1/withdrawals?limit=5&status=SUCCESS'`)
    expect(report).not.toHaveProperty('diagnosis')
  })

  it('names the base URL in the curl line without its trailing slashes, however many', async () => {
    const result = await home.runHere(['sign', 'GET', '/v1/balance', '--json'], {env: {PAY_BASE_URL: `${baseUrl}${'/'.repeat(100_000)}`}})
    expect(result.code, result.stderr).toBe(0)
    expect(JSON.parse(result.stdout).curl).toContain(`curl ${baseUrl}/v1/balance -H`)
  })

  it.skipIf(!CURL_AVAILABLE)('prints a curl line that the signature-checking server accepts', async () => {
    const result = await home.runHere(['sign', 'POST', '/v1/deposits', '-d', BODY, '--json'])
    const {curl} = JSON.parse(result.stdout) as {curl: string}
    // Asynchronously: the stub server answering curl runs in this process.
    await promisify(execFile)('bash', ['-c', `${curl} --silent --fail --max-time 10 --output /dev/null`])
    expect(stub.received).toHaveLength(1)
    expect(stub.received[0]!.signatureValid).toBe(true)
    expect(stub.received[0]!.body.toString('utf8')).toBe(BODY)
  })

  it('names the body file in the curl line and signs its exact bytes', async () => {
    const file = join(home.root, 'body.json')
    writeFileSync(file, `${BODY}\r\n`)
    const result = await home.runHere(['sign', 'POST', '/v1/deposits', '--data-file', file, '--timestamp', TIMESTAMP, '--json'])
    const report = JSON.parse(result.stdout)
    expect(report.explanation.signature).toBe(expectedSignature('POST', '/v1/deposits', TIMESTAMP, `${BODY}\r\n`))
    expect(report.curl).toContain(`--data-binary @${file}`)
  })

  describe('--explain', () => {
    it('annotates each step and finds the timestamp outside the window of a server clock 1000 s ahead', async () => {
      serverAheadMs = 1_000_000
      const result = await home.runHere(['sign', 'GET', '/v1/balance', '--explain'])
      expect(result.code).toBe(0)
      expect(result.stdout).toContain('The HTTP method in uppercase.')
      expect(result.stdout).toContain("keyed with the secret's characters as UTF-8 (not hex-decoded)")
      // The Date header has whole seconds, so the skew read from it can be a second either way.
      expect(result.stdout).toMatch(
        /this machine is (999|1000|1001) s behind it; the timestamp is (999|1000|1001) s behind it: outside the ±300 s window/,
      )
      expect(stub.received.map((request) => `${request.method} ${request.target}`)).toEqual(['GET /v1/banks'])
    })

    it('finds the timestamp within the window when the clocks agree', async () => {
      const result = await home.runHere(['sign', 'GET', '/v1/balance', '--explain', '--json'])
      expect(JSON.parse(result.stdout).server_clock).toMatchObject({within_window: true})
    })

    it('skips the clock check silently when the base URL does not answer', async () => {
      const result = await home.runHere(['sign', 'GET', '/v1/balance', '--explain', '--json'], {env: {PAY_BASE_URL: 'http://127.0.0.1:1'}})
      expect(result.code).toBe(0)
      expect(JSON.parse(result.stdout).server_clock).toBeNull()
      expect(result.stderr).toBe('')
    })
  })

  describe('--expect-signature', () => {
    it('names the mistake of a client that signed the body pretty-printed', async () => {
      const pretty = JSON.stringify(JSON.parse(BODY), null, 2)
      const failing = expectedSignature('POST', '/v1/deposits', TIMESTAMP, pretty)
      const args = ['sign', 'POST', '/v1/deposits', '-d', BODY, '--timestamp', TIMESTAMP, '--expect-signature', failing]
      const human = await home.runHere(args)
      expect(human.code).toBe(4)
      expect(human.stdout).toContain('✗ The expected signature is reproduced by this mistake:')
      expect(human.stdout).toContain('Body re-serialised with other spacing [body-reserialised-spacing]')
      expect(human.stdout).toContain('JSON.stringify(body, null, 2)')
      const {diagnosis} = JSON.parse((await home.runHere([...args, '--json'])).stdout)
      expect(diagnosis.verdict).toBe('reproduced')
      expect(diagnosis.mistakes[0].id).toBe('body-reserialised-spacing')
    })

    it('says the signature matches when it is right', async () => {
      const right = expectedSignature('GET', '/v1/balance', TIMESTAMP, '')
      const result = await home.runHere(['sign', 'GET', '/v1/balance', '--timestamp', TIMESTAMP, '--expect-signature', right])
      expect(result.code).toBe(0)
      expect(result.stdout).toContain('✓ The expected signature matches')
    })

    it('says the secret or the body differ when no mistake reproduces the signature', async () => {
      const result = await home.runHere([
        'sign',
        'GET',
        '/v1/balance',
        '--timestamp',
        TIMESTAMP,
        '--expect-signature',
        'ab'.repeat(32),
        '--json',
      ])
      expect(result.code).toBe(4)
      const {diagnosis} = JSON.parse(result.stdout)
      expect(diagnosis.verdict).toBe('unexplained')
      expect(diagnosis.summary).toContain('the secret or the body bytes differ')
    })

    it('names the mistake in Thai with its fix, and gives the same --json bytes as in English', async () => {
      // The client signed the query sorted by name, not as sent.
      const failing = expectedSignature('GET', '/v1/withdrawals?limit=5&status=SUCCESS', TIMESTAMP, '')
      const args = ['sign', 'GET', '/v1/withdrawals?status=SUCCESS&limit=5', '--timestamp', TIMESTAMP, '--expect-signature', failing]
      const thai = await home.runHere(args, {env: {PAY_LANG: 'th'}})
      expect(thai.code).toBe(4)
      expect(thai.stdout).toContain('✗ ลายเซ็นที่คาดไว้เกิดจากข้อผิดพลาดนี้:')
      expect(thai.stdout).toContain('• คิวรีถูกเข้ารหัสใหม่หรือสลับลำดับ [query-reencoded]')
      expect(thai.stdout).toContain('พารามิเตอร์ถูกเรียงตามชื่อ: บรรทัด 2 เป็น /v1/withdrawals?limit=5&status=SUCCESS')
      expect(thai.stdout).toContain('→ สร้าง URL ครั้งเดียว แล้วลงลายเซ็นพาธและคิวรีจากสตริงนั้นตรงทุกตัวอักษร')
      // One after the other: the language of a run is the process's.
      const thaiJson = await home.runHere([...args, '--json'], {env: {PAY_LANG: 'th'}})
      const englishJson = await home.runHere([...args, '--json'], {env: {PAY_LANG: 'en'}})
      expect(thaiJson.stdout).toBe(englishJson.stdout)
      expect(JSON.parse(englishJson.stdout).diagnosis.mistakes).toEqual([
        {
          id: 'query-reencoded',
          title: 'Query re-encoded or re-ordered',
          detail: 'parameters sorted by name: line 2 was /v1/withdrawals?limit=5&status=SUCCESS',
          fix: 'Build the URL once and sign its path and query as that exact string; let nothing re-encode or re-order the query afterwards.',
        },
      ])
    })
  })

  it('refuses a path without a leading slash (exit 2)', async () => {
    const result = await home.runHere(['sign', 'GET', 'v1/balance'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('does not start with "/"')
  })

  it('needs credentials (exit 3)', async () => {
    const empty = new CliHome()
    try {
      const result = await empty.run(['sign', 'GET', '/v1/balance'])
      expect(result.code).toBe(3)
    } finally {
      empty.cleanup()
    }
  })
})
