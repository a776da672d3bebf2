import type {Words} from '../en/index.js'

export const listenStop = {
  cutOff: (count: number) =>
    `มีการส่ง ${count} รายการที่ยังรอคำตอบจากแอปของคุณอยู่ตอนที่ตัวรับหยุด: ตอบผู้ส่งไปว่า 503 ผู้ส่งจะลองส่งใหม่ ดูได้ในบันทึก: \`pay webhook events\``,
} satisfies Words['listenStop']
