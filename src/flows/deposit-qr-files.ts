import {checkQrPayload} from '../core/promptpay/check.js'
import type {Deposit} from '../core/schemas/deposit.js'
import {depositQrPayload, hasQrFiles, type QrFilesWritten, type QrFileTargets, writeQrFiles} from '../services/deposits/qr-files.js'
import {depositQrCardText, qrFilesWrittenNote} from '../ui/text/deposit-qr-card.js'

/** A deposit as the JSON result gives it: with `qr_files` only when a QR flag was given. */
export type DepositWithQrFiles = Deposit & {qr_files?: QrFilesWritten}

/**
 * Writes the QR files asked for and says so on stderr (through `note`), warning, as the pay screen does, when
 * the payload's CRC or amount is wrong. Returns where the files went, or undefined when none was asked for.
 * Throws, writing nothing, for a deposit with no QR to give (not PENDING, bank transfer).
 */
export async function saveDepositQrFiles(
  deposit: Deposit,
  targets: QrFileTargets,
  note: (text: string) => void,
): Promise<QrFilesWritten | undefined> {
  if (!hasQrFiles(targets)) return undefined
  const payload = depositQrPayload(deposit, targets)
  const written = await writeQrFiles({payload, targets, card: depositQrCardText(deposit)})
  for (const problem of checkQrPayload(payload, deposit.expected_amount).problems) note(`⚠ ${problem.message}`)
  note(
    qrFilesWrittenNote(
      deposit,
      [targets.png, targets.svg].flatMap((target) => (target ? [target.given] : [])),
    ),
  )
  return written
}

/** The JSON result: the deposit as the service gave it, plus `qr_files` when files were written. */
export function withQrFiles(deposit: Deposit, written: QrFilesWritten | undefined): DepositWithQrFiles {
  return written ? {...deposit, qr_files: written} : deposit
}
