import {existsSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import fc from 'fast-check'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {ExitCode, PayError} from '../../src/core/errors.js'
import {PayClient} from '../../src/core/http/client.js'
import type {Exchange} from '../../src/core/http/request-types.js'
import {CliHome} from '../helpers/cli.js'
import {StubServer} from '../helpers/stub-server.js'

const KEY = 'unk_test_target'
const SECRET = 'a'.repeat(64)

/** Pieces of targets: what may stand on the wire as written, and what a URL parser, a proxy or HTTP would change. */
const PIECES = [
  ..."abcXYZ019-._~!$&'()*+,;=:@/?",
  '%20',
  '%2F',
  '%e0%b8%81',
  '%',
  '%G1',
  '%2',
  '%2e',
  '%2E%2e',
  '.',
  '..',
  '/./',
  '/../',
  '#',
  '#frag',
  ' ',
  '\t',
  '\n',
  '\r',
  '\0',
  '\x7f',
  'ก',
  'é',
  '\u202e',
  '"',
  '<',
  '>',
  '[',
  ']',
  '\\',
  '^',
  '`',
  '{',
  '|',
  '}',
]
const target = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), {maxLength: 12}).map((pieces) => `/${pieces.join('')}`),
  fc.array(fc.constantFrom(...PIECES), {maxLength: 6}).map((pieces) => `/v1/withdrawals?${pieces.join('')}`),
  fc.array(fc.constantFrom(...PIECES), {minLength: 1, maxLength: 6}).map((pieces) => pieces.join('')),
)

/** The targets of issue 26, and how the refusal names what is wrong. */
const ISSUE_CASES: Array<[string, string]> = [
  ['/v1/balance#x', '"#" (U+0023) at position 12'],
  ['/v1/balance x', 'a space (U+0020) at position 12'],
  ['/v1/../v1/balance', 'the dot segment ".." at position 5'],
  ['/v1/withdrawals?name=ก', '"ก" (U+0E01) at position 22'],
  ['/v1/balance\t', 'a tab (U+0009) at position 12'],
]

let stub: StubServer
let client: PayClient
const exchanges: Exchange[] = []

beforeAll(async () => {
  stub = new StubServer({[KEY]: SECRET})
  stub.respond(() => ({status: 200, body: {}}))
  client = new PayClient({
    baseUrl: await stub.start(),
    keyId: KEY,
    secret: SECRET,
    userAgent: 'pay-test',
    retryPolicy: {retries: 0, baseDelayMs: 0, maxDelayMs: 0, maxRetryAfterMs: 0},
    onExchange: (exchange) => exchanges.push(exchange),
  })
})

afterAll(async () => {
  await client.close()
  await stub.stop()
})

/** Sends one target: what the server received, or the error that kept it from being sent. */
async function sendTarget(requestTarget: string): Promise<{received: typeof stub.received; recorded: Exchange[]; error?: unknown}> {
  const receivedBefore = stub.received.length
  const recordedBefore = exchanges.length
  let error: unknown
  await client.send({method: 'GET', target: requestTarget}).catch((caught: unknown) => {
    error = caught
  })
  return {received: stub.received.slice(receivedBefore), recorded: exchanges.slice(recordedBefore), error}
}

describe('bytes signed are bytes sent (property-based)', () => {
  it('for any target, the server receives exactly the signed target and the signature verifies, or nothing is sent and it is exit 2', async () => {
    await fc.assert(
      fc.asyncProperty(target, async (requestTarget) => {
        const {received, recorded, error} = await sendTarget(requestTarget)
        if (error === undefined) {
          expect(received).toHaveLength(1)
          expect(received[0]!.target).toBe(requestTarget)
          expect(received[0]!.signatureValid).toBe(true)
        } else {
          expect(error).toBeInstanceOf(PayError)
          expect((error as PayError).exitCode).toBe(ExitCode.invalidInput)
          expect(received).toEqual([])
          expect(recorded).toEqual([])
        }
      }),
      {numRuns: 300},
    )
  })

  it.each([...ISSUE_CASES, ['/v1/deposits/%2e%2E', 'the dot segment "%2e%2E" at position 14']])(
    'refuses %j before sending, naming the character and its position',
    async (requestTarget, named) => {
      const {received, recorded, error} = await sendTarget(requestTarget)
      expect((error as PayError).exitCode).toBe(ExitCode.invalidInput)
      expect((error as PayError).message).toContain(named)
      expect(received).toEqual([])
      expect(recorded).toEqual([])
    },
  )

  it('sends a target with escapes, sub-delims and a query exactly as written', async () => {
    const requestTarget = "/v1/withdrawals?status=SUCCESS&limit=5&cursor=a%2Fb:c@d!$'()*+,;=~"
    const {received, error} = await sendTarget(requestTarget)
    expect(error).toBeUndefined()
    expect(received.map((request) => [request.target, request.signatureValid])).toEqual([[requestTarget, true]])
  })
})

describe('the commands that take a target refuse what the client would not send as written', () => {
  let home: CliHome
  beforeAll(async () => {
    home = new CliHome()
    await home.addProfile('stub', client.baseUrl, KEY, SECRET)
  })
  afterAll(() => home.cleanup())

  const refusedBeforeSending = async (args: string[], named: string) => {
    const receivedBefore = stub.received.length
    const result = await home.runHere(args)
    expect(result.code, result.stderr).toBe(ExitCode.invalidInput)
    expect(result.stderr).toContain(named)
    expect(result.stderr).not.toMatch(/may or may not|check the key id/i)
    expect(stub.received.length).toBe(receivedBefore)
    expect(existsSync(join(home.env.PAY_DATA_DIR, 'request-log', 'requests.jsonl'))).toBe(false)
  }

  it.each(ISSUE_CASES)('pay request and pay sign refuse %j (exit 2)', async (requestTarget, named) => {
    await refusedBeforeSending(['request', 'GET', requestTarget], named)
    await refusedBeforeSending(['sign', 'GET', requestTarget], named)
  })

  it('pay fixtures run refuses a path whose substituted value makes a dot segment', async () => {
    stub.respond(() => ({status: 200, body: {id: '..'}}))
    try {
      const file = join(home.root, 'dots.json')
      writeFileSync(
        file,
        JSON.stringify({
          steps: [
            {name: 'first', method: 'GET', path: '/v1/balance'},
            {name: 'second', method: 'GET', path: '/v1/deposits/${first.id}'},
          ],
        }),
      )
      const receivedBefore = stub.received.length
      const result = await home.runHere(['fixtures', 'run', file])
      expect(result.code, result.stderr).toBe(ExitCode.invalidInput)
      expect(result.stderr).toContain('Step "second"')
      expect(result.stderr).toContain('the dot segment ".."')
      expect(stub.received.slice(receivedBefore).map((request) => request.target)).toEqual(['/v1/balance'])
    } finally {
      stub.respond(() => ({status: 200, body: {}}))
    }
  })
})
