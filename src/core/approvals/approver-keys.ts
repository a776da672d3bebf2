import {createPrivateKey, createPublicKey, generateKeyPairSync, hash, sign, verify} from 'node:crypto'

/** Hex characters of a public key's SHA-256 kept as its id: 64 bits, enough to tell a team's approvers apart. */
const KEY_ID_LENGTH = 16

/** An approver's Ed25519 key pair: the public key as the 32 raw bytes in base64url (a JWK's `x`), the private key as PKCS#8 PEM. */
/** What an approver is called on a team: a letter or digit, then letters, digits, `.`, `_` or `-`, at most 64. */
export const APPROVER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

export interface ApproverKeyPair {
  keyId: string
  publicKey: string
  privateKey: string
}

/** A new Ed25519 key pair for an approver (node:crypto). */
export function newApproverKeys(): ApproverKeyPair {
  const pair = generateKeyPairSync('ed25519')
  const publicKey = pair.publicKey.export({format: 'jwk'}).x!
  return {keyId: keyIdOf(publicKey), publicKey, privateKey: pair.privateKey.export({format: 'pem', type: 'pkcs8'}).toString()}
}

/**
 * The id of a public key: the first 16 hex characters of the SHA-256 of its 32 raw bytes.
 *
 * @example keyIdOf('11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo') // '21fe31dfa154a261'
 */
export function keyIdOf(publicKey: string): string {
  return hash('sha256', Buffer.from(publicKey, 'base64url'), 'hex').slice(0, KEY_ID_LENGTH)
}

/** True when `publicKey` is 32 bytes of base64url, as `newApproverKeys` writes it. */
export function isPublicKey(publicKey: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(publicKey) && Buffer.from(publicKey, 'base64url').length === 32
}

/** The Ed25519 signature (base64url) of a document's hash, by the private key. */
export function signHash(privateKey: string, documentHash: string): string {
  return sign(null, Buffer.from(documentHash, 'utf8'), createPrivateKey(privateKey)).toString('base64url')
}

/** True when `signature` is the public key's signature of `documentHash`; false for anything malformed. */
export function verifyHash(publicKey: string, documentHash: string, signature: string): boolean {
  try {
    const key = createPublicKey({key: {kty: 'OKP', crv: 'Ed25519', x: publicKey}, format: 'jwk'})
    return verify(null, Buffer.from(documentHash, 'utf8'), key, Buffer.from(signature, 'base64url'))
  } catch {
    return false
  }
}

/**
 * The SHA-256 (hex) of a JSON value written canonically: object keys sorted at every depth, no spaces, so the
 * same document hashes the same however it was formatted or its keys ordered.
 *
 * @example hashOf({b: 1, a: [true, null]}) // '51705a2c9eb3e7e410a58f696a770c3ac3885a0cf43eb7fc88f5e47c11d4d30d'
 */
export function hashOf(value: unknown): string {
  return hash('sha256', canonicalJson(value), 'hex')
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`
  }
  return JSON.stringify(value)
}
