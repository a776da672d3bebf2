import {mkdtempSync, rmSync} from 'node:fs'
import {type AddressInfo, connect, createServer} from 'node:net'
import {hostname, networkInterfaces, tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {InputError} from '../../src/core/errors.js'
import {assertNotSelf} from '../../src/services/webhooks/delivery-disposition.js'
import {listenForWebhooks} from '../../src/services/webhooks/listen.js'

describe('assertNotSelf', () => {
  it.each([
    ['http://127.0.0.1:4011/hooks', '127.0.0.1'],
    ['http://localhost:4011/', '127.0.0.1'],
    ['http://127.1:4011/', '127.0.0.1'],
    ['http://[::1]:4011/', '::1'],
    ['http://localhost:4011/', '0.0.0.0'],
    ['http://0.0.0.0:4011/', '0.0.0.0'],
    ['http://192.0.2.7:4011/', '192.0.2.7'],
    ['https://127.0.0.1:4011/', '127.0.0.1'],
  ])('refuses %s when the listener is bound to %s on 4011 (exit 2)', async (target, address) => {
    const error = await assertNotSelf(target, {address, port: 4011}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InputError)
    expect(error).toMatchObject({code: 'FORWARD_TO_SELF', exitCode: 2})
  })

  it.each([
    ['http://127.0.0.1:3000/hooks', '127.0.0.1'],
    ['http://app.example:4011/', '127.0.0.1'],
    ['http://localhost:4011/', '192.0.2.7'],
  ])('lets %s through for a listener bound to %s on 4011', async (target, address) => {
    await expect(assertNotSelf(target, {address, port: 4011})).resolves.toBeUndefined()
  })
})

/** The machine's own addresses as URL hosts (link-local ones need a zone, which a URL cannot carry). */
function interfaceHosts(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.address.startsWith('fe80:'))
    .map((entry) => (entry.family === 'IPv6' ? `[${entry.address}]` : entry.address))
}

/** Every spelling of "this machine" we know of; which of them reach a listener depends on where it is bound. */
const SPELLINGS = [
  ...new Set([
    ...['127.0.0.1', 'localhost', 'LOCALHOST', 'localhost.', hostname(), '127.0.0.2', '127.1', '2130706433', '0x7f.1'],
    ...['0.0.0.0', '0', '[::]', '[::1]', '[0:0:0:0:0:0:0:1]', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]'],
    ...interfaceHosts(),
  ]),
]
const BOUND_HOSTS = [...new Set(['127.0.0.1', '0.0.0.0', '::', ...interfaceHosts().map((host) => host.replace(/^\[|\]$/g, ''))])]

/** The port of a server bound to `host`, and which spellings reach that very server: the machine decides, not a list. */
async function reachingSpellings(host: string): Promise<{port: number; reaching: string[]}> {
  let accepted = 0
  const server = createServer((socket) => {
    accepted++
    socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const {port} = server.address() as AddressInfo
  const reaching: string[] = []
  for (const spelling of SPELLINGS) {
    const before = accepted
    const connected = await new Promise<boolean>((resolve) => {
      const socket = connect({host: new URL(`http://${spelling}/`).hostname.replace(/^\[|\]$/g, ''), port})
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false))
    }).then(async (ok) => {
      while (ok && accepted === before) await new Promise((resolve) => setImmediate(resolve))
      return ok
    })
    if (connected) reaching.push(spelling)
  }
  await new Promise((resolve) => server.close(resolve))
  return {port, reaching}
}

describe('every spelling of this listener is refused, by the addresses it reaches', () => {
  let dataDir: string
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pay-self-'))
  })
  afterAll(() => rmSync(dataDir, {recursive: true, force: true}))

  const listen = (host: string, port: number, url: string) =>
    listenForWebhooks({host, port, routes: [{url}], dataDir, onDelivery: () => {}})

  it.each(BOUND_HOSTS)('bound to %s', async (host) => {
    const {port, reaching} = await reachingSpellings(host)
    if (host === '127.0.0.1') expect(reaching).toEqual(expect.arrayContaining(['127.0.0.1', 'localhost', '0.0.0.0', '[::ffff:127.0.0.1]']))
    for (const spelling of SPELLINGS) {
      const url = `http://${spelling}:${port}/hooks`
      const outcome = await listen(host, port, url).then(
        async (listening) => {
          await listening.stop()
          return 'listening'
        },
        (error: unknown) => (error instanceof InputError ? `${error.code} exit ${error.exitCode}` : String(error)),
      )
      expect(outcome, `${url} for a listener on ${host}:${port}`).toBe(reaching.includes(spelling) ? 'FORWARD_TO_SELF exit 2' : 'listening')
    }
    const otherPort = await listen(host, port, `http://${reaching[0] ?? '127.0.0.1'}:${port === 65535 ? port - 1 : port + 1}/hooks`)
    await otherPort.stop()
  })
})
