import {ACCOUNT_DIGITS} from '../../../core/banks/account-number.js'
import {THAI_BANKS} from '../../../core/banks/thai-banks.js'
import type {FieldFact, FieldWhat, PlainTextKind} from '../../../core/money/field-facts.js'
import type {AmountProblem} from '../../../core/money/money.js'
import type {ErrorWords, Said} from '../error-words.js'

const fieldWhat: Record<FieldWhat, string> = {
  accountNumber: 'เลขที่บัญชี',
  bankCode: 'รหัสธนาคาร',
  destinationName: 'ชื่อบัญชีปลายทาง',
  payerName: 'ชื่อผู้ชำระเงิน',
  payerBankCode: 'รหัสธนาคารของผู้ชำระเงิน',
  payerAccountName: 'ชื่อบัญชีของผู้ชำระเงิน',
  payerAccountNumber: 'เลขที่บัญชีของผู้ชำระเงิน',
}

const amountProblems: Record<AmountProblem, string> = {
  empty: 'ต้องระบุยอดเงิน',
  not_decimal: 'ยอดเงินต้องเป็นตัวเลข',
  exponent: 'ยอดเงินต้องเขียนเป็นตัวเลขธรรมดา ไม่ใช่รูปเลขยกกำลัง',
  negative: 'ยอดเงินต้องไม่ติดลบ',
  too_many_decimals: 'ยอดเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
  too_large: 'ยอดเงินสูงเกินไป',
}

const kinds: Record<PlainTextKind, string> = {
  surrogate: 'ครึ่งหนึ่งของอักขระที่ไม่ครบคู่ ซึ่งไม่ใช่ตัวอักษร',
  control: 'อักขระควบคุม',
  bidi: 'อักขระควบคุมทิศทาง ซึ่งทำให้ข้อความแสดงผลสลับลำดับได้',
  invisible: 'อักขระที่มองไม่เห็น',
}

export const fieldErrors = {
  'amount-unreadable': ({label, problem, text}) => ({
    message: `${label}: ${amountProblems[problem]} (ค่าที่ระบุ "${text}")`,
    tryMessage: 'ระบุเป็นบาท ทศนิยมไม่เกิน 2 ตำแหน่ง เช่น 500, 500.50 หรือ 1,500.00',
  }),
  'amount-not-positive': ({label, text}) => ({
    message: `${label} ต้องมากกว่า 0.00 (ค่าที่ระบุ "${text}")`,
    tryMessage: 'ระบุยอดเงินเป็นบาทที่มากกว่าศูนย์',
  }),
  'not-account-number': ({label, text}) => ({
    message: `${label}: "${text}" ไม่ใช่เลขที่บัญชี`,
    tryMessage: `ระบุเลขที่บัญชี ${ACCOUNT_DIGITS.min} ถึง ${ACCOUNT_DIGITS.max} หลักตามที่พิมพ์ในสมุดบัญชี เช่น 1234567890 หรือ 123-4-56789-0`,
  }),
  blank: ({label, what}) => ({message: `${label} ยังว่างอยู่`, tryMessage: `ระบุ${fieldWhat[what]}`}),
  'not-plain': ({label, character: {codePoint, kind, position}}) => ({
    message: `${label} มี ${codePoint} (${kinds[kind]}) ที่ตัวอักษรที่ ${position}`,
    tryMessage: 'พิมพ์ใหม่ หรือวางเป็นข้อความธรรมดา: อักขระที่ซ่อนอยู่มักติดมากับข้อความที่คัดลอกจากแอปแชต ไฟล์ PDF หรือสเปรดชีต',
  }),
  'not-visible': ({label}) => ({
    message: `${label} ไม่มีตัวอักษรที่มองเห็นได้: มีแต่ช่องว่าง อักขระที่มองไม่เห็น หรืออักขระที่ดูเหมือนว่าง`,
    tryMessage: 'พิมพ์ข้อความตามที่ควรอ่านได้ ด้วยตัวอักษรหรือตัวเลข',
  }),
  'too-long': ({label, length, max}) => ({
    message: `${label} ยาว ${length} ตัวอักษร รับได้ไม่เกิน ${max} ตัวอักษร`,
    tryMessage: `ย่อให้เหลือไม่เกิน ${max} ตัวอักษร`,
  }),
  'unknown-bank': ({label, text, suggestions}) => ({
    message: `${label}: ไม่รู้จักรหัสธนาคาร "${text}"`,
    tryMessage:
      suggestions.length > 0
        ? `หมายถึง ${suggestions
            .map(({code, name}) => `${code} (${THAI_BANKS.find((bank) => bank.bank_code === code)?.name_th ?? name})`)
            .join(', ')} ใช่ไหม? ดูรหัสทั้งหมดด้วย \`pay banks\``
        : 'ดูรหัสธนาคารที่ใช้ได้ด้วย `pay banks`',
  }),
  'missing-payer': ({missing, labels}) => ({
    message: `ยังไม่ได้ระบุ${missing.map((what) => fieldWhat[what]).join(', ')}: ผู้ให้บริการต้องการข้อมูลผู้ชำระเงินทั้งสองวิธี`,
    tryMessage: `ระบุ ${labels.join(', ')}`,
  }),
  'meta-not-pair': ({label, pair}) => ({
    message: `${label} "${pair}" ไม่อยู่ในรูป key=value`,
    tryMessage: `เขียนแต่ละคู่เป็น ${label} key=value เช่น ${label} order=42`,
  }),
  'meta-twice': ({label, key}) => ({message: `${label} มีคีย์ "${key}" ซ้ำกัน`, tryMessage: 'ระบุแต่ละคีย์เพียงครั้งเดียว'}),
  'not-method': ({label, text}) => ({message: `${label}: "${text}" ไม่ใช่วิธีชำระ`, tryMessage: 'ระบุ PROMPTPAY_QR หรือ BANK_TRANSFER'}),
  'trigger-not-held': ({label, ending, accountNumber}) => ({
    message: `${label}: เลขที่บัญชีต้องลงท้ายด้วย ${ending} เพื่อให้แซนด์บ็อกซ์พักรายการถอนเงินไว้จนกว่า \`pay trigger\` จะปิดรายการ (ค่าที่ระบุ ${accountNumber}) ไม่ได้ส่งอะไรออกไป`,
    tryMessage: `ระบุเลขที่บัญชีที่ลงท้ายด้วย ${ending} เช่น 987654${ending} หรือไม่ต้องระบุ`,
  }),
} satisfies Pick<ErrorWords, FieldFact['code']>

const NO_LABEL = '\u0000'

/** A field's problem said without its label, for a row of a payout file (its facts already escaped). */
export function fieldWithoutLabel(field: FieldFact): string {
  const say = fieldErrors[field.code] as (facts: FieldFact) => Said
  return say({...field, label: NO_LABEL} as FieldFact).message.replace(/^\u0000:? /, '')
}
