import type {Words} from '../en/index.js'

const events = (count: number) => `เหตุการณ์ ${count} รายการ`

const never = '(ตอนที่เกิดเหตุการณ์ ร้านค้ายังไม่มี URL เว็บฮุก หรือไม่ได้สมัครรับเหตุการณ์นี้)'

export const webhookReconcile = {
  checked: (deposits: number, withdrawals: number, inLog: number, log: string) =>
    `ตรวจรายการฝากเงิน ${deposits} รายการ และรายการถอนเงิน ${withdrawals} รายการ เทียบกับ${events(inLog)}ใน ${log}`,
  noneMissing: 'ไม่มีเหตุการณ์ที่ขาดหาย',
  missing: (count: number) => `${events(count)}ควรมาถึงแล้วแต่ยังไม่มา:`,
  allQueued: (count: number) => `${events(count)}ยังไม่มาถึง แซนด์บ็อกซ์นำเข้าคิวเพื่อส่งอีกครั้ง${count === 1 ? '' : 'ทุกรายการ'}แล้ว:`,
  headings: {eventId: 'รหัสเหตุการณ์', object: 'รายการ', replay: 'ส่งอีกครั้ง'},
  objects: {deposit: 'ฝากเงิน', withdrawal: 'ถอนเงิน'},
  queuedAgain: (deliveryId: string) => `เข้าคิวส่งอีกครั้งแล้ว (การส่ง ${deliveryId})`,
  notSentAgain: 'ไม่ได้ส่งอีกครั้ง',
  whyNotSent: (reason: string) => `ที่ไม่ได้ส่งอีกครั้ง เพราะ${reason}`,
  reasons: {
    realService:
      'ผู้ให้บริการไม่มี API ให้ส่งเหตุการณ์อีกครั้ง: ผู้ให้บริการจะลองส่งใหม่เมื่อการส่งล้มเหลว นานประมาณ 24 ชั่วโมง หลังจากนั้นให้ส่งอีกครั้งจากบันทึกการส่งในพอร์ทัล หรือดูรายการด้วย `pay deposit get ID` / `pay withdrawal get ID`',
    neverQueued: `แซนด์บ็อกซ์ไม่เคยนำเหตุการณ์นี้เข้าคิว ${never}`,
  },
  hints: {
    realService: 'สั่งให้ผู้ให้บริการจริงส่งอีกครั้งไม่ได้: ส่งอีกครั้งได้จากบันทึกการส่งในพอร์ทัลของผู้ให้บริการ',
    replayAll: 'ใช้ --replay เพื่อให้แซนด์บ็อกซ์ส่งอีกครั้ง',
    replayNone: (_missing: number) =>
      `ส่งอีกครั้งไม่ได้เลย: แซนด์บ็อกซ์ไม่เคยนำเข้าคิว ${never} ดูรายการด้วย \`pay deposit get ID\` หรือ \`pay withdrawal get ID\``,
    replaySome: (replayable: number, others: number) =>
      `--replay ให้แซนด์บ็อกซ์ส่งอีกครั้งได้ ${replayable} รายการ ส่วนอีก ${others} รายการแซนด์บ็อกซ์ไม่เคยนำเข้าคิว ${never}`,
  },
  badSince: (text: string) => `--since "${text}" ไม่ใช่วันที่หรือเวลา`,
  sinceHint: 'ใช้รูปแบบ ISO 8601 เช่น 2026-11-01 หรือ 2026-11-01T09:00:00Z',
} satisfies Words['webhookReconcile']
