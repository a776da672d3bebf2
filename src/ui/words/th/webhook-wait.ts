import type {Words} from '../en/index.js'

export const webhookWait = {
  awaited: (eventType: string, objectId?: string) => (objectId === undefined ? eventType : `${eventType} ของ ${objectId}`),
  delivered: (awaited: string, at: string, outcome: string) => `ส่ง ${awaited} ถึงแล้วเมื่อ ${at}: ${outcome}`,
  replayed: (outcome: string) => `ส่งใหม่ ${outcome}`,
  stopped: (awaited: string) => `หยุดรอ ${awaited} แล้ว`,
  notDelivered: (awaited: string, seconds: number) => `ไม่มีการส่ง ${awaited} ที่แอปตอบ 2xx ภายใน ${seconds} วินาที`,
  lastDidNotCount: (at: string, outcome: string, verified: boolean) =>
    `การส่งครั้งล่าสุด (${at}) ไม่นับ: ${outcome}${verified ? '' : ' และตรวจลายเซ็นไม่ผ่าน'} ดูด้วย \`pay webhook events\``,
  noneCame: 'ตรวจว่า `pay webhook listen` ทำงานอยู่ด้วยโฟลเดอร์ข้อมูลเดียวกัน และ URL เว็บฮุกชี้มาที่ตัวรับนี้ ดูสิ่งที่ได้รับด้วย `pay webhook events`',
} satisfies Words['webhookWait']
