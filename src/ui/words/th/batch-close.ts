import type {Words} from '../en/index.js'

const rows = (count: number) => `${count} รายการ`

export const batchClose = {
  rows,
  change: (row: number, what: string, status: string) => `รายการที่ ${row} (${what}): ${status}`,
  waiting: (open: number, seconds: number) => `ยังไม่สิ้นสุด ${rows(open)} จะตรวจอีกครั้งใน ${seconds} วินาที`,
  headline: (file: string, final: number, total: number) => `${file}: สิ้นสุดแล้ว ${final} จาก ${rows(total)}`,
  counts: {
    succeeded: 'SUCCESS',
    failed: 'FAILED',
    rejected: 'REJECTED',
    open: 'ยังไม่สิ้นสุด',
    noWithdrawal: 'ไม่มีรายการถอนเงิน',
    unknown: 'ไม่ทราบสถานะ',
    paid: 'จ่ายแล้ว',
    fees: 'ค่าธรรมเนียม',
    refunded: 'คืนเงินแล้ว',
    finalFile: 'ไฟล์สถานะสุดท้าย',
    retryFile: 'ไฟล์จ่ายใหม่',
  },
  notes: {
    succeeded: 'จ่ายแล้ว',
    failed: 'ยอดรวมกลับเข้ากระเป๋าเงินแล้ว',
    noWithdrawal: 'ไม่เคยส่ง ถูกปฏิเสธ หรือส่งแล้วแต่ไม่พบที่ผู้ให้บริการ',
    unknown: 'ส่งแล้วแต่ไม่ได้รับคำตอบ และค้นรายการถอนเงินย้อนหลังได้ไม่ถึง จึงยังบอกไม่ได้ว่ามีรายการถอนเงินหรือไม่',
    paid: 'เฉพาะรายการ SUCCESS',
  },
  endedBadly: (row: number, status: string, reason: string) => `รายการที่ ${row}: ${status}${reason ? `: ${reason}` : ''}`,
  more: (count: number) => `… และอีก ${count} รายการ (ดูทั้งหมดในไฟล์สถานะสุดท้าย)`,
  allPaid: 'ทุกรายการเป็น SUCCESS: ชุดโอนเงินนี้จ่ายครบแล้ว',
  someEndedBadly: (count: number) => `${rows(count)} จบด้วยสถานะ FAILED หรือ REJECTED: ยอดรวมกลับเข้ากระเป๋าเงินแล้ว`,
  gaveUp: (seconds: number, rowNumbers: string) => `หยุดรอหลังจาก ${seconds} วินาที ยังไม่สิ้นสุด: รายการที่ ${rowNumbers}`,
  followAgain: (command: string) => `รันอีกครั้งภายหลังเพื่อติดตามต่อ: ${command}`,
  notPaid: (count: number) => `${rows(count)} ไม่มีรายการถอนเงิน: ยังไม่ได้จ่าย`,
  payRest: (command: string) => `จ่ายรายการเหล่านี้โดยรันไฟล์อีกครั้ง (รายการที่มีรายการถอนเงินแล้วจะไม่ถูกส่งซ้ำ): ${command}`,
  retryWritten: (count: number) => `เขียน ${rows(count)} ลงไฟล์จ่ายใหม่แล้ว แก้ไขแล้วจ่ายเป็นชุดโอนเงินใหม่ (คีย์ใหม่ ยืนยันตามปกติ):`,
  retryHint: (command: string) => `เขียนรายการเหล่านี้ลงไฟล์รายการโอนเงิน เพื่อจ่ายใหม่หลังแก้ไข: ${command}`,
  failing: {
    label: 'ผู้รับเงินที่โอนไม่สำเร็จซ้ำ',
    skipped: (count: number) =>
      `${rows(count)} โอนเข้าบัญชีที่เคยโอนไม่สำเร็จ (FAILED) ตั้งแต่ 2 ครั้งขึ้นไปใน 30 วัน: ข้ามไป (ส่งได้ด้วย --include-failing-payees):`,
    included: (count: number) =>
      `${rows(count)} โอนเข้าบัญชีที่เคยโอนไม่สำเร็จ (FAILED) ตั้งแต่ 2 ครั้งขึ้นไปใน 30 วัน: ส่งตามที่ระบุ --include-failing-payees:`,
    payee: (row: number, what: string, failures: number, reason: string) =>
      `รายการที่ ${row} (${what}): FAILED ${failures} ครั้ง${reason ? ` ครั้งล่าสุด: ${reason}` : ''}`,
  },
} satisfies Words['batchClose']
