import type {Words} from '../en/index.js'

export const webhookVerify = {
  valid: '✓ ลายเซ็นถูกต้อง',
  invalid: '✗ ลายเซ็นไม่ถูกต้อง',
  matchesWhen: 'ลายเซ็นจะตรงกันเมื่อ:',
  noVariant: 'ไม่มีรูปแบบที่พบบ่อยของเนื้อหา รหัสลับ หรือลายเซ็นที่ตรงกัน ตรวจสอบ:',
  unknownType: '(ประเภทที่เวอร์ชันนี้ไม่รู้จัก)',
  notValidEvent: (eventType: string) => `⚠ เนื้อหาไม่ใช่ ${eventType} ที่ถูกต้อง:`,
  anEvent: 'เหตุการณ์',
  notJson: '⚠ เนื้อหาไม่ใช่ JSON',
  wouldMatchWith: (variant: string) => `ลายเซ็นเว็บฮุกไม่ตรงกับเนื้อหา แต่จะตรงกันเมื่อ: ${variant}`,
  doesNotMatch: 'ลายเซ็นเว็บฮุกไม่ตรงกับเนื้อหา',
} satisfies Words['webhookVerify']
