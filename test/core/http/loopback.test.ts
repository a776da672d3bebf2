import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import {describe, expect, it} from 'vitest'

import {isLoopbackAddress, isThisMachine, loopbackOnlyLookup, type ResolveAll} from '../../../src/core/http/loopback.js'
import {forwardDelivery} from '../../../src/services/webhooks/forward.js'

/** A resolver that answers from a table, and fails (ENOTFOUND) for any other name. */
function resolverOf(table: Record<string, string[]>): ResolveAll & {asked: string[]} {
  const asked: string[] = []
  const resolve = async (name: string) => {
    asked.push(name)
    const found = table[name]
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), {code: 'ENOTFOUND'})
    return found.map((address) => ({address}))
  }
  return Object.assign(resolve, {asked})
}

describe('"this machine", judged by the addresses a host is or resolves to', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['127.0.0.2', '127.0.0.2'],
    ['127.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['127.0.0.1.', '127.0.0.1'],
    ['::1', '::1'],
    ['[::1]', '::1'],
    ['[0:0:0:0:0:0:0:1]', '::1'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
    ['::ffff:127.0.0.1', '::ffff:7f00:1'],
  ])('%s is an address of loopback, judged without resolving', async (host, address) => {
    const resolve = resolverOf({})
    expect(isLoopbackAddress(address)).toBe(true)
    expect(await isThisMachine(host, resolve)).toBe(true)
    expect(resolve.asked).toEqual([])
  })

  it.each(['0.0.0.0', '::', '[::]', '192.168.1.10', '10.0.0.1', 'fe80::1', '128.0.0.1', '::ffff:10.0.0.1', '[::ffff:c0a8:10a]'])(
    '%s is an address beyond loopback (or every interface)',
    async (host) => {
      const resolve = resolverOf({})
      expect(await isThisMachine(host, resolve)).toBe(false)
      expect(resolve.asked, 'an address is not resolved').toEqual([])
    },
  )

  it.each(['127.attacker.invalid', '127.0.0.1.nip.io', 'localhost.attacker.invalid', 'localhost.', '::1.invalid'])(
    '%s is a name, and a name that does not resolve is not this machine',
    async (host) => {
      const resolve = resolverOf({})
      expect(await isThisMachine(host, resolve)).toBe(false)
      expect(resolve.asked).toHaveLength(host === '::1.invalid' ? 0 : 1)
    },
  )

  it('judges a name, localhost included, by what it resolves to, never by its spelling', async () => {
    const resolve = resolverOf({
      '127.0.0.1.nip.io': ['192.168.1.10'],
      '127.attacker.example': ['10.0.0.7'],
      localhost: ['192.168.1.10'],
      'both.example': ['127.0.0.1', '192.168.1.10'],
      'dev.example': ['127.0.0.1', '::1', '::ffff:127.0.0.5'],
      'empty.example': [],
    })
    expect(await isThisMachine('127.0.0.1.nip.io', resolve)).toBe(false)
    expect(await isThisMachine('127.attacker.example', resolve)).toBe(false)
    expect(await isThisMachine('LOCALHOST', resolve)).toBe(false)
    expect(await isThisMachine('both.example', resolve), 'one address beyond loopback is enough').toBe(false)
    expect(await isThisMachine('dev.example', resolve), 'every address on loopback').toBe(true)
    expect(await isThisMachine('empty.example', resolve)).toBe(false)
    expect(resolve.asked).toContain('localhost')
  })

  it('resolves for real by default: localhost here, a name under .invalid nowhere', async () => {
    expect(await isThisMachine('localhost')).toBe(true)
    expect(await isThisMachine('127.attacker.invalid')).toBe(false)
  })

  it.each(['', ' ', 'a b', 'http://x', '1.2.3.4.5'])('%j is no host: not this machine', async (host) => {
    expect(await isThisMachine(host, resolverOf({}))).toBe(false)
  })
})

describe('loopbackOnlyLookup: a connection judged to stay here is pinned to this machine', () => {
  const lookup = (host: string, all = false) =>
    new Promise<{error: NodeJS.ErrnoException | null; address: unknown}>((resolve) =>
      loopbackOnlyLookup(host, {all}, (error, address) => resolve({error, address})),
    )

  it('connects to a name that still resolves to loopback only', async () => {
    const {error, address} = await lookup('localhost')
    expect(error).toBeNull()
    expect(isLoopbackAddress(address as string)).toBe(true)
    expect(((await lookup('localhost', true)).address as Array<{address: string}>).every((entry) => isLoopbackAddress(entry.address))).toBe(
      true,
    )
  })

  it('refuses one that now resolves elsewhere (as a rebound name would), saying where', async () => {
    const {error} = await lookup('10.1.2.3')
    expect(error?.code).toBe('ENOTLOOPBACK')
    expect(error?.message).toBe('10.1.2.3 resolves to 10.1.2.3, not this machine')
  })

  it('is what a delivery sent without asking connects with', async () => {
    const server = createServer((_request, response) => response.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://localhost:${(server.address() as AddressInfo).port}/hook`
      const answer = await forwardDelivery(url, Buffer.from('{}'), [], {onlyThisMachine: true, timeoutMs: 2000})
      expect(answer.status).toBe(200)
    } finally {
      server.close()
    }
  })
})
