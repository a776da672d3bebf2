import type {LookupAddress, LookupAllOptions} from 'node:dns'
import type {BlockList} from 'node:net'

// node:net and node:dns are taken when a check needs them, not imported: an ES import of a built-in reads every
// export, which loads node:net's BlockList and SocketAddress and the DNS resolvers at the start of every command
// (~3 ms), though most need only loopbackIdentity.
const net = () => process.getBuiltinModule('node:net')

let loopback: BlockList | undefined
/** This machine's loopback: 127.0.0.0/8 and ::1 (BlockList also matches their IPv4-mapped form, `::ffff:127.0.0.1`). */
function loopbackList(): BlockList {
  if (!loopback) {
    loopback = new (net().BlockList)()
    loopback.addSubnet('127.0.0.0', 8, 'ipv4')
    loopback.addAddress('::1', 'ipv6')
  }
  return loopback
}

/** Every address a name resolves to, as `dns.promises.lookup(name, {all: true})` gives them. */
export type ResolveAll = (name: string) => Promise<Array<{address: string}>>

const resolveAll: ResolveAll = (name) => process.getBuiltinModule('node:dns/promises').lookup(name, {all: true})

/**
 * The host as a connection would use it: URL parsing's hostname, so an address in any spelling it accepts
 * (`127.1`, `0x7f.1`, `2130706433`, `[::ffff:127.0.0.1]`, `::1` bare or in brackets) is in its canonical form
 * (an IPv6 one without brackets); undefined when it is no host at all.
 */
function hostnameOf(host: string): string | undefined {
  try {
    return new URL(`http://${net().isIPv6(host) ? `[${host}]` : host}`).hostname.replace(/^\[(.*)\]$/, '$1')
  } catch {
    return undefined
  }
}

/**
 * True when an address (canonical, as URL parsing or a resolver gives it) is this machine's loopback:
 * 127.0.0.0/8, ::1, or either IPv4-mapped. `0.0.0.0` and `::` bind every interface, so they are not.
 * @example isLoopbackAddress('::ffff:7f00:1') // true
 */
export function isLoopbackAddress(address: string): boolean {
  const family = net().isIP(address)
  return family !== 0 && loopbackList().check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * The one judge of "this machine" for trust (a signed delivery sent without asking, plain http, a socket bound
 * without a warning): an address literal is judged as the address it is; a name, `localhost` too (the hosts file
 * can map it anywhere), by every address it resolves to, and is loopback only when each one is. A name that does
 * not resolve is not. The spelling of a name (`127.…`, `localhost.…`) never decides. `resolve` is for tests.
 * @example await isThisMachine('127.attacker.invalid') // false
 */
export async function isThisMachine(host: string, resolve: ResolveAll = resolveAll): Promise<boolean> {
  const hostname = hostnameOf(host)
  if (!hostname) return false
  if (net().isIP(hostname)) return isLoopbackAddress(hostname)
  const found = await resolve(hostname).catch(() => [])
  return found.length > 0 && found.every((entry) => isLoopbackAddress(entry.address))
}

/**
 * True when a request to `url` crosses a network unencrypted: plain http to a host that is not this machine
 * ({@link isThisMachine}).
 * @example await isPlainHttpBeyondThisMachine(new URL('http://127.attacker.invalid/hook')) // true
 */
export async function isPlainHttpBeyondThisMachine(url: URL, resolve?: ResolveAll): Promise<boolean> {
  return url.protocol === 'http:' && !(await isThisMachine(url.hostname, resolve))
}

/** The names of this machine's one loopback address a local service answers on, as URL parsing spells them. */
const THIS_MACHINE = new Set(['localhost', '127.0.0.1', '[::1]', '[::ffff:7f00:1]'])

/**
 * The host a service's identity is compared by: `localhost`, 127.0.0.1 and ::1 (in URL parsing's spelling) are
 * one, `127.0.0.1`, since a service on this machine's port answers whichever of them was typed. Other addresses
 * of 127.0.0.0/8 are other addresses, and a name is never resolved: a name that leads here is not merged. This
 * compares services; it never decides trust ({@link isThisMachine} does).
 * @example loopbackIdentity('[::1]') // '127.0.0.1'
 */
export function loopbackIdentity(hostname: string): string {
  return THIS_MACHINE.has(hostname) ? '127.0.0.1' : hostname
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * A `lookup` for a connection that was judged to stay on this machine (`net.connect`'s option, through undici's
 * `connect`): the name is resolved again as it is connected, and a connection is made only when every address is
 * loopback still, so a name whose answer changes after it was judged (DNS rebinding) is refused (ENOTLOOPBACK).
 */
export function loopbackOnlyLookup(hostname: string, options: {all?: boolean; family?: number}, callback: LookupCallback): void {
  process.getBuiltinModule('node:dns').lookup(hostname, {...options, all: true} as LookupAllOptions, (error, found) => {
    if (error) return callback(error, [])
    const outside = found.find((entry) => !isLoopbackAddress(entry.address))
    if (outside || found.length === 0) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to ${outside?.address ?? 'nothing'}, not this machine`)
      refused.code = 'ENOTLOOPBACK'
      return callback(refused, [])
    }
    if (options.all) return callback(null, found)
    callback(null, found[0]!.address, found[0]!.family)
  })
}
