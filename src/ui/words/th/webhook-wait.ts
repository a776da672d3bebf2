import type {Words} from '../en/index.js'

export const webhookWait = {
  awaited: (eventType: string, objectId?: string) => (objectId === undefined ? eventType : `${eventType} ของ ${objectId}`),
  delivered: (awaited: string, at: string, outcome: string) => `${awaited} ส่งถึงแล้วเมื่อ ${at}: ${outcome}`,
  replayed: (outcome: string) => `ส่งอีกครั้ง ${outcome}`,
  stopped: (awaited: string) => `หยุดรอ ${awaited} แล้ว`,
  notDelivered: (awaited: string, seconds: number) => `ไม่มี ${awaited} ที่ส่งถึงและได้คำตอบ 2xx ภายใน ${seconds} วินาที`,
  lastDidNotCount: (at: string, outcome: string, verified: boolean) =>
    `การส่งครั้งล่าสุด (${at}) ไม่นับ: ${outcome}${verified ? '' : ' และยืนยันลายเซ็นไม่ได้'} ดูรายละเอียดด้วย \`pay webhook events\``,
  noneCame: 'ตรวจว่า `pay webhook listen` ทำงานอยู่โดยใช้โฟลเดอร์ข้อมูลเดียวกัน และ URL เว็บฮุกชี้ไปที่ตัวรับนั้น ดูสิ่งที่ได้รับแล้วด้วย `pay webhook events`',
} satisfies Words['webhookWait']
