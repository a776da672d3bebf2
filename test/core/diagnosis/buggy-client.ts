import {createHash, createHmac} from 'node:crypto'

/**
 * Signs requests and webhooks with node:crypto alone, the way a client with a given bug would, so that the
 * diagnosis is tested against signatures it did not compute itself.
 */

export const SECRET = '5f2b8c1d9e0a7b6c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071829304'
export const WEBHOOK_SECRET = 'whsec_0123456789abcdef'
export const TIMESTAMP = '1718790000'

export interface BuggyRequest {
  method: string
  target: string
  timestamp: string
  /** The bytes the buggy client hashed. */
  body: string | Buffer
  key?: string | Buffer
  lineBreak?: string
  trailer?: string
  bodyHash?: (body: string | Buffer) => string
  encoding?: 'hex' | 'HEX' | 'base64'
}

export function sha256(body: string | Buffer, encoding: 'hex' | 'base64' = 'hex'): string {
  return createHash('sha256').update(body).digest(encoding)
}

export function buggySignature(request: BuggyRequest): string {
  const bodyHash = request.bodyHash ? request.bodyHash(request.body) : sha256(request.body)
  const canonical = [request.method, request.target, request.timestamp, bodyHash].join(request.lineBreak ?? '\n') + (request.trailer ?? '')
  return digest(request.key ?? SECRET, canonical, request.encoding ?? 'hex')
}

export function buggyWebhookSignature(
  body: string | Buffer,
  options: {key?: string | Buffer; encoding?: 'hex' | 'HEX' | 'base64'} = {},
): string {
  return digest(options.key ?? WEBHOOK_SECRET, body, options.encoding ?? 'hex')
}

function digest(key: string | Buffer, message: string | Buffer, encoding: 'hex' | 'HEX' | 'base64'): string {
  const hmac = createHmac('sha256', key).update(message)
  return encoding === 'HEX' ? hmac.digest('hex').toUpperCase() : hmac.digest(encoding)
}
