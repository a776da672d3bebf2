import {hash} from 'node:crypto'

import type {CreateWithdrawalBody} from '../../core/http/api.js'

/** Hex characters of a SHA-256 kept as the batch id: 80 bits, short enough to read, too long to collide. */
export const BATCH_ID_LENGTH = 20
/** Hex characters kept as a row's id: 64 bits, unique among the rows of one file. */
const ROW_ID_LENGTH = 16

/** What identifies a row of a batch, computed from the body it sends, never from the file's bytes. */
export interface RowIdentity {
  /** The body's fields and the row's occurrence among identical rows: the same in every re-save of the file. */
  rowId: string
  /** Bank, account number, amount, description and reference: the same payment, whatever the spelling of the name. */
  payoutId: string
}

/**
 * The identity of each row, from its normalised body (what the service is asked to pay: amount `1500.00`,
 * bank code `KBANK`, account digits, trimmed text) and its occurrence among identical rows, so two identical
 * rows stay two payouts while line endings, a BOM, blank lines, quoting, spacing, column order and row order
 * change nothing.
 *
 * @example identifyRows([body, body]) // [{rowId: 'a1…', payoutId: '9c…'}, {rowId: '5e…', payoutId: '9c…'}]
 */
export function identifyRows(bodies: CreateWithdrawalBody[]): RowIdentity[] {
  const seen = new Map<string, number>()
  return bodies.map((body) => {
    const payment = paymentFields(body)
    const text = JSON.stringify([...payment, body.receiver_bank_account_name])
    const occurrence = (seen.get(text) ?? 0) + 1
    seen.set(text, occurrence)
    return {rowId: digest(`${text}\n${occurrence}`, ROW_ID_LENGTH), payoutId: digest(JSON.stringify(payment), ROW_ID_LENGTH)}
  })
}

/**
 * The identity of a payout file: a hash of its rows' ids, in sorted order. The same rows are the same batch
 * however the file is formatted or sorted; a row added, removed or changed makes another batch.
 *
 * @example contentIdOf(identifyRows(bodies)) // '3b1c0a9f2e7d4c5b6a18'
 */
export function contentIdOf(rows: RowIdentity[]): string {
  return digest(
    rows
      .map((row) => row.rowId)
      .sort()
      .join('\n'),
    BATCH_ID_LENGTH,
  )
}

/**
 * The batch id of a file's bytes, as earlier versions of pay named batches (and their journals). Kept to find
 * and carry over such a journal when the very same file is run again.
 */
export function legacyBatchIdOf(bytes: Uint8Array): string {
  return hash('sha256', bytes, 'hex').slice(0, BATCH_ID_LENGTH)
}

/**
 * The batch id of a run of the file's rows: the content id for the first, `<content id>-<n>` for the n-th
 * time the same rows are paid on purpose (`--pay-again`).
 *
 * @example batchIdOf('3b1c0a9f2e7d4c5b6a18', 2) // '3b1c0a9f2e7d4c5b6a18-2'
 */
export function batchIdOf(contentId: string, generation: number): string {
  return generation === 1 ? contentId : `${contentId}-${generation}`
}

/**
 * The Idempotency-Key of a row: derived from the batch and the row's id, so a run started again (even of the
 * file saved again in another format) sends the same key and the service answers with the withdrawal it
 * already created. Attempt 2 and later exist only after the service refused the row outright (nothing was
 * created under the earlier key) or after the earlier key expired; they get a key of their own.
 *
 * @example rowIdempotencyKey('3b1c0a9f2e7d4c5b6a18', '5e0c2a61f9b3d874')    // 'batch-3b1c0a9f2e7d4c5b6a18-5e0c2a61f9b3d874'
 * @example rowIdempotencyKey('3b1c0a9f2e7d4c5b6a18', '5e0c2a61f9b3d874', 2) // 'batch-3b1c0a9f2e7d4c5b6a18-5e0c2a61f9b3d874-a2'
 */
export function rowIdempotencyKey(batchId: string, rowId: string, attempt = 1): string {
  const base = `batch-${batchId}-${rowId}`
  return attempt === 1 ? base : `${base}-a${attempt}`
}

function paymentFields(body: CreateWithdrawalBody): Array<string | null> {
  const {additional} = body
  return [
    body.amount,
    body.receiver_bank_provider,
    body.receiver_bank_account_number,
    additional?.description ?? null,
    additional?.reference_user_id ?? null,
  ]
}

function digest(text: string, length: number): string {
  return hash('sha256', text, 'hex').slice(0, length)
}
