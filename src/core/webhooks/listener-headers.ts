import {randomBytes} from 'node:crypto'

/**
 * Names each listener a delivery passed through, so a chain of listeners forwarding to each other (or to
 * themselves) is cut instead of going round for ever.
 */
export const HOP_HEADER = 'X-Pay-Listener-Hops'
/** Set on a delivery forwarded with --forward-unverified, saying why it was not verified. */
export const UNVERIFIED_HEADER = 'X-Pay-Signature-Unverified'
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
