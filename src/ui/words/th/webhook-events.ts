import type {Words} from '../en/index.js'

export const webhookEvents = {
  none: 'ยังไม่มีการส่งเว็บฮุกเข้ามา เริ่มรับด้วย `pay webhook listen`',
  headings: {time: 'เวลา', eventId: 'รหัสเหตุการณ์', type: 'ประเภท', signature: 'ลายเซ็น', forwarded: 'การส่งต่อ'},
  noEventId: '(ไม่มี)',
  verified: '✓ ตรวจผ่าน',
  notVerified: 'ยังไม่ได้ตรวจ',
  replay: 'ส่งอีกครั้ง',
} satisfies Words['webhookEvents']
