import type {Words} from '../en/index.js'

export const fixtures = {
  start: (count: number, file: string, description?: string) => `กำลังรัน ${count} ขั้นตอนจาก ${file}${description ? `: ${description}` : ''}`,
  done: (count: number) => `ทั้ง ${count} ขั้นตอนได้รับคำตอบ 2xx ดูคำตอบแต่ละขั้นตอนได้ด้วย --json`,
  took: (ms: number) => `${ms} มิลลิวินาที`,
  step: (index: number, name: string) => `ขั้นตอนที่ ${index}: ${name}`,
  unresolved: (references: string[]) =>
    `คงไว้ตามที่เขียน จะเติมจากคำตอบของขั้นตอนก่อนหน้าเมื่อรันจริง (ข้อมูลและลายเซ็นจึงจะต่างไป): ${references.join(', ')}`,
  question: (count: number, file: string) => `ส่งคำขอ ${count} รายการที่อาจทำให้เงินเคลื่อนไหว จาก ${file} ด้วยคีย์ใช้งานจริง ใช่หรือไม่?`,
} satisfies Words['fixtures']
