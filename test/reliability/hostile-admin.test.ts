import Fastify from 'fastify'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {type AdminDependencies, registerAdminRoutes} from '../../src/sandbox/server/routes/admin.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {sandboxState, seedObjects} from '../helpers/sandbox-state.js'

let sandbox: TestSandbox
let routes: Array<[string, string]>

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  const seeded = await seedObjects(sandbox)
  const id = sandbox.merchant.id
  routes = [
    ['GET', '/_sandbox/status'],
    ['GET', '/_sandbox/credentials'],
    ['POST', '/_sandbox/merchants'],
    ['POST', `/_sandbox/merchants/${id}/keys/rotate`],
    ['GET', `/_sandbox/merchants/${id}/webhook`],
    ['PUT', `/_sandbox/merchants/${id}/webhook`],
    ['POST', `/_sandbox/merchants/${id}/webhook/test`],
    ['POST', `/_sandbox/merchants/${id}/webhook/listeners`],
    ['DELETE', `/_sandbox/merchants/${id}/webhook/listeners/wl_unknown`],
    ['PUT', `/_sandbox/merchants/${id}/ip-allowlist`],
    ['POST', `/_sandbox/deposits/${seeded.deposit}/expire`],
    ['POST', `/_sandbox/withdrawals/${seeded.withdrawal}/settle`],
    ['GET', '/_sandbox/deliveries'],
    ['POST', '/_sandbox/deliveries/1/replay'],
    ['PUT', '/_sandbox/faults'],
  ]
})
afterAll(() => sandbox?.close())

const state = () => sandboxState(sandbox.dataDir)

async function send(
  method: string,
  path: string,
  body: string | undefined,
  headers: Record<string, string>,
): Promise<{status: number; body: any}> {
  const response = await fetch(`${sandbox.baseUrl}${path}`, {method, headers: {'content-type': 'application/json', ...headers}, body})
  return {status: response.status, body: await response.json().catch(() => undefined)}
}

/** A body each route would act on, so that a refusal is the token's doing and nothing else. */
const VALID_BODY: Record<string, string> = {
  '/keys/rotate': '{"mode":"test"}',
  '/webhook': '{"url":"http://127.0.0.1:9/hook"}',
  '/webhook/listeners': '{"url":"http://127.0.0.1:9/hook"}',
  '/ip-allowlist': '{"enabled":true,"cidrs":[]}',
  '/settle': '{"status":"SUCCESS"}',
  '/_sandbox/faults': '{"rate":1}',
}
const validBody = (path: string) => Object.entries(VALID_BODY).find(([end]) => path.endsWith(end))?.[1] ?? '{}'

describe('the routes above', () => {
  it('are every admin route the sandbox serves, so a new one is met by every test below', async () => {
    const served: string[] = []
    const app = Fastify()
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') served.push(`${method} ${route.url}`)
    })
    registerAdminRoutes(app, {context: {}} as AdminDependencies)
    await app.ready()
    await app.close()
    const pattern = (route: string) => new RegExp(`^${route.replace(/:[a-z]+/g, '[^/]+')}$`)
    const covered = (route: string) => routes.some(([method, path]) => pattern(route).test(`${method} ${path}`))
    expect(served.length).toBeGreaterThan(10)
    expect(served.filter((route) => !covered(route))).toEqual([])
  })
})

describe('the admin API refuses every route without its token', () => {
  it.each([
    ['no Authorization', {}],
    ['a wrong token', {authorization: 'Bearer 0123456789abcdef'}],
    ['the token with one character more', 'extend'],
    ['the token cut short', 'cut'],
    ['the token in another scheme', 'basic'],
    ['an empty bearer', {authorization: 'Bearer '}],
  ] as const)('%s: 401 on every route, and nothing changes', async (_, variant) => {
    const token = sandbox.sandbox.adminToken
    const headers: Record<string, string> =
      variant === 'extend'
        ? {authorization: `Bearer ${token}0`}
        : variant === 'cut'
          ? {authorization: `Bearer ${token.slice(0, -1)}`}
          : variant === 'basic'
            ? {authorization: `Basic ${token}`}
            : variant
    const before = state()
    for (const [method, path] of routes) {
      const answer = await send(method, path, method === 'GET' ? undefined : validBody(path), headers)
      expect(answer.status, `${method} ${path}`).toBe(401)
      expect(answer.body.error.code).toBe('UNAUTHORIZED')
      expect(JSON.stringify(answer.body)).not.toContain(sandbox.merchant.test.secret)
    }
    expect(state()).toEqual(before)
    expect((await sandbox.admin('GET', '/_sandbox/status')).body.fault_rate).toBe(0)
  })
})

/** Every field an admin route reads, so that each route meets the hostile value where it looks. */
const FIELDS = ['mode', 'url', 'events', 'enabled', 'cidrs', 'status', 'rate', 'webhook_url']
const inEveryField = (value: string) => `{${FIELDS.map((field) => `"${field}":${value}`).join(',')}}`
const HOSTILE_BODIES: Array<[string, string | Buffer]> = [
  ['deep nesting in every field', inEveryField(`${'['.repeat(2000)}${']'.repeat(2000)}`)],
  ['a huge string in every field', inEveryField(JSON.stringify('x'.repeat(7000)))],
  ['wrong types in every field', '{"mode":1,"url":true,"events":{},"enabled":"no","cidrs":{},"status":7,"rate":"1","webhook_url":[]}'],
  ['a duplicated key', '{"mode":"test","mode":"live"}'],
  ['non-UTF-8 bytes', Buffer.from([0x7b, 0x22, 0x6d, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])],
  ['an oversized body', JSON.stringify({pad: 'x'.repeat(70 * 1024)})],
  ['not JSON', 'rate=1'],
  ['a JSON array', '[1]'],
]

/** Wrong types and values, route by route: each would have been stored, or broken later requests, if accepted. */
const WRONG_FIELDS: Array<[string, string, unknown]> = [
  ['POST', '/_sandbox/merchants', {webhook_url: 'not a url'}],
  ['POST', '/_sandbox/merchants', {webhook_url: 7}],
  ['POST', '/keys/rotate', {mode: 'TEST'}],
  ['POST', '/keys/rotate', {mode: ['test']}],
  ['PUT', '/webhook', {url: 'http://[::1'}],
  ['PUT', '/webhook', {url: 'ftp://127.0.0.1/hook'}],
  ['PUT', '/webhook', {url: 5}],
  ['PUT', '/webhook', {url: 'http://127.0.0.1:9/hook', events: 'deposit.success'}],
  ['PUT', '/webhook', {url: 'http://127.0.0.1:9/hook', events: [1]}],
  ['PUT', '/webhook', {url: 'http://127.0.0.1:9/hook', events: ['deposit.nope']}],
  ['POST', '/webhook/listeners', {}],
  ['POST', '/webhook/listeners', {url: null}],
  ['POST', '/webhook/listeners', {url: 'not a url'}],
  ['POST', '/webhook/listeners', {url: ['http://127.0.0.1:9/hook']}],
  ['DELETE', '/wl_unknown', {url: 'http://127.0.0.1:9/hook'}],
  ['PUT', '/ip-allowlist', {enabled: 'yes', cidrs: []}],
  ['PUT', '/ip-allowlist', {enabled: true, cidrs: '127.0.0.1'}],
  ['PUT', '/ip-allowlist', {enabled: true, cidrs: [{}]}],
  ['PUT', '/ip-allowlist', {enabled: true, cidrs: ['garbage']}],
  ['PUT', '/ip-allowlist', {enabled: true, cidrs: ['10.0.0.0/33']}],
  ['PUT', '/ip-allowlist', {enabled: true, cidrs: ['::1/129']}],
  ['PUT', '/ip-allowlist', {enabled: true, cidrs: ['1.2.3.4/abc']}],
  ['PUT', '/ip-allowlist', {enabled: true, cidrs: ['1.2.3.4/']}],
  ['PUT', '/ip-allowlist', {enabled: true, cidrs: ['1.2.3.4/0']}],
  ['PUT', '/ip-allowlist', {enabled: true, cidrs: ['::/0']}],
  ['POST', '/settle', {status: ['SUCCESS']}],
  ['POST', '/settle', {status: 'success'}],
  ['PUT', '/_sandbox/faults', {rate: '0.5'}],
  ['PUT', '/_sandbox/faults', {rate: [0.1]}],
  ['PUT', '/_sandbox/faults', {rate: null}],
  ['PUT', '/_sandbox/faults', {rate: 1.5}],
  ['PUT', '/_sandbox/faults', {}],
]

describe('hostile JSON sent to every admin route', () => {
  it('each gets a 4xx with the error envelope, and nothing changes', async () => {
    const before = state()
    const auth = {authorization: `Bearer ${sandbox.sandbox.adminToken}`}
    let sent = 0
    for (const [method, path] of routes.filter(([method]) => method !== 'GET')) {
      for (const [name, body] of HOSTILE_BODIES) {
        const answer = await send(method, path, body as string, auth)
        sent++
        expect(answer.status, `${name} → ${method} ${path}`).toBeGreaterThanOrEqual(400)
        expect(answer.status, `${name} → ${method} ${path}`).toBeLessThan(500)
        expect(answer.body?.error?.code, `${name} → ${method} ${path}`).toMatch(/^[A-Z_]+$/)
      }
    }
    expect(sent).toBe(11 * HOSTILE_BODIES.length)
    for (const [method, end, body] of WRONG_FIELDS) {
      const [, path] = routes.find(([routeMethod, routePath]) => routeMethod === method && routePath.endsWith(end))!
      const answer = await send(method, path, JSON.stringify(body), auth)
      expect(answer.status, `${JSON.stringify(body)} → ${method} ${path}`).toBe(422)
      expect(answer.body.error.code).toMatch(/^(VALIDATION|INVALID_URL)$/)
    }
    expect(state()).toEqual(before)
    expect((await sandbox.admin('GET', '/_sandbox/status')).body.fault_rate).toBe(0)
    expect((await sandbox.call('GET', '/v1/balance')).status).toBe(200)
  })

  it('still takes every well-formed allowlist entry', async () => {
    const cidrs = ['127.0.0.1', '127.0.0.0/8', '10.0.0.0/32', '::1', '::1/128', 'fe80::/10']
    expect((await sandbox.admin('PUT', `/_sandbox/merchants/${sandbox.merchant.id}/ip-allowlist`, {enabled: true, cidrs})).status).toBe(200)
    expect((await sandbox.call('GET', '/v1/balance')).status).toBe(200)
    expect((await sandbox.admin('PUT', `/_sandbox/merchants/${sandbox.merchant.id}/ip-allowlist`, {})).status).toBe(200)
  })
})

describe('where the sandbox listens', () => {
  it('binds to loopback unless told otherwise, in the API and in `pay sandbox start`', async () => {
    const {default: SandboxStart} = await import('../../src/commands/sandbox/start.js')
    expect(SandboxStart.flags.host.default).toBe('127.0.0.1')
    expect(new URL(sandbox.baseUrl).hostname).toBe('127.0.0.1')
    const elsewhere = await TestSandbox.start({host: '127.0.0.2'})
    try {
      const {port} = new URL(elsewhere.baseUrl)
      expect(elsewhere.baseUrl).toBe(`http://127.0.0.2:${port}`)
      expect((await fetch(`${elsewhere.baseUrl}/v1/banks`)).status).toBe(200)
      await expect(fetch(`http://127.0.0.1:${port}/v1/banks`)).rejects.toThrow()
    } finally {
      await elsewhere.close()
    }
  })
})
