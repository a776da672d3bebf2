import {BlockList, isIPv4} from 'node:net'

import {REPLAY_WINDOW_SECONDS} from '../../core/signing/protocol.js'
import {signaturesEqual, signRequest} from '../../core/signing/sign-request.js'
import type {Db} from './database.js'
import {SandboxError, unauthorized} from './errors.js'
import {type ActiveKey, findActiveKey} from './store/merchants.js'

const AUTH_HEADERS = ['x-api-key', 'x-signature', 'x-timestamp'] as const
/**
 * Epoch seconds as a computer writes them: digits only, no sign, space, decimal point or leading zero. A value
 * too long for the window fails the window check.
 */
const TIMESTAMP = /^[1-9]\d*$/
// Compared against when the key id is unknown, so an unknown key costs the same work as a wrong signature.
const UNKNOWN_KEY_SECRET = '0'.repeat(64)

export interface SignedRequest {
  method: string
  /** Path and query exactly as received. */
  target: string
  rawHeaders: string[]
  body: Buffer
}

/**
 * The service answers every authentication failure with the same 401. The signature is checked over the raw body bytes and
 * the target as received, in constant time.
 */
export function authenticate(db: Db, request: SignedRequest, nowMs: number): ActiveKey {
  const values = headerValues(request.rawHeaders)
  const [keyId, signature, timestamp] = AUTH_HEADERS.map((name) => values.get(name))
  if (!keyId || !signature || !timestamp) throw unauthorized()
  if (!TIMESTAMP.test(timestamp)) throw unauthorized()
  if (Math.abs(Math.floor(nowMs / 1000) - Number(timestamp)) > REPLAY_WINDOW_SECONDS) throw unauthorized()
  const key = findActiveKey(db, keyId)
  const expected = signRequest({
    secret: key?.secret ?? UNKNOWN_KEY_SECRET,
    method: request.method,
    target: request.target,
    timestamp,
    body: request.body,
  }).signature
  if (!signaturesEqual(expected, signature) || !key) throw unauthorized()
  return key
}

/** Auth header values by lower-case name; a header sent twice, or empty, counts as missing. */
function headerValues(rawHeaders: string[]): Map<string, string | undefined> {
  const values = new Map<string, string | undefined>()
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index]!.toLowerCase()
    if (!(AUTH_HEADERS as readonly string[]).includes(name)) continue
    values.set(name, values.has(name) ? undefined : rawHeaders[index + 1]!.trim() || undefined)
  }
  return values
}

/** The merchant's s2s allowlist, as the real service has it: off lets every IP through; on lets only the listed CIDRs. */
export function checkIpAllowed(key: ActiveKey, ip: string): void {
  const setting = key.ip_allowlist
  if (!setting) return
  const allowlist = JSON.parse(setting) as {enabled: boolean; cidrs: string[]}
  if (!allowlist.enabled) return
  const address = ip.replace(/^::ffff:/, '')
  const list = new BlockList()
  for (const cidr of allowlist.cidrs) {
    const [network, prefix] = cidr.split('/')
    const family = isIPv4(network!) ? 'ipv4' : 'ipv6'
    list.addSubnet(network!, Number(prefix ?? (family === 'ipv4' ? 32 : 128)), family)
  }
  if (!list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6')) throw new SandboxError(403, 'IP_NOT_ALLOWED', 'source ip not allowed')
}
