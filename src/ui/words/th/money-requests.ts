import type {Words} from '../en/index.js'

export const moneyRequests = {
  retryWith: (command: string) => `ลองใหม่ด้วย: ${command}`,
  failedAfterAnswer: (what: string) => `คำเตือน: ได้รับคำตอบแล้วตามที่แสดงด้านบน สิ่งที่ล้มเหลวหลังจากนั้นไม่ได้เปลี่ยนผลนั้น: ${what}`,
} satisfies Words['moneyRequests']
