import type {RecordKind} from '../../../core/files/json-lines.js'
import type {Words} from '../en/index.js'
import type {NoPromptReason} from '../en/notices.js'

const RECORDS: Record<RecordKind, string> = {
  delivery: 'บันทึกการส่งเว็บฮุก',
  request: 'บันทึกคำขอ',
  'final-status': 'บันทึกสถานะสุดท้ายของรายการถอนเงิน',
}

export function noPromptReason(reason: NoPromptReason, action: 'ask' | 'confirm'): string {
  if (reason === 'no-input') return `ปิดการรับข้อมูลไว้ (--no-input) จึง${action === 'ask' ? 'ถาม' : 'ถามยืนยัน'}ไม่ได้`
  if (reason === 'ci') return 'ตั้ง CI ไว้ และใน CI จะไม่ถามอะไร'
  return `ไม่มีเทอร์มินัลให้${action === 'ask' ? 'ถาม' : 'ยืนยัน'}`
}

export const notices = {
  warning: 'คำเตือน:',
  liveMode: ' โหมดใช้งานจริง ',
  realMoney: 'เงินจริง',
  profile: (name: string) => `โปรไฟล์ ${name}`,
  exposedStore: (path: string) => `ผู้ใช้อื่นอ่าน ${path} ได้ และไฟล์นี้เก็บรหัสลับไว้: แก้ด้วย \`chmod 600 ${path}\``,
  liveSecretMoved: (profile: string, place: 'keyring' | 'file', directory: string) =>
    `ย้ายรหัสลับของคีย์ใช้งานจริงของโปรไฟล์ ${profile} ออกจาก profiles.json ไปไว้ใน${place === 'keyring' ? 'คีย์ริงของระบบ' : `ไฟล์สิทธิ์ 0600 ใน ${directory} (เครื่องนี้ไม่มีคีย์ริงของระบบ)`} แล้ว \`pay profile show ${profile}\` บอกว่าเก็บไว้ที่ใด`,
  requestLogUnwritable: (path: string, reason: string) =>
    `เขียนประวัติคำขอลง ${path} ไม่ได้ (${reason}) คำขอของคำสั่งนี้จึงไม่ถูกบันทึก: ตรวจว่าเขียนโฟลเดอร์ข้อมูลได้ หรือตั้ง \`PAY_REQUEST_LOG=off\``,
  exposedHost: (host: string, server: 'sandbox' | 'listener') =>
    `ผูกไว้กับ ${host}: เครื่องอื่นเข้าถึง${server === 'sandbox' ? 'แซนด์บ็อกซ์' : 'ตัวรับเว็บฮุก'}นี้ได้`,
  plainHttpBeyond: (url: string) => `${url} เป็น http ธรรมดาไปยังเครื่องอื่น: การส่งเว็บฮุกแต่ละครั้งและลายเซ็นจะผ่านเครือข่ายโดยไม่เข้ารหัส`,
  updateAvailable: 'มีเวอร์ชันใหม่:',
  update: (name: string, latest: string, current: string) =>
    `${name} ${latest} (เวอร์ชันนี้คือ ${current}) ติดตั้งด้วย: npm install -g ${name}@latest`,
  skippedLines: (count: number, path: string, records: RecordKind) =>
    `ข้าม ${count} บรรทัดของ ${path} ที่ไม่ใช่${RECORDS[records] ?? RECORDS.request} (เสียหาย ถูกตัดขาด หรือเขียนโดยโปรแกรมอื่น) อ่านส่วนที่เหลือแล้ว`,
  prompts: {
    refused: (reason: NoPromptReason) => `ยังไม่ได้ยืนยัน: ${noPromptReason(reason, 'confirm')}`,
    passYes: 'ระบุ --yes เพื่อยืนยันโดยไม่ต้องถาม',
    cancelled: 'ยกเลิกแล้ว ไม่ได้ส่งอะไรออกไป',
    answer: (yes: boolean) => (yes ? 'ใช่' : 'ไม่ใช่'),
  },
} satisfies Words['notices']
