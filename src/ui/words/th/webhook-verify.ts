import type {Words} from '../en/index.js'

/** What `notValidEvent` is given when the body names no event type: a Thai word takes no spaces around it. */
const AN_EVENT = 'เหตุการณ์'

export const webhookVerify = {
  valid: '✓ ลายเซ็นถูกต้อง',
  invalid: '✗ ลายเซ็นไม่ถูกต้อง',
  matchesWhen: 'ลายเซ็นจะตรงกันเมื่อ:',
  noVariant: 'ลองรูปแบบที่พบบ่อยของเนื้อหา รหัสลับ และลายเซ็นแล้ว ไม่มีแบบใดตรงกัน ตรวจสอบ:',
  unexplainedNextSteps: [
    'ตรวจรหัสลับเว็บฮุก: ไม่ใช่รหัสลับของ API และต้องเป็นของ endpoint ที่ได้รับการส่งครั้งนี้',
    'ใช้เนื้อหาตรงตามที่ได้รับ (ไบต์ดิบของคำขอ ไม่ใช่สำเนาจากล็อกหรืออ็อบเจกต์ที่แยกวิเคราะห์แล้ว)',
    'ตรวจว่าลายเซ็นคือ X-Webhook-Signature ของการส่งครั้งเดียวกันนี้',
  ],
  unknownType: '(ประเภทที่เวอร์ชันนี้ไม่รู้จัก)',
  notValidEvent: (eventType: string) => (eventType === AN_EVENT ? `⚠ เนื้อหาไม่ใช่${AN_EVENT}ที่ถูกต้อง:` : `⚠ เนื้อหาไม่ใช่ ${eventType} ที่ถูกต้อง:`),
  anEvent: AN_EVENT,
  notJson: '⚠ เนื้อหาไม่ใช่ JSON',
  wouldMatchWith: (variant: string) => `ลายเซ็นเว็บฮุกไม่ตรงกับเนื้อหา แต่จะตรงกันเมื่อ: ${variant}`,
  doesNotMatch: 'ลายเซ็นเว็บฮุกไม่ตรงกับเนื้อหา',
} satisfies Words['webhookVerify']
