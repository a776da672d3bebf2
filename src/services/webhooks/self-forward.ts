import {networkInterfaces} from 'node:os'

import {InputError} from '../../core/errors.js'
import {isLoopbackHost} from '../../core/loopback.js'

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]'])

/**
 * Refuses a --forward-to that reaches the listener itself (exit 2): every delivery would come back to it.
 * Checked once the port is bound, so `--port 0` is covered; loops through other hosts are cut by the hop header.
 * @example assertNotSelf('http://localhost:4011/hooks', {host: '127.0.0.1', port: 4011}) // throws
 */
export function assertNotSelf(forwardTo: string, listening: {host: string; port: number}): void {
  const url = new URL(forwardTo)
  if (url.protocol !== 'http:' || Number(url.port || 80) !== listening.port) return
  if (!reachesHost(url.hostname, listening.host)) return
  throw new InputError(`--forward-to ${forwardTo} points at this listener itself (port ${listening.port}): every delivery would come back to it.`, {
    code: 'FORWARD_TO_SELF',
    tryMessage: "Give your app's own URL (its port, not the listener's), or move the listener with --port.",
  })
}

function reachesHost(hostname: string, boundHost: string): boolean {
  const bareHost = hostname.replace(/^\[|\]$/g, '')
  if (bareHost === boundHost.replace(/^\[|\]$/g, '')) return true
  const wildcard = WILDCARDS.has(boundHost)
  if (isLoopbackHost(bareHost)) return wildcard || isLoopbackHost(boundHost)
  return wildcard && (WILDCARDS.has(bareHost) || localAddresses().has(bareHost))
}

function localAddresses(): Set<string> {
  return new Set(Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address)))
}
