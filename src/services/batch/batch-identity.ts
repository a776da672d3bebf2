import {createHash} from 'node:crypto'

/** Hex characters of the file's SHA-256 kept as the batch id: 80 bits, short enough to read, too long to collide. */
export const BATCH_ID_LENGTH = 20

/**
 * The identity of a payout file: the first {@link BATCH_ID_LENGTH} hex characters of the SHA-256 of its bytes.
 * The same bytes are the same batch, on any machine; one changed byte is another batch.
 *
 * @example batchIdOf(Buffer.from('amount,bank\n')) // '3b1c0a…' (20 hex characters)
 */
export function batchIdOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, BATCH_ID_LENGTH)
}

/**
 * The Idempotency-Key of a row: derived from the batch and the row number, so a run started again sends the
 * same key and the service answers with the withdrawal it already created. Attempt 2 and later exist only
 * after the service refused the row outright (nothing was created under the earlier key) or after the
 * earlier key expired; they get a key of their own.
 *
 * @example rowIdempotencyKey('3b1c0a9f2e7d4c5b6a18', 7)    // 'batch-3b1c0a9f2e7d4c5b6a18-row-7'
 * @example rowIdempotencyKey('3b1c0a9f2e7d4c5b6a18', 7, 2) // 'batch-3b1c0a9f2e7d4c5b6a18-row-7-a2'
 */
export function rowIdempotencyKey(batchId: string, row: number, attempt = 1): string {
  const base = `batch-${batchId}-row-${row}`
  return attempt === 1 ? base : `${base}-a${attempt}`
}
