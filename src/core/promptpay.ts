import {formatBaht, readAmount, type Satang} from './money.js'

/**
 * EMVCo merchant-presented QR (Thai PromptPay) payloads: `ID(2) LENGTH(2) VALUE` fields, `00` first, `63`
 * (CRC-16/CCITT-FALSE over everything up to and including `6304`) last. See shared/reference/promptpay-qr.md.
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
  problems: string[]
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
  | {kind: 'bill'; billerId: string; reference1: string; reference2?: string}

/**
 * Builds a dynamic PromptPay payload for an amount.
 * @example encodePromptPayPayload({target: {kind: 'mobile', mobile: '0812345678'}, amountSatang: 10050})
 */
export function encodePromptPayPayload(input: {target: PromptPayTarget; amountSatang?: Satang; merchantName?: string}): string {
  const {target} = input
  const merchantAccount =
    target.kind === 'mobile'
      ? field('29', field('00', PROMPTPAY_AID) + field('01', `0066${target.mobile.replace(/^0/, '')}`))
      : field(
          '30',
          field('00', BILL_PAYMENT_AID) +
            field('01', target.billerId) +
            field('02', target.reference1) +
            (target.reference2 ? field('03', target.reference2) : ''),
        )
  const body = [
    field('00', '01'),
    field('01', input.amountSatang === undefined ? '11' : '12'),
    merchantAccount,
    field('53', '764'),
    field('58', 'TH'),
    input.amountSatang === undefined ? '' : field('54', formatBaht(input.amountSatang)),
    input.merchantName ? field('59', input.merchantName.slice(0, 25)) : '',
  ].join('')
  const withCrcTag = `${body}6304`
  return withCrcTag + crcHex(withCrcTag)
}

/**
 * Decodes a payload strictly: `00` first, `63` last with length 04, every length consistent, `53` = 764,
 * `58` = TH, `54` a valid amount. Problems are listed rather than thrown, so a caller can warn.
 */
export function decodePromptPayPayload(payload: string): DecodedPayload {
  const problems: string[] = []
  const fields = parseFields(payload, problems)
  const crcField = fields.at(-1)
  const crcFound = crcField?.id === '63' ? crcField.value : undefined
  const crcIndex = payload.lastIndexOf('6304')
  const crcExpected = crcIndex >= 0 ? crcHex(payload.slice(0, crcIndex + 4)) : ''
  if (fields[0]?.id !== '00' || fields[0].value !== '01') problems.push('field 00 (payload format) must come first with value 01')
  if (!crcField || crcField.id !== '63') problems.push('field 63 (CRC) must come last')
  else if (crcField.value.length !== 4) problems.push('field 63 (CRC) must be 4 characters')
  const crcValid = crcFound !== undefined && crcFound === crcExpected && crcIndex + 8 === payload.length
  if (crcFound !== undefined && !crcValid) problems.push(`CRC is ${crcFound}, expected ${crcExpected}`)

  const byId = new Map(fields.map((entry) => [entry.id, entry.value]))
  if (byId.get('53') !== '764') problems.push('field 53 (currency) must be 764 (THB)')
  if (byId.get('58') !== 'TH') problems.push('field 58 (country) must be TH')
  const merchant = fields.find((entry) => entry.id === '29' || entry.id === '30')
  const aid = merchant?.children?.find((child) => child.id === '00')?.value
  if (!merchant) problems.push('no PromptPay (29) or bill payment (30) field')
  else if (aid !== (merchant.id === '29' ? PROMPTPAY_AID : BILL_PAYMENT_AID)) problems.push(`field ${merchant.id} has an unexpected AID`)

  let amountSatang: Satang | undefined
  const amountText = byId.get('54')
  if (amountText !== undefined) {
    const reading = amountText.length <= 13 ? readAmount(amountText) : undefined
    if (reading?.ok) amountSatang = reading.satang
    else problems.push(`field 54 (amount) is not a valid amount: ${amountText}`)
  }
  return {fields, amountSatang, crcValid, crcExpected, crcFound, problems}
}

function parseFields(text: string, problems: string[], nested = false): QrField[] {
  const fields: QrField[] = []
  let offset = 0
  while (offset < text.length) {
    const id = text.slice(offset, offset + 2)
    const lengthText = text.slice(offset + 2, offset + 4)
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) {
      problems.push(`malformed field at position ${offset}`)
      break
    }
    const value = text.slice(offset + 4, offset + 4 + Number(lengthText))
    if (value.length !== Number(lengthText)) {
      problems.push(`field ${id} declares ${lengthText} characters but has ${value.length}`)
      break
    }
    const isTemplate = !nested && ((Number(id) >= 26 && Number(id) <= 51) || TEMPLATE_IDS.has(id) || Number(id) >= 80)
    fields.push(isTemplate ? {id, value, children: parseFields(value, problems, true)} : {id, value})
    offset += 4 + value.length
  }
  return fields
}
