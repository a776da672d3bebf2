import type {Words} from '../en/index.js'

export const error = {
  label: 'ข้อผิดพลาด:',
  code: (code: string) => `รหัส ${code}`,
  status: (status: number) => `สถานะ ${status}`,
  requestId: (id: string) => `request_id ${id}`,
  retryWithKey: (key: string) => `(ลองใหม่ด้วย --idempotency-key ${key})`,
  notBuilt: (method: string, url: string, reason: string) => `ส่ง ${method} ${url} ไม่ได้: ${reason} ไม่ได้ส่งอะไรออกไป`,
  checkRequest: 'ตรวจค่าที่ระบุให้คำขอ (พาธ เฮดเดอร์): ไม่มีอะไรไปถึงผู้ให้บริการ แก้แล้วรันอีกครั้งได้อย่างปลอดภัย',
  networkFailed: (method: string, url: string, timedOut: boolean, code: string) =>
    `${method} ${url} ${timedOut ? 'หมดเวลารอคำตอบ' : `ล้มเหลว (${code})`}`,
  networkNext: {
    'not-sent': 'เชื่อมต่อไม่ได้ จึงไม่มีอะไรไปถึงผู้ให้บริการ: ตรวจ URL ของบริการและเครือข่าย (และ HTTPS_PROXY ถ้าต้องใช้) แล้วรันอีกครั้ง',
    check: 'ตรวจ URL ของบริการและเครือข่าย (และ HTTPS_PROXY ถ้าต้องใช้) แล้วลองใหม่',
    'retry-with-key': 'รายการนี้อาจดำเนินการไปแล้วหรือยังก็ได้: ลองใหม่ด้วย --idempotency-key เดิม ซึ่งจะไม่สร้างรายการซ้ำ',
  },
  hints: {
    IP_NOT_ALLOWED: 'IP ขาออกของเครื่องนี้ต้องอยู่ในรายการ IP ที่อนุญาตของร้านค้า: แจ้ง IP นี้กับทีมของผู้ให้บริการชำระเงิน',
    FORBIDDEN: 'IP ขาออกของเครื่องนี้ต้องอยู่ในรายการ IP ที่อนุญาตของร้านค้า: แจ้ง IP นี้กับทีมของผู้ให้บริการชำระเงิน',
    IDEMPOTENCY_IN_PROGRESS: 'คำขอแรกที่ใช้ Idempotency-Key นี้ยังดำเนินการอยู่: รอสักครู่แล้วลองใหม่ด้วยคีย์เดิม',
    IDEMPOTENCY_KEY_MISMATCH: 'Idempotency-Key นี้เคยใช้กับข้อมูลอื่น: ส่งข้อมูลเดิม หรือใช้คีย์ใหม่สำหรับคำขอใหม่',
    NOT_FOUND: 'ตรวจรหัสรายการ และตรวจว่าใช้คีย์ (ทดสอบหรือใช้งานจริง) ชุดเดียวกับที่สร้างรายการนั้น',
    NOT_CANCELLABLE: 'ยกเลิกได้เฉพาะรายการฝากเงินที่ยังเป็น PENDING: ดูว่ารายการจบที่สถานะใดด้วย `pay deposit get ID`',
    INVALID_BANK: 'ดูรหัสธนาคารที่ใช้ได้ด้วย `pay banks`',
    CONFIRMATION_REQUIRED: 'ใส่ --yes เพื่อยืนยันโดยไม่ต้องถาม',
  },
} satisfies Words['error']
