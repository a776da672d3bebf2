import type {Words} from '../en/index.js'

export const delivery = {
  notAnEvent: '(ไม่ใช่เหตุการณ์)',
  signed: '✓ ลายเซ็นถูกต้อง',
  signatureProblem: (problem: string) => `⚠ ลายเซ็น: ${problem}`,
  invalid: 'ไม่ถูกต้อง',
  problems: {
    noSecret: 'ยังไม่ได้ตั้งรหัสลับเว็บฮุก',
    noHeader: 'ไม่มีเฮดเดอร์ X-Webhook-Signature',
    noMatch: 'ไม่ตรงกับเนื้อหา',
    wouldMatchWith: (mistake: string) => `ไม่ตรงกับเนื้อหา แต่จะตรงกันเมื่อ: ${mistake}`,
    signedOtherwise: 'ไม่ตรงกับเนื้อหา (ลงลายเซ็นด้วยรหัสลับเว็บฮุกอื่น หรือเนื้อหาถูกแก้ระหว่างทาง)',
  },
  refusals: {
    notVerified: 'ยืนยันลายเซ็นไม่ได้',
    loopSelf: 'ส่งต่อวนซ้ำ: การส่งนี้ผ่านตัวรับเว็บฮุกนี้มาแล้ว',
    loopHops: (hops: number) => `ส่งต่อวนซ้ำ: การส่งนี้ผ่านตัวรับเว็บฮุกมาแล้ว ${hops} ตัว`,
  },
  outcome: {
    refused: (status: number, reason: string) => `ปฏิเสธ ${status}: ${reason} (ไม่ได้ส่งต่อ)`,
    filtered: 'ไม่ได้เลือกไว้ (--events): ตอบ 200 แต่ไม่ได้ส่งต่อ',
    duplicate: 'ส่งซ้ำ: ไม่ได้ส่งต่อ',
    received: 'ได้รับแล้ว',
    failed: (error: string) => `→ ส่งต่อไม่สำเร็จ: ${error}`,
    noAnswer: 'ไม่มีคำตอบ',
  },
  milliseconds: (ms: number) => `${ms} มิลลิวินาที`,
  labels: {
    event: 'เหตุการณ์',
    eventId: 'รหัสเหตุการณ์',
    object: 'รายการ',
    received: 'ได้รับเมื่อ',
    signature: 'ลายเซ็น',
    outcome: 'ผลลัพธ์',
  },
  fields: {
    status: 'สถานะ',
    amount: 'ยอดเงิน',
    credited_amount: 'ยอดเข้ากระเป๋า',
    reason: 'เหตุผล',
    user_ref: 'เลขอ้างอิง',
  },
  aReplay: '(การส่งอีกครั้ง)',
  headers: 'เฮดเดอร์',
  body: (bytes: number) => `เนื้อหาดิบ (${bytes} ไบต์)`,
} satisfies Words['delivery']
