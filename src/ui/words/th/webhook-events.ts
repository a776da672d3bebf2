import type {Words} from '../en/index.js'

export const webhookEvents = {
  none: 'ยังไม่มีการส่งเว็บฮุก รับได้ด้วย `pay webhook listen`',
  headings: {time: 'เวลา', eventId: 'รหัสเหตุการณ์', type: 'ประเภท', signature: 'ลายเซ็น', forwarded: 'การส่งต่อ'},
  noEventId: '(ไม่มี)',
  verified: '✓ ถูกต้อง',
  notVerified: 'ไม่ผ่านการตรวจ',
  replay: 'ส่งอีกครั้ง',
} satisfies Words['webhookEvents']
