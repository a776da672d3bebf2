import type {Words} from '../en/index.js'

export const doctor = {
  checks: {
    credentials: 'ข้อมูลรับรอง',
    mode: 'โหมดของคีย์',
    profile_file: 'ไฟล์โปรไฟล์',
    base_url: 'URL ของบริการ',
    clock: 'นาฬิกา',
    key: 'การยอมรับคีย์',
    webhook_secret: 'รหัสลับเว็บฮุก',
    bank_cache: 'แคชรายชื่อธนาคาร',
  },
  language: 'ภาษา',
  allPass: (count: number) => `ผ่านครบทั้ง ${count} รายการ`,
  failed: (failures: number, total: number, skips: number) =>
    `ไม่ผ่าน ${failures} จาก ${total} รายการ${skips > 0 ? ` และตรวจไม่ได้ ${skips} รายการ` : ''}`,
} satisfies Words['doctor']
