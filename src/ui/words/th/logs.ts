import type {Words} from '../en/index.js'

export const logs = {
  noAnswer: 'ไม่มีคำตอบ',
  retry: (count: number) => ` (ลองใหม่ครั้งที่ ${count})`,
  milliseconds: (ms: number) => `${ms} มิลลิวินาที`,
  modes: {test: 'ทดสอบ', live: 'ใช้งานจริง', unsigned: 'ไม่ลงลายเซ็น'},
  requestId: (id: string) => `คำขอ ${id}`,
  idempotencyKey: (key: string) => `คีย์ ${key}`,
  noneMatch: 'ไม่มีคำขอที่บันทึกไว้ตรงกับเงื่อนไข',
  noneYet: 'ยังไม่มีคำขอที่บันทึกไว้: ทุกคำขอที่ pay ส่งจะถูกเก็บไว้ที่นี่',
  olderMatch: 'ยังมีคำขอที่เก่ากว่าตรงกับเงื่อนไขด้วย: เพิ่ม --limit เพื่อดู',
  following: (path: string) => `กำลังติดตาม ${path} กด Ctrl-C เพื่อหยุด`,
} satisfies Words['logs']
