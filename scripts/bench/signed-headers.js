// Request signing for the bench's own load generators (the service's recipe), with node:crypto only, so a
// measurement never depends on the code under test.
import {createHash, createHmac} from 'node:crypto'

const EMPTY_BODY_SHA256 = createHash('sha256').update('').digest('hex')

/** The three auth headers of a body-less request. signedHeaders(key, 'GET', '/v1/balance') */
export function signedHeaders({key_id: keyId, secret}, method, target, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000))
  const canonical = [method, target, timestamp, EMPTY_BODY_SHA256].join('\n')
  const signature = createHmac('sha256', Buffer.from(secret, 'utf8')).update(canonical).digest('hex')
  return {'x-api-key': keyId, 'x-signature': signature, 'x-timestamp': timestamp}
}
