import {THAI_BANKS} from '../../../core/banks/thai-banks.js'
import type {Words} from '../en/index.js'

export const deposit = {
  labels: {
    deposit: 'รหัสรายการ',
    status: 'สถานะ',
    amount: 'ยอดเงิน',
    toPay: 'ยอดที่ต้องชำระ',
    expected: 'ยอดที่กำหนด',
    received: 'ยอดที่ได้รับ',
    credited: 'ยอดเข้ากระเป๋า',
    method: 'วิธีชำระ',
    payTo: 'ผู้รับเงิน',
    payer: 'ผู้ชำระเงิน',
    showUntil: 'แสดงได้ถึง',
    shownUntil: 'แสดงได้ถึง',
    matchUntil: 'จับคู่ได้ถึง',
    reference: 'รหัสอ้างอิง',
    created: 'สร้างเมื่อ',
    reason: 'สาเหตุ',
  },
  /** `KBANK (กสิกรไทย)`: the code as the flags take it, with the Thai name of the bank list. */
  bank: (code: string) => {
    const name = THAI_BANKS.find((bank) => bank.bank_code === code)?.name_th
    return name ? `${code} (${name})` : code
  },
  methods: {PROMPTPAY_QR: 'คิวอาร์พร้อมเพย์', BANK_TRANSFER: 'โอนเข้าบัญชีธนาคาร'},
  payToQr: (holder: string) => `คิวอาร์ (พร้อมเพย์) · ${holder}`,
  differsMark: '≠ ยอดเงิน: ชำระยอดนี้ให้ตรงทุกสตางค์',
  difference: (expected: string, amount: string) =>
    `⚠ ชำระ ${expected} ให้ตรงทุกสตางค์ ไม่ใช่ ${amount}: เศษสตางค์ที่เพิ่มมาทำให้ผู้ให้บริการจับคู่การโอนนี้กับรายการฝากเงินนี้ได้`,
  replayed: 'ผู้ให้บริการมี Idempotency-Key นี้อยู่แล้ว: นี่คือรายการฝากเงินที่สร้างไว้ครั้งนั้น ไม่มีรายการใดถูกสร้างซ้ำ',
  followWith: (id: string) => `ติดตามรายการด้วย \`pay deposit watch ${id}\` (หรือระบุ --wait เพื่อรอจนได้สถานะสุดท้าย)`,
  card: {
    payExactly: 'โปรดชำระให้ตรงยอดนี้',
    before: (when: string) => `ภายใน ${when}`,
    payTo: (holder: string) => `พร้อมเพย์ถึง ${holder}`,
    title: (amount: string, when: string) => `คิวอาร์พร้อมเพย์: ชำระ ${amount} ภายใน ${when}`,
  },
  qrWritten: (files: string[], amount: string, when: string) =>
    `บันทึกคิวอาร์โค้ดลง ${files.join(' และ ')} แล้ว (สแกนจ่าย ${amount} หมดอายุ ${when})`,
  ask: {
    bank: 'ธนาคารของผู้ชำระเงิน (พิมพ์เพื่อค้นหา)',
    bankChoice: (code: string, english: string, thai: string) => `${code} ${thai} · ${english}`,
    noBank: (text: string) => `ไม่พบธนาคารที่ตรงกับ "${text}": พิมพ์บางส่วนของรหัสหรือชื่อธนาคาร (ดูทั้งหมดด้วย \`pay banks\`)`,
    name: 'ชื่อบัญชีของผู้ชำระเงิน',
    account: 'เลขที่บัญชีของผู้ชำระเงิน',
    accountHint: (min: number, max: number) => `ระบุเลขที่บัญชี ${min} ถึง ${max} หลักตามที่พิมพ์ในสมุดบัญชี เช่น 1234567890 หรือ 123-4-56789-0`,
    pickerHelp: '↑↓ เลื่อน · ⏎ เลือก',
  },
  payerFields: {payerBank: 'รหัสธนาคารของผู้ชำระเงิน', payerName: 'ชื่อบัญชีของผู้ชำระเงิน', payerAccount: 'เลขที่บัญชีของผู้ชำระเงิน'},
  missingPayer: (what: string[]) => `ยังไม่ได้ระบุ${what.join(', ')}: ผู้ให้บริการต้องการข้อมูลผู้ชำระเงินทั้งสองวิธี`,
  passFlags: (labels: string[]) => `ระบุ ${labels.join(', ')}`,
  screen: {
    payExactly: 'ยอดที่ต้องชำระ (ตรงทุกสตางค์)',
    payExactlyLine: (amount: string) => `ยอดที่ต้องชำระ ${amount} (ตรงทุกสตางค์)`,
    nothingDue: (status: string, amount: string) => `ไม่มียอดต้องชำระ: รายการฝากเงินนี้เป็น ${status} แล้ว (ยอดที่กำหนดคือ ${amount})`,
    nothingToPayTo: (status: string) => `ไม่มีบัญชีให้ชำระ: รายการฝากเงินนี้เป็น ${status}`,
    scan: (holder: string) => `สแกนด้วยแอปธนาคารไทยใดก็ได้ (พร้อมเพย์) · ผู้รับเงิน ${holder}`,
    noColour: (id: string) => `ไม่มีสี: คิวอาร์โค้ดนี้สแกนได้บนพื้นสีอ่อนเท่านั้น สำหรับทุกหน้าจอ: \`pay deposit get ${id} --qr-png qr.png\``,
    transferTo: 'โอนเงินเข้า',
    bank: 'ธนาคาร',
    accountName: 'ชื่อบัญชี',
    accountNo: 'เลขที่บัญชี',
    tooSmall: (size: string) => `หน้าต่างเทอร์มินัลนี้ (${size}) เล็กเกินกว่าจะแสดงคิวอาร์โค้ดทั้งหมดพร้อมยอดเงิน`,
    makeItAtLeast: (sizes: string[]) => `ขยายเป็นอย่างน้อย ${sizes.join(' หรือ ')} (คอลัมน์×แถว) แล้วคิวอาร์โค้ดจะปรากฏ หรือส่งรูปคิวอาร์ให้ลูกค้า:`,
  },
} satisfies Words['deposit']
