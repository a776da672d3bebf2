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
