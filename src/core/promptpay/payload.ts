import {formatBaht, parseWireMoney, readAmount, type Satang} from '../money/money.js'
import type {CreditTransferTarget, QrFinding} from './findings.js'

/**
 * EMVCo merchant-presented QR (Thai PromptPay) payloads: `ID(2) LENGTH(2) VALUE` fields, `00` first, `63`
 * (CRC-16/CCITT-FALSE over everything up to and including `6304`) last (the EMVCo QR specification and the Thai PromptPay profile of it).
 */

export interface QrField {
  id: string
  value: string
  children?: QrField[]
}

export interface DecodedPayload {
  fields: QrField[]
  amountSatang?: Satang
  crcValid: boolean
  crcExpected: string
  crcFound?: string
  problems: QrFinding[]
}

const TEMPLATE_IDS = new Set(['62', '64'])
const PROMPTPAY_AID = 'A000000677010111'
const BILL_PAYMENT_AID = 'A000000677010112'

/** CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final xor. `123456789` → 0x29B1. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
}

function crcHex(text: string): string {
  return crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, '0')
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`QR field ${id} is longer than 99 characters`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

export type PromptPayTarget =
  | {kind: 'mobile'; mobile: string}
  | {kind: 'bankAccount'; bankNumber: string; accountNo: string}
  | {kind: 'bill'; billerId: string; reference1: string; reference2?: string}

/**
 * Builds a PromptPay payload: dynamic (`01` = 12) with tag 54 when an amount is given, static (11) without.
 * A mobile or bank-account target goes under tag 29 (credit transfer), a bill payment under tag 30.
 * @example encodePromptPayPayload({target: {kind: 'mobile', mobile: '0812345678'}, amountSatang: 10050})
 */
export function encodePromptPayPayload(input: {target: PromptPayTarget; amountSatang?: Satang; merchantName?: string}): string {
  const body = [
    field('00', '01'),
    field('01', input.amountSatang === undefined ? '11' : '12'),
    merchantAccountField(input.target),
    field('53', '764'),
    field('58', 'TH'),
    input.amountSatang === undefined ? '' : field('54', formatBaht(input.amountSatang)),
    input.merchantName ? field('59', input.merchantName.slice(0, 25)) : '',
  ].join('')
  const withCrcTag = `${body}6304`
  return withCrcTag + crcHex(withCrcTag)
}

function merchantAccountField(target: PromptPayTarget): string {
  switch (target.kind) {
    case 'mobile':
      return field('29', field('00', PROMPTPAY_AID) + field('01', `0066${target.mobile.replace(/^0/, '')}`))
    case 'bankAccount':
      return field('29', field('00', PROMPTPAY_AID) + field('04', target.bankNumber + target.accountNo))
    case 'bill':
      return field(
        '30',
        field('00', BILL_PAYMENT_AID) +
          field('01', target.billerId) +
          field('02', target.reference1) +
          (target.reference2 ? field('03', target.reference2) : ''),
      )
  }
}

/** What the sub-fields of tag 29 (one target) and tag 30 may hold, by the Thai PromptPay profile. */
const CREDIT_TRANSFER_TARGETS: Record<string, {name: CreditTransferTarget; pattern: RegExp}> = {
  '01': {name: 'mobile', pattern: /^0066\d{9}$/},
  '02': {name: 'national-id', pattern: /^\d{13}$/},
  '03': {name: 'e-wallet', pattern: /^\d{15}$/},
  '04': {name: 'bank-account', pattern: /^\d{4,}$/},
}

/**
 * Decodes a payload strictly: `00` first (01), `63` last with length 04 and the right CRC, every length
 * consistent, `01` = 11 or 12, `53` = 764, `58` = TH, `54` a valid amount of at most 13 characters, the AID
 * and the sub-fields of tag 29 or 30 well formed. Problems are listed rather than thrown, so a caller can warn.
 */
export function decodePromptPayPayload(payload: string): DecodedPayload {
  const problems: QrFinding[] = []
  const fields = parseFields(payload, problems)
  const crc = checkCrc(payload, fields, problems)
  if (fields[0]?.id !== '00' || fields[0].value !== '01') problems.push({code: 'format-not-first'})
  const ids = fields.map((entry) => entry.id)
  for (const id of new Set(ids)) if (ids.indexOf(id) !== ids.lastIndexOf(id)) problems.push({code: 'field-twice', id})

  const byId = new Map(fields.map((entry) => [entry.id, entry.value]))
  const initiation = byId.get('01')
  if (initiation !== undefined && initiation !== '11' && initiation !== '12') problems.push({code: 'initiation'})
  if (byId.get('53') !== '764') problems.push({code: 'currency'})
  if (byId.get('58') !== 'TH') problems.push({code: 'country'})
  checkMerchantAccount(fields, problems)

  let amountSatang: Satang | undefined
  const amountText = byId.get('54')
  if (amountText !== undefined) {
    const reading = amountText.length <= 13 ? readAmount(amountText) : undefined
    if (reading?.ok) amountSatang = reading.satang
    else problems.push({code: 'amount', text: amountText})
  }
  return {fields, amountSatang, ...crc, problems}
}

/** The CRC covers everything up to and including the `6304` of the last field. */
function checkCrc(
  payload: string,
  fields: QrField[],
  problems: QrFinding[],
): Pick<DecodedPayload, 'crcValid' | 'crcExpected' | 'crcFound'> {
  const last = fields.at(-1)
  if (last?.id !== '63') {
    problems.push({code: 'crc-not-last'})
    return {crcValid: false, crcExpected: crcHex(`${payload}6304`)}
  }
  const crcExpected = crcHex(payload.slice(0, payload.length - last.value.length))
  if (last.value.length !== 4) {
    problems.push({code: 'crc-length'})
    return {crcValid: false, crcExpected, crcFound: last.value}
  }
  const crcValid = last.value === crcExpected
  if (!crcValid) problems.push({code: 'crc', found: last.value, expected: crcExpected})
  return {crcValid, crcExpected, crcFound: last.value}
}

function checkMerchantAccount(fields: QrField[], problems: QrFinding[]): void {
  const merchant = fields.find((entry) => entry.id === '29' || entry.id === '30')
  if (!merchant) {
    problems.push({code: 'no-merchant'})
    return
  }
  const sub = new Map((merchant.children ?? []).map((child) => [child.id, child.value]))
  if (sub.get('00') !== (merchant.id === '29' ? PROMPTPAY_AID : BILL_PAYMENT_AID)) problems.push({code: 'unexpected-aid', id: merchant.id})
  if (merchant.id === '29') {
    const targets = [...sub.keys()].filter((id) => id !== '00')
    if (targets.length !== 1 || !CREDIT_TRANSFER_TARGETS[targets[0]!]) {
      problems.push({code: 'not-one-target'})
      return
    }
    const target = CREDIT_TRANSFER_TARGETS[targets[0]!]!
    if (!target.pattern.test(sub.get(targets[0]!)!)) problems.push({code: 'target-malformed', id: `29.${targets[0]}`, target: target.name})
    return
  }
  if (!/^\d{15}$/.test(sub.get('01') ?? '')) problems.push({code: 'biller-id'})
  if (!sub.get('02')) problems.push({code: 'no-reference-1'})
}

function parseFields(text: string, problems: QrFinding[], nested = false): QrField[] {
  const fields: QrField[] = []
  let offset = 0
  while (offset < text.length) {
    const id = text.slice(offset, offset + 2)
    const lengthText = text.slice(offset + 2, offset + 4)
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) {
      problems.push({code: 'malformed-field', position: offset})
      break
    }
    const value = text.slice(offset + 4, offset + 4 + Number(lengthText))
    if (value.length !== Number(lengthText)) {
      problems.push({code: 'length-mismatch', id, declared: lengthText, actual: value.length})
      break
    }
    const isTemplate = !nested && ((Number(id) >= 26 && Number(id) <= 51) || TEMPLATE_IDS.has(id) || Number(id) >= 80)
    fields.push(isTemplate ? {id, value, children: parseFields(value, problems, true)} : {id, value})
    offset += 4 + value.length
  }
  return fields
}

/**
 * What is wrong with a deposit's QR, as facts for src/ui to say (src/ui/text/qr-problem.ts): a payload that does
 * not decode (the decoder's findings), a wrong checksum, or an amount that is not the deposit's.
 */
export type QrProblem =
  | {kind: 'unreadable'; findings: QrFinding[]}
  | {kind: 'crc'; found: string; expected: string}
  | {kind: 'amount'; amount: string; expected: string}

export interface QrCheck {
  /** The amount inside the QR (tag 54), wire form; absent for a QR that leaves the amount to the payer. */
  amount?: string
  problems: QrProblem[]
}

/**
 * Checks the QR a deposit asks the customer to scan against what the deposit expects: a payload that does not
 * decode, a wrong CRC (banking apps refuse the code) or an amount that is not expected_amount (the transfer
 * would not match). Never throws: every finding is a problem to show.
 *
 * @example checkQrPayload(deposit.pay_to.qr_payload, deposit.expected_amount) // {amount: '100.37', problems: []}
 */
export function checkQrPayload(payload: string, expectedAmount: string): QrCheck {
  const decoded = decodePromptPayPayload(payload)
  const problems: QrProblem[] = []
  const structural = decoded.problems.filter((problem) => problem.code !== 'crc')
  if (structural.length > 0) problems.push({kind: 'unreadable', findings: structural})
  if (decoded.crcFound !== undefined && !decoded.crcValid) {
    problems.push({kind: 'crc', found: decoded.crcFound, expected: decoded.crcExpected})
  }
  const amount = decoded.amountSatang === undefined ? undefined : formatBaht(decoded.amountSatang)
  if (amount !== undefined && decoded.amountSatang !== parseWireMoney(expectedAmount)) {
    problems.push({kind: 'amount', amount, expected: expectedAmount})
  }
  return {...(amount === undefined ? {} : {amount}), problems}
}

/**
 * Error correction M (15 %): survives a chat app's recompression of an image file, and the screen and the files
 * show the same code (qr-image.ts, and the pay screen's src/ui/text/deposit-screen.ts).
 */
export const QR_ERROR_CORRECTION = 'M'
