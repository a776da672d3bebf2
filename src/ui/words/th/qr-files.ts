import type {Words} from '../en/index.js'

export const qrFiles = {
  unreadable: (findings: string) => `ข้อมูลคิวอาร์ไม่ใช่รหัสพร้อมเพย์ที่ถูกต้อง (${findings})`,
  crc: (found: string, expected: string) => `ค่าตรวจสอบของคิวอาร์คือ ${found} แต่เนื้อหาให้ค่า ${expected}: แอปธนาคารจะไม่ยอมสแกน`,
  amountMismatch: (amount: string, expected: string) =>
    `คิวอาร์ระบุยอด ${amount} บาท แต่รายการฝากเงินกำหนด ${expected} บาท: การโอนตามยอดในคิวอาร์จะจับคู่ไม่ได้`,
  doNotPay: 'อย่าให้ลูกค้าชำระด้วยคิวอาร์นี้: ยกเลิกรายการฝากเงินแล้วสร้างใหม่',
  finding: {
    malformedField: (position: number) => `ฟิลด์ที่ตำแหน่ง ${position} มีรูปแบบไม่ถูกต้อง`,
    lengthMismatch: (id: string, declared: string, actual: number) => `ฟิลด์ ${id} ระบุความยาว ${declared} ตัวอักษร แต่มีจริง ${actual} ตัวอักษร`,
    crcNotLast: 'ฟิลด์ 63 (ค่าตรวจสอบ) ต้องอยู่ท้ายสุด',
    crcLength: 'ฟิลด์ 63 (ค่าตรวจสอบ) ต้องยาว 4 ตัวอักษร',
    crc: (found: string, expected: string) => `ค่าตรวจสอบคือ ${found} แต่ควรเป็น ${expected}`,
    formatNotFirst: 'ฟิลด์ 00 (รูปแบบข้อมูล) ต้องอยู่แรกสุดและมีค่า 01',
    fieldTwice: (id: string) => `มีฟิลด์ ${id} มากกว่าหนึ่งครั้ง`,
    initiation: 'ฟิลด์ 01 (ประเภทคิวอาร์) ต้องเป็น 11 หรือ 12',
    currency: 'ฟิลด์ 53 (สกุลเงิน) ต้องเป็น 764 (THB)',
    country: 'ฟิลด์ 58 (ประเทศ) ต้องเป็น TH',
    amount: (text: string) => `ฟิลด์ 54 (ยอดเงิน) ไม่ใช่ยอดเงินที่ถูกต้อง: ${text}`,
    noMerchant: 'ไม่มีฟิลด์พร้อมเพย์ (29) หรือฟิลด์ชำระบิล (30)',
    unexpectedAid: (id: string) => `ฟิลด์ ${id} มี AID ที่ไม่รู้จัก`,
    notOneTarget: 'ฟิลด์ 29 ต้องมีปลายทางเดียว: 01 เบอร์มือถือ 02 เลขประจำตัวประชาชน 03 e-wallet หรือ 04 บัญชีธนาคาร',
    targetMalformed: (id: string, target: string) => `ฟิลด์ ${id} (${target}) มีรูปแบบไม่ถูกต้อง`,
    targets: {
      mobile: 'เบอร์มือถือ',
      'national-id': 'เลขประจำตัวประชาชนหรือเลขประจำตัวผู้เสียภาษี',
      'e-wallet': 'รหัส e-wallet',
      'bank-account': 'บัญชีธนาคาร',
    },
    billerId: 'ฟิลด์ 30.01 (รหัสผู้เรียกเก็บเงิน) ต้องเป็นตัวเลข 15 หลัก',
    noReference1: 'ต้องมีฟิลด์ 30.02 (เลขอ้างอิง 1)',
  },
} satisfies Words['qrFiles']
