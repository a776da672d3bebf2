import type {Words} from '../en/index.js'

const never = '(ตอนที่เกิดเหตุการณ์ ร้านค้ายังไม่มี URL เว็บฮุก หรือไม่ได้สมัครรับเหตุการณ์นี้)'

export const webhookReconcile = {
  checked: (deposits: number, withdrawals: number, inLog: number, log: string) =>
    `ตรวจรายการฝากเงิน ${deposits} รายการ และรายการถอนเงิน ${withdrawals} รายการ เทียบกับ ${inLog} เหตุการณ์ใน ${log}`,
  noneMissing: 'ไม่มีเหตุการณ์ที่ขาดหาย',
  missing: (count: number) => `${count} เหตุการณ์ควรมาถึงแล้วแต่ยังไม่มา:`,
  allQueued: (count: number) => `${count} เหตุการณ์ยังไม่มาถึง แซนด์บ็อกซ์เข้าคิวส่งใหม่ทั้งหมดแล้ว:`,
  headings: {eventId: 'รหัสเหตุการณ์', object: 'รายการ', replay: 'การส่งใหม่'},
  objects: {deposit: 'ฝากเงิน', withdrawal: 'ถอนเงิน'},
  queuedAgain: (deliveryId: string) => `เข้าคิวส่งใหม่แล้ว (การส่ง ${deliveryId})`,
  notSentAgain: 'ไม่ได้ส่งใหม่',
  whyNotSent: (reason: string) => `ที่ไม่ได้ส่งใหม่ เพราะ${reason}`,
  reasons: {
    realService:
      'ผู้ให้บริการไม่มี API สำหรับส่งเหตุการณ์ใหม่: ผู้ให้บริการส่งซ้ำการส่งที่ล้มเหลวประมาณ 24 ชั่วโมง หลังจากนั้นให้ส่งใหม่จากบันทึกการส่งในพอร์ทัล หรือดูรายการด้วย `pay deposit get ID` / `pay withdrawal get ID`',
    neverQueued: `แซนด์บ็อกซ์ไม่เคยเข้าคิวส่ง ${never}`,
  },
  hints: {
    realService: 'ขอให้ผู้ให้บริการจริงส่งใหม่ไม่ได้: ส่งใหม่จากบันทึกการส่งในพอร์ทัลของผู้ให้บริการ',
    replayAll: 'ให้แซนด์บ็อกซ์ส่งใหม่ด้วย --replay',
    replayNone: (_missing: number) =>
      `ส่งใหม่ไม่ได้เลย: แซนด์บ็อกซ์ไม่เคยเข้าคิวส่ง ${never} ดูรายการด้วย \`pay deposit get ID\` หรือ \`pay withdrawal get ID\``,
    replaySome: (replayable: number, others: number) =>
      `--replay ให้แซนด์บ็อกซ์ส่งใหม่ได้ ${replayable} เหตุการณ์ อีก ${others} เหตุการณ์แซนด์บ็อกซ์ไม่เคยเข้าคิวส่ง ${never}`,
  },
  badSince: (text: string) => `--since "${text}" ไม่ใช่วันที่หรือเวลา`,
  sinceHint: 'ใช้รูปแบบ ISO 8601 เช่น 2026-11-01 หรือ 2026-11-01T09:00:00Z',
} satisfies Words['webhookReconcile']
