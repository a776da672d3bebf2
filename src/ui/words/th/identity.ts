import type {Words} from '../en/index.js'

export const identity = {
  profile: 'โปรไฟล์',
  baseUrl: 'URL ของบริการ',
  mode: 'โหมด',
  keyId: 'รหัสคีย์',
  status: 'สถานะ',
  noProfile: '(ไม่มี: ใช้ข้อมูลรับรองจาก PAY_API_KEY / PAY_API_SECRET)',
  live: 'ใช้งานจริง (เงินจริง)',
  test: 'ทดสอบ',
  accepted: '✓ ผู้ให้บริการยอมรับคีย์นี้',
  notReached: (code: string, message: string) => `✗ ติดต่อผู้ให้บริการไม่ได้ จึงยังไม่ได้ตรวจคีย์: ${code} ${message}`.trimEnd(),
  notAccepted: (code: string, message: string) => `✗ ผู้ให้บริการไม่ยอมรับ: ${code} ${message}`.trimEnd(),
} satisfies Words['identity']
