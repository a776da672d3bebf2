import {accessSync, constants} from 'node:fs'
import {dirname, extname, resolve} from 'node:path'

import type {QrFileFact} from '../../core/error-facts.js'
import {ExitCode, InputError, PayError} from '../../core/errors.js'
import {statOrUndefined} from '../../core/files/stat-or-undefined.js'
import type {QrProblem} from '../../core/promptpay/payload.js'
import type {QrCardLine} from '../../core/promptpay/qr-card-svg.js'
import type {Deposit} from '../../core/schemas/deposit.js'

/**
 * A deposit's PromptPay QR written to files (`--qr-png FILE` and `--qr-svg FILE` of `pay deposit create` and
 * `pay deposit get`), for sending to a customer. The file names are checked before any request; the image
 * code (and the `qrcode` package) is loaded only when there is a file to write.
 */

export type QrFileKind = 'png' | 'svg'

/** The file names as typed; absent when not given. */
export type QrFileNames = Partial<Record<QrFileKind, string>>

export interface QrFileTarget {
  /** As typed, for messages. */
  given: string
  /** Absolute, for writing and for `qr_files` in the JSON result. */
  path: string
}

export type QrFileTargets = Partial<Record<QrFileKind, QrFileTarget>>

/** Where each file went, absolute: `qr_files` of the JSON result. */
export type QrFilesWritten = Partial<Record<QrFileKind, string>>

/** How the caller names, in messages, each file and the choice of a bank transfer (which has no QR): by their flags. */
export type QrFileLabels = Record<QrFileKind, string> & {bankTransfer: string}

const KINDS: QrFileKind[] = ['png', 'svg']

export interface QrFilesAsked {
  names: QrFileNames
  /** The deposit's method when it is known before the request (`deposit create`). */
  method?: 'promptpay' | 'bank'
  labels: QrFileLabels
}

/**
 * Every check of the QR files that can be made before a request, in one call: the file names (see
 * `readQrFileTargets`), then a bank-transfer deposit, which has no QR to write. Returns where each file
 * goes, or undefined when none was asked for. Throws an InputError (exit 2) naming the file by its label.
 *
 * @example checkQrFiles({names: {png: 'out/qr.png'}, labels}, '/home/ops') // {png: {given: 'out/qr.png', path: '/home/ops/out/qr.png'}}
 */
export function checkQrFiles(asked: QrFilesAsked, cwd: string = process.cwd()): QrFileTargets | undefined {
  const targets = readQrFileTargets(asked, cwd)
  if (KINDS.every((kind) => targets[kind] === undefined)) return undefined
  const {labels} = asked
  if (asked.method === 'bank') {
    throw new InputError(
      {code: 'qr-with-bank-transfer', labels: labelList(targets, labels), bankTransfer: labels.bankTransfer},
      {code: 'NO_QR_FOR_BANK_TRANSFER'},
    )
  }
  return targets
}

function fileError(kind: QrFileKind, labels: QrFileLabels, facts: QrFileFact): InputError {
  return new InputError(facts, {code: 'INVALID_QR_FILE', details: {field: labels[kind].replace(/^--/, '')}})
}

/**
 * Checks the file names without writing anything: a path is given, its extension is the kind's (any case),
 * it is not a directory, and its directory exists and can be written to. Throws an InputError (exit 2,
 * `INVALID_QR_FILE`) naming the file by its label.
 */
function readQrFileTargets({names, labels}: QrFilesAsked, cwd: string): QrFileTargets {
  const targets: QrFileTargets = {}
  for (const kind of KINDS) {
    const given = names[kind]
    if (given === undefined) continue
    const label = labels[kind]
    if (given.trim() === '') {
      throw fileError(kind, labels, {
        code: 'qr-no-name',
        label,
        kind,
      })
    }
    if (extname(given).toLowerCase() !== `.${kind}`) {
      throw fileError(kind, labels, {code: 'qr-wrong-extension', label, kind, given, other: kind === 'png' ? labels.svg : labels.png})
    }
    const path = resolve(cwd, given)
    const directory = dirname(path)
    // The directory is named as typed (`out` for out/qr.png), which is what the person will recognise.
    const parent = statOrUndefined(directory)
    const typed = dirname(given)
    if (!parent) {
      throw fileError(kind, labels, {code: 'qr-no-directory', label, directory: typed})
    }
    if (!parent.isDirectory()) {
      throw fileError(kind, labels, {
        code: 'qr-not-directory',
        label,
        directory: typed,
      })
    }
    try {
      accessSync(directory, constants.W_OK)
    } catch {
      throw fileError(kind, labels, {
        code: 'qr-directory-not-writable',
        label,
        directory: typed,
      })
    }
    if (statOrUndefined(path)?.isDirectory()) {
      throw fileError(kind, labels, {
        code: 'qr-is-directory',
        label,
        kind,
        given,
      })
    }
    targets[kind] = {given, path}
  }
  return targets
}

/** The labels of the files asked for, as `--qr-png and --qr-svg`, for messages. */
function labelList(targets: QrFileTargets, labels: QrFileLabels): string[] {
  return KINDS.filter((kind) => targets[kind]).map((kind) => labels[kind])
}

/**
 * The QR payload to write, exactly as the service sent it, or an error saying why there is none: the deposit
 * is not PENDING (the service sends pay_to only then, and a code for a closed deposit must not reach a
 * customer), or it is a bank transfer.
 */
export function depositQrPayload(deposit: Deposit, targets: QrFileTargets, labels: QrFileLabels): string {
  if (deposit.payment_method_type !== 'PROMPTPAY_QR') {
    throw new InputError(
      {code: 'qr-deposit-bank-transfer', id: deposit.id, labels: labelList(targets, labels)},
      {code: 'NO_QR_FOR_BANK_TRANSFER'},
    )
  }
  if (deposit.status !== 'PENDING') {
    throw new InputError(
      {
        code: 'qr-deposit-not-pending',
        id: deposit.id,
        status: deposit.status,
        labels: labelList(targets, labels),
        png: labels.png,
      },
      {code: 'DEPOSIT_NOT_PENDING', details: {status: deposit.status}},
    )
  }
  const payload = deposit.pay_to?.qr_payload
  if (!payload) {
    throw new PayError({code: 'qr-no-payload', id: deposit.id}, ExitCode.requestFailed, {code: 'NO_QR_PAYLOAD'})
  }
  return payload
}

export interface WriteQrFilesOptions {
  deposit: Deposit
  targets: QrFileTargets
  labels: QrFileLabels
  /** The words under the code in the SVG and its title (src/ui/text/deposit-qr-card.ts). */
  card: {title: string; lines: QrCardLine[]}
}

export interface QrFilesSaved {
  written: QrFilesWritten
  /** What is wrong with the payload the service sent (its CRC, its amount), written all the same, as the pay screen shows it. */
  problems: QrProblem[]
}

/**
 * The deposit's QR written to each file asked for, in one call: the payload is checked first (see
 * `depositQrPayload`, and its CRC and amount), then the code is drawn (the PNG decodes to the payload, byte
 * for byte) and each file written whole; every image is made before the first file is written.
 */
export async function writeQrFiles(options: WriteQrFilesOptions): Promise<QrFilesSaved> {
  const {deposit, targets, labels} = options
  const payload = depositQrPayload(deposit, targets, labels)
  const [{qrPng, qrSideModules, qrSvg, PNG_PIXELS_PER_MODULE}, {composeQrCardSvg}, {replaceFile}, {checkQrPayload}] = await Promise.all([
    import('../../core/promptpay/qr-image.js'),
    import('../../core/promptpay/qr-card-svg.js'),
    import('../../core/files/replace-file.js'),
    import('../../core/promptpay/payload.js'),
  ])
  const contents: Partial<Record<QrFileKind, string | Buffer>> = {}
  if (targets.png) contents.png = await qrPng(payload)
  if (targets.svg) {
    const qrWidthPx = qrSideModules(payload) * PNG_PIXELS_PER_MODULE
    contents.svg = composeQrCardSvg({qrSvg: await qrSvg(payload, qrWidthPx), qrWidthPx, ...options.card})
  }
  const written: QrFilesWritten = {}
  for (const kind of KINDS) {
    const target = targets[kind]
    if (!target) continue
    try {
      replaceFile(target.path, contents[kind]!)
    } catch (error) {
      throw new PayError(
        {code: 'qr-not-written', label: labels[kind], given: target.given, reason: (error as Error).message},
        ExitCode.requestFailed,
        {code: 'QR_FILE_NOT_WRITTEN', cause: error},
      )
    }
    written[kind] = target.path
  }
  return {written, problems: checkQrPayload(payload, deposit.expected_amount).problems}
}

/** A deposit as the JSON result gives it: with `qr_files` only when a QR flag was given. */
export type DepositWithQrFiles = Deposit & {qr_files?: QrFilesWritten}

/** The JSON result: the deposit as the service gave it, plus `qr_files` when files were written. */
export function withQrFiles(deposit: Deposit, written: QrFilesWritten | undefined): DepositWithQrFiles {
  return written ? {...deposit, qr_files: written} : deposit
}
