import {execFileSync} from 'node:child_process'
import {chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {createServer as createHttpsServer} from 'node:https'
import type {AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {AuthError, InputError} from '../../src/core/errors.js'
import {PayApi} from '../../src/core/http/api.js'
import {PayClient} from '../../src/core/http/client.js'
import {DEFAULT_RETRY_POLICY} from '../../src/core/http/retry-policy.js'
import type {Credentials} from '../../src/core/profiles/credentials.js'
import type {BaseUrlDependencies, ProbeAnswer} from '../../src/services/doctor/base-url-check.js'
import * as baseUrlCheck from '../../src/services/doctor/base-url-check.js'
import type {DoctorFinding} from '../../src/services/doctor/check.js'
import * as credentialsChecks from '../../src/services/doctor/credentials-checks.js'
import * as keyCheck from '../../src/services/doctor/key-check.js'
import {lookupHost, probeBaseUrl} from '../../src/services/doctor/network.js'
import {proxyRoute} from '../../src/services/doctor/proxy-route.js'
import * as bankCache from '../../src/services/doctor/run-doctor.js'
import * as clockCheck from '../../src/services/doctor/run-doctor.js'
import * as profileFile from '../../src/services/doctor/run-doctor.js'
import * as webhookSecret from '../../src/services/doctor/run-doctor.js'
import {doctorCheck} from '../../src/ui/text/doctor-checks.js'
import {en} from '../../src/ui/words/en/index.js'
import {StubServer} from '../helpers/stub-server.js'
import {deadUrl} from './webhook-downstream.js'

/** Each check as `pay doctor --json` says it: the services' facts in the English words. */
const english = (finding: DoctorFinding) => doctorCheck(finding, en)
const inEnglish = <T extends {check: DoctorFinding}>(result: T) => ({...result, check: english(result.check)})
const checkCredentials = (...args: Parameters<typeof credentialsChecks.checkCredentials>) =>
  english(credentialsChecks.checkCredentials(...args))
const checkKeyMode = (...args: Parameters<typeof credentialsChecks.checkKeyMode>) => english(credentialsChecks.checkKeyMode(...args))
const checkProfileFile = (path: string) => english(profileFile.checkProfileFile(path))
const checkWebhookSecret = (secret: string | undefined) => english(webhookSecret.checkWebhookSecret(secret))
const checkBankCache = (...args: Parameters<typeof bankCache.checkBankCache>) => english(bankCache.checkBankCache(...args))
const checkClock = (...args: Parameters<typeof clockCheck.checkClock>) => inEnglish(clockCheck.checkClock(...args))
const checkBaseUrl = async (...args: Parameters<typeof baseUrlCheck.checkBaseUrl>) => inEnglish(await baseUrlCheck.checkBaseUrl(...args))
const checkKey = async (...args: Parameters<typeof keyCheck.checkKey>) => inEnglish(await keyCheck.checkKey(...args))

const KEY = 'unk_test_doctor1234'
const SECRET = 'ab'.repeat(32)
const NOW = Date.parse('2026-01-10T10:00:00Z')
const CREDENTIALS: Credentials = {
  source: 'profile',
  profileName: 'acme',
  baseUrl: 'https://api.example.com',
  keyId: KEY,
  secret: SECRET,
  mode: 'test',
  webhookSecret: 'w'.repeat(32),
}

let stub: StubServer
let stubUrl: string
let client: PayClient
let dir: string

beforeAll(async () => {
  stub = new StubServer({[KEY]: SECRET})
  stubUrl = await stub.start()
  client = new PayClient({
    baseUrl: stubUrl,
    keyId: KEY,
    secret: SECRET,
    userAgent: 'test',
    sleep: async () => {},
    retryPolicy: {retries: 0, baseDelayMs: 1, maxDelayMs: 1, maxRetryAfterMs: 1},
  })
  dir = mkdtempSync(join(tmpdir(), 'pay-doctor-'))
})
afterAll(async () => {
  await client.close()
  await stub.stop()
  rmSync(dir, {recursive: true, force: true})
})

const realNetwork: BaseUrlDependencies = {
  env: {},
  probe: (baseUrl) =>
    probeBaseUrl(
      new PayClient({
        baseUrl,
        keyId: '',
        secret: '',
        userAgent: 'test',
        timeoutMs: 5000,
        retryPolicy: {...DEFAULT_RETRY_POLICY, retries: 0},
      }),
    ),
  lookup: lookupHost,
}

describe('checkCredentials and checkKeyMode', () => {
  it('pass with resolved credentials and say where they came from', () => {
    expect(checkCredentials({credentials: CREDENTIALS})).toMatchObject({
      status: 'pass',
      detail: expect.stringContaining('profile "acme": test key unk_test_…1234'),
    })
    expect(checkCredentials({credentials: {...CREDENTIALS, source: 'env'}}).detail).toContain('PAY_API_KEY / PAY_API_SECRET')
    expect(checkKeyMode({credentials: CREDENTIALS}, false)).toMatchObject({status: 'pass', detail: 'test key, and --live was not given'})
  })

  it('fail with the resolution error and its fix when nothing resolves; the mode cannot be checked', () => {
    const error = new AuthError('No credentials: no profile is set up and PAY_API_KEY is not set.', {tryMessage: 'Run `pay login`.'})
    expect(checkCredentials({error})).toMatchObject({status: 'fail', detail: error.message, fix: 'Run `pay login`.'})
    expect(checkKeyMode({error}, false).status).toBe('skip')
  })

  it('put a live key without --live on the mode check, not on the credentials', () => {
    const error = new InputError('PAY_API_KEY holds a live key, and --live was not given.', {
      code: 'LIVE_KEY_WITHOUT_FLAG',
      tryMessage: 'Pass --live.',
    })
    expect(checkCredentials({error}).status).toBe('pass')
    expect(checkKeyMode({error}, false)).toMatchObject({status: 'fail', detail: error.message, fix: 'Pass --live.'})
  })
})

describe('checkProfileFile', () => {
  it('passes for 0600 and for no file, fails for a file others can read with the chmod to run', () => {
    const path = join(dir, 'profiles.json')
    expect(checkProfileFile(path).status).toBe('pass')
    writeFileSync(path, '{}', {mode: 0o600})
    chmodSync(path, 0o600)
    expect(checkProfileFile(path)).toMatchObject({status: 'pass', detail: `${path} is 0600`})
    chmodSync(path, 0o644)
    expect(checkProfileFile(path)).toMatchObject({status: 'fail', detail: expect.stringContaining('0644'), fix: `chmod 600 ${path}`})
  })
})

describe('checkBaseUrl', () => {
  it('passes when GET /v1/banks answers, directly, and hands the answer on', async () => {
    stub.respond(() => ({status: 200, body: {}}))
    const {check, answer} = await checkBaseUrl(stubUrl, realNetwork)
    expect(check).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/^answers: 200 in \d+ ms, direct \(no HTTP\(S\)_PROXY set\)$/),
    })
    expect(answer?.headers.date).toBeDefined()
    expect(stub.received.at(-1)).toMatchObject({method: 'GET', target: '/v1/banks'})
  })

  it.each([
    [undefined, 'no base URL is known'],
    ['api.example.com', 'must be an http:// or https:// URL'],
    ['https://api.example.com/v1', 'ends in /v1'],
    ['http://api.example.com', 'plain http to another machine'],
  ])('fails for %s without sending anything', async (baseUrl, detail) => {
    const sent = stub.received.length
    const {check, answer} = await checkBaseUrl(baseUrl, {...realNetwork, probe: () => Promise.reject(new Error('must not probe'))})
    expect(check.status).toBe('fail')
    expect(check.detail).toContain(detail)
    expect(check.fix).toBeTruthy()
    expect(answer).toBeUndefined()
    expect(stub.received.length).toBe(sent)
  })

  it('fails when the host does not resolve', async () => {
    const lookup = () => Promise.reject(Object.assign(new Error('nope'), {code: 'ENOTFOUND'}))
    const {check} = await checkBaseUrl('https://api.invalid', {...realNetwork, lookup})
    expect(check).toMatchObject({status: 'fail', detail: 'api.invalid does not resolve (ENOTFOUND)'})
  })

  it('fails when nothing listens, naming the sandbox as a likely fix', async () => {
    const {check} = await checkBaseUrl(new URL(await deadUrl()).origin, realNetwork)
    expect(check).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('ECONNREFUSED'),
      fix: expect.stringContaining('pay sandbox start'),
    })
  })

  it('fails on a certificate the machine does not trust, pointing at NODE_EXTRA_CA_CERTS', async () => {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
      ],
      {stdio: 'ignore'},
    )
    const server = createHttpsServer(
      {key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem'))},
      (_request, response) => response.end('{}'),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const {check} = await checkBaseUrl(`https://127.0.0.1:${(server.address() as AddressInfo).port}`, realNetwork)
      expect(check).toMatchObject({
        status: 'fail',
        detail: expect.stringContaining('self-signed'),
        fix: expect.stringContaining('NODE_EXTRA_CA_CERTS'),
      })
    } finally {
      server.close()
    }
  })

  it('fails when the URL answers but is not the service root', async () => {
    stub.respond(() => ({status: 404, body: {}}))
    const {check} = await checkBaseUrl(stubUrl, realNetwork)
    expect(check).toMatchObject({status: 'fail', detail: expect.stringContaining('answered 404')})
  })

  it('says the proxy is used, and blames the proxy or TLS when the probe fails through it', async () => {
    const env = {HTTPS_PROXY: 'http://user:pass@proxy.internal:3128'}
    const tls = await checkBaseUrl('https://api.example.com', {
      env,
      lookup: realNetwork.lookup,
      probe: async () => ({errorCode: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE', message: 'unable to verify the first certificate'}),
    })
    expect(tls.check.detail).toContain('via proxy http://proxy.internal:3128/ (HTTPS_PROXY)')
    expect(tls.check.fix).toContain('NODE_EXTRA_CA_CERTS')
    const refused = await checkBaseUrl('https://api.example.com', {
      env,
      lookup: realNetwork.lookup,
      probe: async () => ({errorCode: 'ECONNREFUSED', message: 'connect ECONNREFUSED'}),
    })
    expect(refused.check.fix).toContain('proxy')
    const fine = await checkBaseUrl('https://api.example.com', {
      env,
      lookup: realNetwork.lookup,
      probe: async () => ({status: 200, headers: {}, durationMs: 5}),
    })
    expect(fine.check).toMatchObject({
      status: 'pass',
      detail: 'answers: 200 in 5 ms, via proxy http://proxy.internal:3128/ (HTTPS_PROXY), TLS ok',
    })
  })

  it('fails on a proxy undici cannot use, naming the variable and never its password, and sends nothing', async () => {
    const probed: string[] = []
    for (const [name, value] of [
      ['HTTPS_PROXY', 'http://ops:s3cret@proxy.internal:port'],
      ['https_proxy', '//ops:s3cret@proxy.internal'],
      ['HTTP_PROXY', 'ops:s3cret@proxy.internal:3128'],
    ] as const) {
      const {check} = await checkBaseUrl('https://api.example.com', {
        env: {[name]: value},
        lookup: realNetwork.lookup,
        probe: async (url) => {
          probed.push(url)
          return {status: 200, headers: {}, durationMs: 1}
        },
      })
      expect(check).toMatchObject({
        status: 'fail',
        detail: expect.stringContaining(`${name} is not a proxy URL pay can use ("`),
        fix: expect.stringContaining(`Set ${name} to the proxy's whole URL`),
      })
      expect(JSON.stringify(check)).not.toContain('s3cret')
    }
    expect(probed).toEqual([])
  })
})

describe('proxyRoute', () => {
  const url = new URL('https://api.example.com')
  it('follows undici: lower case first, https falls back to http, NO_PROXY by host, suffix and port', () => {
    expect(proxyRoute(url, {})).toEqual({reason: 'no-proxy-set'})
    expect(proxyRoute(url, {https_proxy: 'http://a:1', HTTPS_PROXY: 'http://b:1'})).toMatchObject({
      proxy: 'http://a:1/',
      variable: 'https_proxy',
    })
    expect(proxyRoute(url, {HTTP_PROXY: 'http://c:1'})).toMatchObject({variable: 'HTTP_PROXY'})
    expect(proxyRoute(new URL('http://api.example.com'), {HTTPS_PROXY: 'http://b:1'})).toEqual({reason: 'no-proxy-set'})
    const proxied = {HTTPS_PROXY: 'http://b:1'}
    expect(proxyRoute(url, {...proxied, NO_PROXY: '.example.com'})).toEqual({
      reason: 'no-proxy-entry',
      host: 'api.example.com',
      entry: '.example.com',
    })
    expect(proxyRoute(url, {...proxied, NO_PROXY: 'api.example.com:8443'}).proxy).toBe('http://b:1/')
    expect(proxyRoute(url, {...proxied, NO_PROXY: 'api.example.com:443'}).proxy).toBeUndefined()
    expect(proxyRoute(url, {...proxied, NO_PROXY: '*'})).toEqual({reason: 'no-proxy-all'})
    expect(proxyRoute(url, {...proxied, NO_PROXY: 'other.com'}).proxy).toBe('http://b:1/')
  })
})

describe('checkClock', () => {
  const answer = (date?: string): ProbeAnswer => ({status: 200, headers: date ? {date} : {}, durationMs: 1})
  it('passes within ±300 s and fails beyond, saying which way', () => {
    expect(checkClock(answer(new Date(NOW + 300_000).toUTCString()), NOW)).toMatchObject({check: {status: 'pass'}, skewSeconds: 300})
    const behind = checkClock(answer(new Date(NOW + 301_000).toUTCString()), NOW)
    expect(behind.check).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('301 s behind'),
      fix: expect.stringContaining('NTP'),
    })
    expect(checkClock(answer(new Date(NOW - 3600_000).toUTCString()), NOW).check.detail).toContain('3600 s ahead of')
  })

  it('is skipped without an answer or a Date header', () => {
    expect(checkClock(undefined, NOW).check.status).toBe('skip')
    expect(checkClock(answer(), NOW).check).toMatchObject({status: 'skip', detail: expect.stringContaining('Date')})
  })
})

describe('checkKey', () => {
  const api = () => new PayApi(client)
  const input = {credentials: CREDENTIALS, reachable: true, fetchBalance: () => api().getBalance()}

  it('passes when the signed GET /v1/balance answers', async () => {
    stub.respond((request) => ({status: request.signatureValid ? 200 : 401, body: {available: '1.00', pending: '0.00', currency: 'THB'}}))
    expect(await checkKey(input)).toMatchObject({check: {status: 'pass'}, refused: false})
    expect(stub.received.at(-1)).toMatchObject({target: '/v1/balance', signatureValid: true})
  })

  it('fails a 401 as refused, pointing at the key, or at the clock when it is off', async () => {
    stub.respond(() => ({
      status: 401,
      body: {error: {code: 'UNAUTHORIZED', message: 'invalid or missing authentication', request_id: 'r1'}},
    }))
    const refused = await checkKey(input)
    expect(refused).toMatchObject({check: {status: 'fail', detail: 'refused: 401 UNAUTHORIZED'}, refused: true})
    expect(refused.check.fix).toContain('pay sign GET /v1/balance --explain')
    expect((await checkKey({...input, skewSeconds: -900})).check.fix).toContain('clock')
  })

  it('tells 403 IP_NOT_ALLOWED apart: the key is fine, the IP is not', async () => {
    stub.respond(() => ({status: 403, body: {error: {code: 'IP_NOT_ALLOWED', message: 'source ip not allowed', request_id: 'r2'}}}))
    const result = await checkKey(input)
    expect(result).toMatchObject({check: {status: 'fail', detail: expect.stringContaining('allowlist')}, refused: false})
    expect(result.check.fix).toContain('egress IP')
  })

  it('fails any other error with its code, and is skipped when it cannot run', async () => {
    stub.respond(() => ({status: 500, body: {error: {code: 'INTERNAL', message: 'oops', request_id: 'r3'}}}))
    expect((await checkKey(input)).check.detail).toBe('GET /v1/balance failed: 500 INTERNAL: oops')
    const sent = stub.received.length
    expect((await checkKey({...input, credentials: undefined})).check.status).toBe('skip')
    expect((await checkKey({...input, reachable: false})).check.status).toBe('skip')
    expect(stub.received.length).toBe(sent)
  })
})

describe('checkWebhookSecret', () => {
  it('passes when set, masked; fails when missing or padded with whitespace', () => {
    expect(checkWebhookSecret('whsec_abcd1234')).toMatchObject({status: 'pass', detail: 'set (••••1234)'})
    expect(checkWebhookSecret(undefined)).toMatchObject({status: 'fail', fix: expect.stringContaining('--webhook-secret-stdin')})
    expect(checkWebhookSecret('whsec_abcd1234\n')).toMatchObject({status: 'fail', detail: expect.stringContaining('whitespace')})
  })
})

describe('checkBankCache', () => {
  const catalog = (fetchedAt: number) => ({
    banks: {},
    source: 'cache' as const,
    fetchedAt: new Date(fetchedAt).toISOString(),
    maxAgeSeconds: 3600,
  })
  it('passes when fresh or not cached yet', () => {
    expect(checkBankCache(catalog(NOW - 600_000), NOW)).toMatchObject({status: 'pass', detail: 'fetched 10 min ago; its max-age is 60 min'})
    expect(checkBankCache(undefined, NOW).status).toBe('pass')
  })

  it('fails when stale or fetched in the future, with the refresh to run', () => {
    expect(checkBankCache(catalog(NOW - 3600_000), NOW)).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('stale'),
      fix: 'pay banks --refresh',
    })
    expect(checkBankCache(catalog(NOW + 60_000), NOW)).toMatchObject({status: 'fail', detail: expect.stringContaining('in the future')})
    expect(checkBankCache(undefined, NOW, false).status).toBe('skip')
  })
})
