import {randomBytes} from 'node:crypto'
import {lookup} from 'node:dns/promises'
import {isIP, isIPv4} from 'node:net'
import {networkInterfaces} from 'node:os'

import {InputError} from '../../core/errors.js'
import {isLoopbackAddress} from '../../core/http/loopback.js'
import {HOP_HEADER, UNVERIFIED_HEADER} from '../../core/webhooks/listener-headers.js'
import type {RefusalReason} from './delivery-reasons.js'

/*
 * Every guard against a delivery going round for ever: the hop header cuts a chain of listeners forwarding to
 * each other at delivery time, and assertNotSelf refuses, at start, a --forward-to that reaches the listener itself.
 */

/** More hops than any honest set-up needs: beyond this a delivery is taken for a loop even without our own id. */
export const MAX_HOPS = 8

/** A random id for one running listener, as it appears in HOP_HEADER. */
export function newListenerId(): string {
  return `pay-listen-${randomBytes(6).toString('hex')}`
}

/** The listener ids a delivery already passed through, in order. */
export function hopsOf(headers: Array<[string, string]>): string[] {
  return headers
    .filter(([name]) => name.toLowerCase() === HOP_HEADER.toLowerCase())
    .flatMap(([, value]) => value.split(','))
    .map((id) => id.trim())
    .filter((id) => id !== '')
}

/**
 * Why a delivery is a loop, or null: it already passed through this listener, or through more listeners than
 * any honest set-up chains.
 * @example loopThrough([['X-Pay-Listener-Hops', 'pay-listen-a, pay-listen-me']], 'pay-listen-me') // {code: 'loop-self'}
 */
export function loopThrough(headers: Array<[string, string]>, listenerId: string): RefusalReason | null {
  const hops = hopsOf(headers)
  if (hops.includes(listenerId)) return {code: 'loop-self'}
  if (hops.length >= MAX_HOPS) return {code: 'loop-hops', hops: hops.length}
  return null
}

/**
 * The headers to forward: the received ones without any hop or unverified header a sender may have set, then
 * the hops with this listener's id added, and the unverified reason when there is one.
 */
export function listenerHeaders(
  headers: Array<[string, string]>,
  listenerId: string,
  unverifiedBecause: string | null,
): Array<[string, string]> {
  const ours = new Set([HOP_HEADER.toLowerCase(), UNVERIFIED_HEADER.toLowerCase()])
  const kept = headers.filter(([name]) => !ours.has(name.toLowerCase()))
  const added: Array<[string, string]> = [[HOP_HEADER, [...hopsOf(headers), listenerId].join(', ')]]
  if (unverifiedBecause !== null) added.push([UNVERIFIED_HEADER, unverifiedBecause])
  return [...kept, ...added]
}

/** Where the listener's socket is bound: the address as the system reports it, and the port (the one picked for 0). */
export interface BoundSocket {
  address: string
  port: number
}

/**
 * Refuses a --forward-to that reaches the listener itself (exit 2): every delivery would come back to it.
 * Decided by the addresses the URL's host reaches (a name is looked up as the forward will look it up), not by how
 * it is spelt, against the address and port the listener is bound to; so it runs once the port is bound, and
 * `--port 0` is covered. Loops through other listeners are cut by the hop header (loopThrough).
 * @example await assertNotSelf('http://0.0.0.0:4011/hooks', {address: '127.0.0.1', port: 4011}) // throws
 */
export async function assertNotSelf(forwardTo: string, listening: BoundSocket): Promise<void> {
  const url = new URL(forwardTo)
  if (Number(url.port || (url.protocol === 'https:' ? 443 : 80)) !== listening.port) return
  const reached = await addressesReached(url.hostname)
  if (!reached.some((address) => accepts(listening.address, address))) return
  throw new InputError({code: 'forward-to-self', url: forwardTo, port: listening.port}, {code: 'FORWARD_TO_SELF'})
}

/** The addresses a connection to `hostname` goes to; none when the name does not resolve (the forward fails then). */
async function addressesReached(hostname: string): Promise<string[]> {
  const host = hostname.replace(/^\[|\]$/g, '')
  if (isIP(host)) return [destinationOf(host)]
  const found = await lookup(host, {all: true}).catch(() => [])
  return found.map((entry) => destinationOf(entry.address))
}

/**
 * The address a connection really goes to: the unspecified address (`0.0.0.0`, `::`) means this machine's
 * loopback, and an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`) its IPv4 address.
 */
function destinationOf(address: string): string {
  if (address === '0.0.0.0') return '127.0.0.1'
  if (address === '::') return '::1'
  const mapped = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address)
  if (!mapped) return address
  if (mapped[1]) return mapped[1]
  const [high, low] = [Number.parseInt(mapped[2]!, 16), Number.parseInt(mapped[3]!, 16)]
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
}

/** Whether a socket bound to `bound` takes a connection to `destination`: a wildcard takes every local address of its family (`::` both). */
function accepts(bound: string, destination: string): boolean {
  if (bound === '0.0.0.0') return isIPv4(destination) && isLocal(destination)
  if (bound === '::') return isLocal(destination)
  return destinationOf(bound) === destination
}

function isLocal(address: string): boolean {
  return isLoopbackAddress(address) || localAddresses().has(address)
}

function localAddresses(): Set<string> {
  return new Set(Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address)))
}
