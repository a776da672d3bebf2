import type {Words} from '../en/index.js'

export const apiAnswer = {
  noEnvelope: (status: number, body: string) => `ผู้ให้บริการตอบ ${status} โดยไม่มีรูปแบบข้อผิดพลาดของ API${body ? `: ${body}` : ''}`,
  notJson: (status: number) => `ผู้ให้บริการตอบ ${status} แต่เนื้อหาของคำตอบไม่ใช่ JSON`,
  notApi: (path: string, issue: string) => `คำตอบของผู้ให้บริการไม่ตรงกับรูปแบบของ API: ${path}: ${issue}`,
  wholeBody: 'เนื้อหา',
  reportAnswer: 'รันอีกครั้งพร้อม --verbose เพื่อดูคำตอบ แล้วแจ้งผู้ให้บริการพร้อมรหัสคำขอ',
  next: {
    clock: (seconds: number, behind: boolean, window: number) =>
      `นาฬิกาของเครื่องนี้${behind ? 'ช้ากว่า' : 'เร็วกว่า'}ของเซิร์ฟเวอร์ ${seconds} วินาที (ช่วงที่ยอมรับคือ ±${window} วินาที): ตั้งเวลาให้ตรง (NTP) แล้วลองใหม่`,
    keyRefused: 'ตรวจรหัสคีย์และรหัสลับด้วย `pay whoami` และดูวิธีสร้างลายเซ็นด้วย `pay sign GET /v1/balance --explain`',
    identityRefused:
      'ผู้ให้บริการไม่ยอมรับคีย์นี้: ตรวจว่ารหัสคีย์และรหัสลับเป็นคู่เดียวกัน (คีย์ทดสอบกับคีย์ใช้งานจริงต่างกัน และการเปลี่ยนคีย์จะได้รหัสลับใหม่) และดูวิธีสร้างลายเซ็นด้วย `pay sign GET /v1/balance --explain`',
    allowlist: 'IP ขาออกของเครื่องนี้ต้องอยู่ในรายการ IP ที่อนุญาตของร้านค้า: แจ้ง IP นี้กับทีมของผู้ให้บริการชำระเงิน',
    waitMinute: 'รอสักหนึ่งนาทีแล้วลองใหม่',
    waitSeconds: (seconds: number) => `รอ ${seconds} วินาทีแล้วลองใหม่`,
    idempotencyInProgress: 'คำขอแรกที่ใช้ Idempotency-Key นี้ยังดำเนินการอยู่: รอสักครู่แล้วลองใหม่ด้วยคีย์เดิม',
    idempotencyMismatch: 'Idempotency-Key นี้เคยใช้กับข้อมูลอื่น: ส่งข้อมูลเดิม หรือใช้คีย์ใหม่สำหรับคำขอใหม่',
    notFound: 'ตรวจรหัสรายการ และตรวจว่าใช้คีย์ (ทดสอบหรือใช้งานจริง) ชุดเดียวกับที่สร้างรายการนั้น',
    notCancellable: 'ยกเลิกได้เฉพาะรายการฝากเงินที่ยังเป็น PENDING: ดูว่ารายการจบที่สถานะใดด้วย `pay deposit get ID`',
    invalidBank: 'ดูรหัสธนาคารที่ใช้ได้ด้วย `pay banks`',
    serviceFailed: 'ระบบของผู้ให้บริการขัดข้อง: แจ้งรหัสคำขอเมื่อรายงานปัญหา',
    checkBaseUrl: 'ตรวจว่า URL ของบริการเป็น API ของผู้ให้บริการชำระเงิน (`pay whoami` แสดง URL ที่ใช้อยู่) และใช้ --verbose เพื่อดูคำตอบ',
  },
} satisfies Words['apiAnswer']
