import {type ChildProcess, spawn} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {createServer, type Server} from 'node:http'
import {createServer as createHttpsServer} from 'node:https'
import type {AddressInfo} from 'node:net'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {TRIGGER_EVENTS} from '../../src/core/schemas/output/trigger.js'
import {checkCases} from '../../src/services/webhooks/check/cases.js'
import {CliHome} from '../helpers/cli.js'
import {MisbehavingServer} from '../helpers/misbehaving-server.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {WebhookReceiver, waitFor} from '../helpers/webhook-receiver.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const RECEIVERS = join(ROOT, 'examples/receivers')
const SECRET = `whsec_check_${'a'.repeat(40)}`

let home: CliHome
const children: ChildProcess[] = []

/** Starts one of examples/receivers/ on a free port and answers its URL, as it prints it. */
async function startReceiver(command: string, file: string): Promise<string> {
  const child = spawn(command, [join(RECEIVERS, file), '0'], {
    env: {...process.env, WEBHOOK_SECRET: SECRET},
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  let output = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  return waitFor(() => /listening on (\S+)/.exec(output)?.[1])
}

function check(url: string, ...flags: string[]) {
  return home.runHere(['webhook', 'check', url, '--secret-stdin', ...flags], {stdin: SECRET})
}

async function checkJson(url: string, ...flags: string[]) {
  const run = await check(url, '--json', ...flags)
  return {run, result: JSON.parse(run.stdout)}
}

function failedIds(result: {cases: Array<{id: string; passed: boolean}>}): string[] {
  return result.cases.filter((testCase) => !testCase.passed).map((testCase) => testCase.id)
}

/** A server on 127.0.0.1 answering every request with what `answer` decides. */
async function stubEndpoint(
  answer: (respond: (status: number, headers?: Record<string, string>) => void) => void,
  tls?: {key: Buffer; cert: Buffer},
): Promise<{url: string; close: () => Promise<void>}> {
  const server: Server = tls ? createHttpsServer(tls) : createServer()
  server.on('request', (request, response) => {
    request.resume()
    request.on('end', () => answer((status, headers) => response.writeHead(status, headers).end()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

beforeAll(() => {
  home = new CliHome()
})

afterAll(() => {
  for (const child of children) child.kill()
  home?.cleanup()
})

describe('pay webhook check against the example receivers', () => {
  it('passes every case against the Node receiver (node:http)', async () => {
    const {run, result} = await checkJson(await startReceiver(process.execPath, 'node-receiver.mjs'))
    expect(failedIds(result)).toEqual([])
    expect(run.code).toBe(0)
    expect(result.passed).toBe(result.cases.length)
    expect(result.cases.map((testCase: {id: string}) => testCase.id)).toEqual(checkCases(SECRET).map((testCase) => testCase.id))
  })

  it('passes every case against the Python receiver (standard library)', async () => {
    const url = await startReceiver('python3', 'python-receiver.py')
    const {run, result} = await checkJson(url)
    expect(failedIds(result)).toEqual([])
    expect(run.code).toBe(0)
    const human = await check(url, '--only', 'forged')
    expect(human.stdout).toContain('✓ All 7 cases passed: the endpoint refuses the forgeries sent.')
  })

  it('fails the wrong receiver on exactly its two bugs, exit 4, and the advice names them', async () => {
    const url = await startReceiver(process.execPath, 'wrong-receiver.mjs')
    const {run, result} = await checkJson(url)
    expect(run.code).toBe(4)
    expect(failedIds(result)).toEqual(['forged.reserialised-spacing', 'tolerant.duplicate'])
    expect(
      result.cases
        .find((testCase: {id: string}) => testCase.id === 'tolerant.duplicate')
        .answers.map((answer: {status: number}) => answer.status),
    ).toEqual([200, 500])

    const again = await check(url)
    expect(again.code).toBe(4)
    expect(again.stdout, 'the Test event has one id, so a second run finds it again').toContain(
      'fails (5xx) on a genuine delivery after verifying it',
    )

    const human = await check(await startReceiver(process.execPath, 'wrong-receiver.mjs'))
    expect(human.code).toBe(4)
    expect(human.stdout).toMatch(/forged\.reserialised-spacing\s+not 2xx\s+200\s.*✗ fail/)
    expect(human.stdout).toContain('✗ 2 of 18 cases failed')
    expect(human.stdout).toContain('verifies over re-serialised JSON: verify X-Webhook-Signature over the raw bytes before parsing')
    expect(human.stdout).toContain('refuses an event it has seen: dedupe by event_id')
  })

  it('--only and --skip pick cases by id or group; an unknown name is refused before anything is sent', async () => {
    const url = await startReceiver(process.execPath, 'node-receiver.mjs')
    const {result} = await checkJson(url, '--only', 'forged', '--skip', 'forged.truncated-signature,forged.empty-signature')
    expect(result.cases.map((testCase: {id: string}) => testCase.id)).toEqual([
      'forged.no-signature',
      'forged.other-secret',
      'forged.changed-amount',
      'forged.reserialised-spacing',
      'forged.reserialised-key-order',
    ])
    let requests = 0
    const endpoint = await stubEndpoint((respond) => {
      requests++
      respond(200)
    })
    const unknown = await check(endpoint.url, '--only', 'forged.nope')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('No check case is named "forged.nope"')
    expect(requests).toBe(0)
    await endpoint.close()
  })
})

describe('pay webhook check grades what an endpoint does', () => {
  it('an endpoint that accepts everything fails every forgery, each with its advice', async () => {
    const endpoint = await stubEndpoint((respond) => respond(200))
    const {run, result} = await checkJson(endpoint.url)
    expect(run.code).toBe(4)
    expect(failedIds(result)).toEqual(
      result.cases.filter((testCase: {expect: string}) => testCase.expect === 'refused').map((testCase: {id: string}) => testCase.id),
    )
    expect(result.cases.filter((testCase: {problem: string | null}) => testCase.problem === 'accepted_forgery')).toHaveLength(7)
    const human = await check(endpoint.url)
    expect(human.stdout).toContain('accepts deliveries without a signature')
    expect(human.stdout).toContain('accepts part of a signature: compare the whole signature')
    await endpoint.close()
  })

  it('a genuine delivery answered after the limit is slow, and the advice says to answer first', async () => {
    const endpoint = await stubEndpoint((respond) => setTimeout(() => respond(200), 1500))
    const {run, result} = await checkJson(endpoint.url, '--only', 'genuine.webhook.test', '--timeout', '1')
    expect(run.code).toBe(4)
    expect(result.cases[0]).toMatchObject({problem: 'slow', answers: [{status: null}]})
    expect(result.limit_ms).toBe(1000)
    await endpoint.close()
  })

  it('an endpoint that redirects is said to redirect, with its status and Location, not blamed on the HMAC', async () => {
    const location = 'https://ops:s3cret@example.com/webhooks/\u009bnew'
    const endpoint = await stubEndpoint((respond) => respond(307, {location}))
    const {run, result} = await checkJson(endpoint.url, '--only', 'genuine.webhook.test,forged.no-signature')
    expect(run.code).toBe(4)
    for (const testCase of result.cases)
      expect(testCase).toMatchObject({
        passed: false,
        problem: 'redirected',
        answers: [{status: 307, location: expect.stringContaining('example.com')}],
      })
    const human = await check(endpoint.url, '--only', 'genuine.webhook.test')
    expect(human.code).toBe(4)
    expect(human.stdout).toContain('answered 307, a redirect to https://example.com/webhooks/\\u{9b}new')
    expect(human.stdout).toContain('webhook deliveries are not followed through redirects')
    expect(human.stdout).not.toContain('HMAC')
    expect(human.stdout + run.stdout).not.toContain('s3cret')
    await endpoint.close()
  })

  it.each([
    ['whose answer trickles in', 'trickle'],
    ['that sends an endless answer', 'endless'],
    ['that takes the delivery and never answers', 'hold'],
  ] as const)(
    'an endpoint %s ends at --timeout or at the size read: the whole answer is bounded',
    {timeout: 20_000},
    async (_what, mode) => {
      const endpoint = new MisbehavingServer('http://127.0.0.1:9', () => true)
      endpoint.mode = mode
      try {
        const {run, result} = await checkJson(`${await endpoint.start()}/webhooks`, '--only', 'genuine.webhook.test', '--timeout', '1')
        // An endless answer is read only so far, then judged by its status (a 201); the others are slow.
        expect(run.code).toBe(mode === 'endless' ? 0 : 4)
        expect(result.cases[0]).toMatchObject(mode === 'endless' ? {passed: true} : {problem: 'slow', answers: [{status: null}]})
      } finally {
        await endpoint.stop()
      }
    },
  )

  it('a delivery without a whole answer in time ends the check: the cases left are not sent, and it says so', {
    timeout: 20_000,
  }, async () => {
    const endpoint = new MisbehavingServer('http://127.0.0.1:9', () => true)
    endpoint.mode = 'trickle'
    try {
      const url = `${await endpoint.start()}/webhooks`
      const {run, result} = await checkJson(url, '--timeout', '1')
      expect(run.code).toBe(4)
      expect(result.cases).toMatchObject([{id: 'genuine.deposit.success', problem: 'slow'}])
      expect(result.not_sent).toEqual(
        checkCases('x')
          .map((testCase) => testCase.id)
          .slice(1),
      )
      const human = await check(url, '--timeout', '1')
      expect(human.stdout).toContain(`${result.not_sent.length} cases were not sent: a delivery got no whole answer within 1 s`)
    } finally {
      await endpoint.stop()
    }
  })

  it('an endpoint that never answers is an error (exit 1), not a grade', async () => {
    const endpoint = await stubEndpoint((respond) => respond(200))
    const {url} = endpoint
    await endpoint.close()
    const run = await check(url, '--only', 'genuine.webhook.test')
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('gave no answer to any delivery')
  })

  it('https: a self-signed certificate needs --skip-verify', async () => {
    const tls = {
      key: readFileSync(join(ROOT, 'test/fixtures/tls/self-signed.key')),
      cert: readFileSync(join(ROOT, 'test/fixtures/tls/self-signed.crt')),
    }
    const endpoint = await stubEndpoint((respond) => respond(200), tls)
    expect(endpoint.url).toMatch(/^https:/)
    const refused = await check(endpoint.url, '--only', 'genuine.deposit.success')
    expect(refused.code).toBe(1)
    const accepted = await check(endpoint.url, '--only', 'genuine.deposit.success', '--skip-verify')
    expect(accepted.code).toBe(0)
    await endpoint.close()
  })
})

describe('pay webhook check sends forged deliveries only where it was told', () => {
  it('a URL beyond this machine needs --yes without a terminal; nothing is sent', async () => {
    const run = await check('http://192.0.2.10/webhooks')
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('beyond this machine')
    expect(run.stderr).toContain('--yes')
  })

  it('a URL with a user name or password is refused without echoing the password', async () => {
    const run = await check('http://user:hunter2@127.0.0.1:9/webhooks')
    expect(run.code).toBe(2)
    expect(run.stderr).not.toContain('hunter2')
  })

  it('a profile with only a live key needs --live, and then a confirmation', async () => {
    const liveHome = new CliHome()
    try {
      await liveHome.addProfile('prod', 'https://api.example.com', `unk_live_${'b'.repeat(16)}`, 'c'.repeat(64), SECRET)
      const noFlag = await liveHome.runHere(['webhook', 'check', 'http://127.0.0.1:9/webhooks', '--profile', 'prod'])
      expect(noFlag.code).toBe(2)
      expect(noFlag.stderr).toContain('--live was not given')
      const unconfirmed = await liveHome.runHere(['webhook', 'check', 'http://127.0.0.1:9/webhooks', '--profile', 'prod', '--live'])
      expect(unconfirmed.code).toBe(2)
      expect(unconfirmed.stderr).toContain('live webhook secret')
    } finally {
      liveHome.cleanup()
    }
  })
})

describe("the check's genuine deliveries are shaped as the sandbox's", () => {
  let sandbox: TestSandbox
  let app: WebhookReceiver
  let sandboxHome: CliHome

  beforeAll(async () => {
    sandboxHome = new CliHome()
    app = new WebhookReceiver()
    sandbox = await TestSandbox.start({dataDir: join(sandboxHome.env.PAY_DATA_DIR, 'sandbox'), webhookUrl: await app.start()})
    const {test, webhook_secret} = sandbox.merchant
    await sandboxHome.addProfile('sandbox', sandbox.baseUrl, test.key_id, test.secret, webhook_secret)
  })
  afterAll(async () => {
    await sandbox?.close()
    await app?.stop()
    sandboxHome?.cleanup()
  })

  it('has the same fields with the same types for every event type the sandbox sends', async () => {
    for (const event of TRIGGER_EVENTS) {
      const run = await sandboxHome.runHere(['trigger', event, '--json'])
      expect(run.code, run.stderr).toBe(0)
    }
    const shape = (body: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(body).map(([key, value]) => [key, value === null ? 'null' : typeof value]))
    const genuine = checkCases(SECRET).filter((testCase) => testCase.id.startsWith('genuine.'))
    for (const testCase of genuine) {
      const type = testCase.id.slice('genuine.'.length)
      const sent = await waitFor(() => app.ofType(type)[0])
      const imitated = JSON.parse(testCase.deliveries[0]!.body.toString('utf8'))
      // user_ref is null for objects made without one, a string otherwise: both are the service's shape.
      const loose = (fields: Record<string, string>) => ({...fields, ...(fields.user_ref ? {user_ref: 'string or null'} : {})})
      expect(loose(shape(imitated)), type).toEqual(loose(shape(sent.event)))
      const webhookHeaderNames = (names: string[]) => names.filter((name) => name.startsWith('x-webhook') || name === 'content-type').sort()
      expect(webhookHeaderNames(testCase.deliveries[0]!.headers.map(([name]) => name))).toEqual(
        webhookHeaderNames(Object.keys(sent.headers)),
      )
    }
  })
})
