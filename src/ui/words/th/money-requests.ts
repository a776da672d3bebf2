import type {Words} from '../en/index.js'

export const moneyRequests = {
  answerTooLarge: (method: string, url: string, limit: number) => `คำตอบของ ${method} ${url} ยาวเกิน ${limit} ไบต์ pay จึงไม่อ่านคำตอบนี้`,
  checkService: 'ตรวจว่า URL ของบริการถูกต้อง',
  interrupted: (method: string, url: string, signal: string) => `คำขอ ${method} ${url} ถูกหยุด (${signal}) ก่อนได้รับคำตอบ`,
  retryWith: (command: string) => `ลองใหม่ด้วย: ${command}`,
  failedAfterAnswer: (what: string) => `คำเตือน: ได้รับคำตอบแล้วตามที่แสดงด้านบน สิ่งที่ล้มเหลวหลังจากนั้นไม่ได้เปลี่ยนผลนั้น: ${what}`,
} satisfies Words['moneyRequests']
