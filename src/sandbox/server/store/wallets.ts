import type {Satang} from '../../../core/money/money.js'
import type {Mode} from '../../../core/profiles/credentials.js'
import type {Db} from '../database.js'

export interface Wallet {
  available: Satang
  pending: Satang
}

/** The wallet of one merchant in one mode; test and live are separate ledgers. */
export function getWallet(db: Db, merchantId: string, mode: Mode): Wallet {
  return (
    (db.prepare('SELECT available, pending FROM wallets WHERE merchant_id = ? AND mode = ?').get(merchantId, mode) as
      | Wallet
      | undefined) ?? {
      available: 0,
      pending: 0,
    }
  )
}

export function creditAvailable(db: Db, merchantId: string, mode: Mode, amount: Satang): void {
  db.prepare('UPDATE wallets SET available = available + ? WHERE merchant_id = ? AND mode = ?').run(amount, merchantId, mode)
}

/** Moves a gross amount from available to pending; false (and nothing changed) when available is short. */
export function holdForWithdrawal(db: Db, merchantId: string, mode: Mode, gross: Satang): boolean {
  const result = db
    .prepare('UPDATE wallets SET available = available - ?, pending = pending + ? WHERE merchant_id = ? AND mode = ? AND available >= ?')
    .run(gross, gross, merchantId, mode, gross)
  return result.changes === 1
}

/** A final withdrawal leaves pending; a failed or rejected one returns the gross to available. */
export function releaseHold(db: Db, merchantId: string, mode: Mode, gross: Satang, refund: boolean): void {
  db.prepare('UPDATE wallets SET pending = pending - ?, available = available + ? WHERE merchant_id = ? AND mode = ?').run(
    gross,
    refund ? gross : 0,
    merchantId,
    mode,
  )
}

export function resetWallet(db: Db, merchantId: string, mode: Mode): void {
  db.prepare('UPDATE wallets SET available = 0, pending = 0 WHERE merchant_id = ? AND mode = ?').run(merchantId, mode)
}
