import type {Words} from '../en/index.js'

export const watch = {
  kinds: {deposit: 'ฝากเงิน', withdrawal: 'ถอนเงิน'},
  history: 'ประวัติสถานะ (ตามรอบการตรวจ)',
  toPayDiffers: (expected: string, amount: string) => `${expected} (ไม่ใช่ ${amount}: ชำระยอดนี้ให้ตรง)`,
  passed: (time: string) => `${time} · เลยเวลาแล้ว`,
  timeLeft: (time: string, left: string) => `${time} · เหลือ ${left}`,
  keys: {cancel: 'c ยกเลิก', simulate: 's จำลองการโอน', leave: 'q ออก', details: 'd รายละเอียด', code: 'd คิวอาร์โค้ด'},
  codeLeft: (left: string) => `คิวอาร์โค้ดใช้ได้อีก ${left}`,
  codePassed: 'คิวอาร์โค้ดหมดเวลาแสดงแล้ว',
  working: 'กำลังดำเนินการ…',
  confirmCancel: (id: string) => `ยกเลิกรายการฝากเงิน ${id} ใช่ไหม? การโอนหลังจากนี้จะไม่ถูกจับคู่ [y/N]`,
  notCancelled: 'ไม่ได้ยกเลิก',
  simulating: 'กำลังจำลองการโอน…',
  left: (kind: string, id: string) => `ออกแล้ว ไม่มีอะไรเปลี่ยนแปลง ติดตามอีกครั้งด้วย \`pay ${kind} watch ${id}\``,
  interrupted: (kind: string, id: string) => `หยุดกลางคัน ไม่มีอะไรเปลี่ยนแปลง ติดตามอีกครั้งด้วย \`pay ${kind} watch ${id}\``,
  stopped: (why: string) => `หยุดติดตาม: ${why}`,
  unreadable: 'อ่านสถานะไม่ได้',
  outcome: {
    credited: (status: string, credited: string | undefined, received: string | undefined) =>
      `ฝากเงิน ${status}: ${credited ?? 'ยอดเงิน'} เข้ายอดคงเหลือแล้ว${received ? ` (ได้รับ ${received})` : ''}`,
    expired: (status: string, before: string | undefined) =>
      `ฝากเงิน ${status}: ไม่มีการโอนที่จับคู่ได้${before ? `ก่อน ${before}` : ''} สร้างรายการใหม่ให้ลูกค้า`,
    cancelled: (status: string) => `ฝากเงิน ${status}: การโอนจากนี้จะไม่ถูกจับคู่กับรายการนี้`,
    waiting: (status: string) => `ฝากเงิน ${status}: ยังรอการโอนจากลูกค้า`,
    reason: (reason: string) => `สาเหตุจากผู้ให้บริการ: ${reason}`,
  },
  lines: {
    kinds: {deposit: 'รายการฝากเงิน', withdrawal: 'รายการถอนเงิน'},
    retry: (seconds: number) => `จะลองใหม่ใน ${seconds} วินาที`,
  },
} satisfies Words['watch']
