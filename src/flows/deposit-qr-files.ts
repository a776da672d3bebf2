import type {Deposit} from '../core/schemas/deposit.js'
import {type QrFileLabels, type QrFilesWritten, type QrFileTargets, writeQrFiles} from '../services/deposits/qr-files.js'
import {depositQrCardText, qrFilesWrittenNote} from '../ui/text/deposit-qr-card.js'
import {qrProblemText} from '../ui/text/qr-problem.js'

/**
 * Writes the QR files asked for (checked before any request by `checkQrFiles`) and says so on stderr (through
 * `note`), warning, as the pay screen does, when the payload's CRC or amount is wrong. Returns where the files
 * went. Throws, writing nothing, for a deposit with no QR to give (not PENDING, bank transfer).
 */
export async function saveDepositQrFiles(
  deposit: Deposit,
  targets: QrFileTargets,
  labels: QrFileLabels,
  note: (text: string) => void,
): Promise<QrFilesWritten> {
  const {written, problems} = await writeQrFiles({deposit, targets, labels, card: depositQrCardText(deposit)})
  for (const problem of problems) note(`⚠ ${qrProblemText(problem)}`)
  note(
    qrFilesWrittenNote(
      deposit,
      [targets.png, targets.svg].flatMap((target) => (target ? [target.given] : [])),
    ),
  )
  return written
}
