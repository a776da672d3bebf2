import type {NoMatchCode} from '../../../core/schemas/output/test-mode.js'
import type {Words} from '../en/index.js'
import type {NoMatchFacts} from '../en/test-mode.js'

export const testMode = {
  injected: (id: string, amount: string) => `ส่งการโอนทดสอบ ${id} จำนวน ${amount} เข้าระบบแล้ว`,
  credited: (id: string, status: string, matched: string | undefined, credited: string | undefined) =>
    `รายการฝากเงิน ${id} ${status}: จับคู่แล้ว${matched ? ` ${matched}` : ''}${credited ? ` เข้ากระเป๋าเงิน ${credited}` : ''}`,
  notCredited: (id: string, status: string) => `รายการฝากเงิน ${id} ไม่ได้เข้ากระเป๋าเงิน (ยังเป็น ${status}) สาเหตุที่เป็นไปได้:`,
  reason: (code: NoMatchCode, facts: NoMatchFacts) => {
    switch (code) {
      case 'AMOUNT_DIFFERS':
        return `ยอดที่โอนคือ ${facts.sent} แต่รายการฝากเงินกำหนด ${facts.expected} ตรงทุกสตางค์ (expected_amount)`
      case 'SENDER_BANK_DIFFERS':
        return `ธนาคารผู้โอน ${facts.sender} ไม่ใช่ธนาคารของผู้ชำระเงิน ${facts.payer}`
      case 'MATCH_WINDOW_CLOSED':
        return `ช่วงเวลาจับคู่ของรายการฝากเงินปิดไปแล้วเมื่อ ${facts.closedAt}`
      case 'DEPOSIT_NOT_PENDING':
        return `รายการฝากเงินเปลี่ยนเป็นสถานะ ${facts.status} ก่อนที่การโอนจะถูกจับคู่`
      case 'NOT_MATCHED_YET':
        return `ยังไม่ถูกจับคู่ภายในเวลาที่รอ การจับคู่ทำงานเบื้องหลัง ติดตามรายการด้วย \`pay deposit watch ${facts.depositId}\``
    }
  },
  topUp: (amount: string) => `เติม ${amount} เข้ากระเป๋าเงินทดสอบแล้ว ดูได้ด้วย \`pay balance\``,
  resetQuestion: 'ล้างข้อมูลทดสอบทั้งหมดของร้านค้านี้ (รายการฝากเงิน รายการถอนเงิน และยอดคงเหลือทดสอบ) ใช่ไหม? ย้อนกลับไม่ได้',
  reset: 'ล้างข้อมูลทดสอบแล้ว: รายการฝากเงิน ถอนเงิน และยอดคงเหลือทดสอบถูกลบแล้ว ข้อมูลใช้งานจริงไม่ได้รับผลกระทบ',
} satisfies Words['testMode']
