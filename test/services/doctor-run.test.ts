import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {AuthError} from '../../src/core/errors.js'
import {PayApi} from '../../src/core/http/api.js'
import {PayClient} from '../../src/core/http/client.js'
import {DEFAULT_RETRY_POLICY} from '../../src/core/http/retry-policy.js'
import type {Credentials} from '../../src/core/profiles/credentials.js'
import {lookupHost, probeBaseUrl} from '../../src/services/doctor/network.js'
import {type DoctorDependencies, runDoctor} from '../../src/services/doctor/run-doctor.js'
import {StubServer} from '../helpers/stub-server.js'
import {deadUrl} from './webhook-downstream.js'

const KEY = 'unk_test_doctorrun'
const SECRET = 'cd'.repeat(32)
const BALANCE = {available: '1.00', pending: '0.00', currency: 'THB'}

let stub: StubServer
let baseUrl: string
let dir: string
const clients: PayClient[] = []

beforeAll(async () => {
  stub = new StubServer({[KEY]: SECRET})
  baseUrl = await stub.start()
  dir = mkdtempSync(join(tmpdir(), 'pay-doctor-run-'))
})
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await stub.stop()
  rmSync(dir, {recursive: true, force: true})
})

function deps(overrides: Partial<DoctorDependencies> & {secret?: string; base?: string} = {}): DoctorDependencies {
  const credentials: Credentials = {
    source: 'profile',
    profileName: 'acme',
    baseUrl: overrides.base ?? baseUrl,
    keyId: KEY,
    secret: overrides.secret ?? SECRET,
    mode: 'test',
    webhookSecret: 'whsec_1',
  }
  return {
    env: {},
    live: false,
    profilePath: join(dir, 'profiles.json'),
    resolveCredentials: () => credentials,
    profileFallback: () => ({}),
    probe: (url) =>
      probeBaseUrl(
        new PayClient({
          baseUrl: url,
          keyId: '',
          secret: '',
          userAgent: 'test',
          timeoutMs: 5000,
          retryPolicy: {...DEFAULT_RETRY_POLICY, retries: 0},
        }),
      ),
    lookup: lookupHost,
    fetchBalance: (resolved) => {
      const client = new PayClient({
        baseUrl: resolved.baseUrl,
        keyId: resolved.keyId,
        secret: resolved.secret,
        userAgent: 'test',
        retryPolicy: {retries: 0, baseDelayMs: 1, maxDelayMs: 1, maxRetryAfterMs: 1},
      })
      clients.push(client)
      return new PayApi(client).getBalance()
    },
    readCachedBanks: async () => undefined,
    secrets: async () => ({
      newSecrets: 'file',
      directory: join(dir, 'secrets'),
      live: {keyring: 0, file: 1, profilesJson: 0},
      approvers: {keyring: 0, file: 0},
    }),
    now: Date.now,
    ...overrides,
  }
}

beforeAll(() => {
  stub.respond((request) =>
    request.target === '/v1/banks'
      ? {status: 200, body: {}}
      : request.signatureValid
        ? {status: 200, body: BALANCE}
        : {status: 401, body: {error: {code: 'UNAUTHORIZED', message: 'invalid or missing authentication', request_id: 'r'}}},
  )
})

describe('runDoctor', () => {
  it('passes every check, in order, with exit 0 when all is well', async () => {
    const {report, exitCode} = await runDoctor(deps())
    expect(report.checks.map((check) => [check.name, check.status])).toEqual([
      ['credentials', 'pass'],
      ['mode', 'pass'],
      ['profile_file', 'pass'],
      ['secrets', 'pass'],
      ['base_url', 'pass'],
      ['clock', 'pass'],
      ['key', 'pass'],
      ['webhook_secret', 'pass'],
      ['bank_cache', 'pass'],
    ])
    expect(report.ok).toBe(true)
    expect(exitCode).toBe(0)
  })

  it('exits 3 when the key is refused', async () => {
    const {report, exitCode} = await runDoctor(deps({secret: 'ef'.repeat(32)}))
    expect(report.checks.find((check) => check.name === 'key')).toMatchObject({
      status: 'fail',
      fact: {code: 'key-refused', clockOff: false},
    })
    expect(report.ok).toBe(false)
    expect(exitCode).toBe(3)
  })

  it('skips the clock and the key when the base URL does not answer, and exits 1', async () => {
    const {report, exitCode} = await runDoctor(deps({base: new URL(await deadUrl()).origin}))
    const status = Object.fromEntries(report.checks.map((check) => [check.name, check.status]))
    expect(status).toMatchObject({base_url: 'fail', clock: 'skip', key: 'skip', webhook_secret: 'pass'})
    expect(exitCode).toBe(1)
  })

  it('exits 3 without credentials, still checking the base URL and webhook secret of the profile', async () => {
    const {report, exitCode} = await runDoctor(
      deps({
        resolveCredentials: () => {
          throw new AuthError('The profile "acme" has no test key.', {tryMessage: 'Add one.'})
        },
        profileFallback: () => ({baseUrl, webhookSecret: undefined}),
      }),
    )
    const status = Object.fromEntries(report.checks.map((check) => [check.name, check.status]))
    expect(status).toMatchObject({credentials: 'fail', mode: 'skip', base_url: 'pass', clock: 'pass', key: 'skip', webhook_secret: 'fail'})
    expect(exitCode).toBe(3)
  })
})
