import type {Words} from '../en/index.js'

export const requestTarget = {
  subjects: {path: 'พาธ', step: (step: string) => `ขั้นตอน "${step}": พาธหลังเติมคำตอบแล้ว`, baseUrl: 'พาธของ URL ของบริการ'},
  noSlash: (subject: string, target: string) => `${subject} ${target} ไม่ได้ขึ้นต้นด้วย "/" ไม่ได้ส่งอะไรออกไป`,
  cannotSend: (subject: string, target: string, what: string, position: number) =>
    `${subject} ${target} ส่งตามที่เขียนไม่ได้: มี ${what} ที่ตำแหน่ง ${position} ไม่ได้ส่งอะไรออกไป`,
  badEscape: '"%" ที่ไม่มีเลขฐานสิบหกสองหลักตามหลัง',
  dotSegment: (segment: string) => `ส่วนของพาธแบบจุด "${segment}"`,
  names: {
    nul: 'NUL',
    tab: 'แท็บ',
    lineFeed: 'การขึ้นบรรทัดใหม่',
    carriageReturn: 'อักขระ CR',
    space: 'ช่องว่าง',
    del: 'DEL',
  },
  named: (name: string, code: string) => `${name} (${code})`,
  shown: (character: string, code: string) => `"${character}" (${code})`,
  invisible: (code: string) => `อักขระที่มองไม่เห็นหรืออักขระควบคุม ${code}`,
  fixes: {
    slash: 'พาธต้องขึ้นต้นด้วย "/" เช่น /v1/balance',
    escape: '"%" ใช้ขึ้นต้นรหัสแทนอักขระ เช่น %20 ถ้าต้องการเครื่องหมายเปอร์เซ็นต์เองให้เขียน %25',
    dotSegment: 'ตัวแยกวิเคราะห์ URL และพร็อกซีจะตัดส่วน "." และ ".." ออก ผู้ให้บริการจึงจะได้พาธต่างจากที่ลงลายเซ็น: เขียนพาธโดยไม่มีส่วนเหล่านี้',
    fragment: 'ส่วนท้ายที่ขึ้นต้นด้วย # (#…) ไม่ถูกส่งไปด้วย: ลบออก หรือเขียน %23 ถ้า "#" เป็นส่วนหนึ่งของพาธหรือคิวรี',
    encode: (encoded: string) => `เข้ารหัสแบบเปอร์เซ็นต์: ${encoded}`,
    halfPair: 'อักขระนี้เป็นครึ่งหนึ่งของคู่ UTF-16 ไม่ใช่ตัวอักษร: ลบออก',
  },
} satisfies Words['requestTarget']
