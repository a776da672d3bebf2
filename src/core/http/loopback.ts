import {isIPv6} from 'node:net'

/**
 * True when a host name or address stays on this machine: `localhost`, 127.0.0.0/8 or ::1, in any spelling
 * URL parsing accepts (`[::1]`, `0:0:0:0:0:0:0:1`, `127.1`, `::ffff:127.0.0.1`). `0.0.0.0` and `::` bind every
 * interface, so they are not loopback.
 */
export function isLoopbackHost(host: string): boolean {
  let hostname: string
  try {
    hostname = new URL(`http://${isIPv6(host) ? `[${host}]` : host}`).hostname
  } catch {
    return false
  }
  return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.') || hostname.startsWith('[::ffff:7f')
}

/** The names of this machine's one loopback address a local service answers on, as URL parsing spells them. */
const THIS_MACHINE = new Set(['localhost', '127.0.0.1', '[::1]', '[::ffff:7f00:1]'])

/**
 * The host a service's identity is compared by: `localhost`, 127.0.0.1 and ::1 (in URL parsing's spelling) are
 * one, `127.0.0.1`, since a service on this machine's port answers whichever of them was typed. Other addresses
 * of 127.0.0.0/8 are other addresses, and a name is never resolved: a name that leads here is not merged.
 * @example loopbackIdentity('[::1]') // '127.0.0.1'
 */
export function loopbackIdentity(hostname: string): string {
  return THIS_MACHINE.has(hostname) ? '127.0.0.1' : hostname
}
