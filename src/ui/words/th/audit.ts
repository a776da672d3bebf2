import type {AuditVerification} from '../../../core/schemas/output/audit.js'
import type {Words} from '../en/index.js'

type Broken = NonNullable<AuditVerification['broken']>

const PROBLEMS: Record<Broken['problem'], (broken: Broken) => string> = {
  unreadable: ({line}) => `บรรทัด ${line} ไม่ใช่รายการบันทึกตรวจสอบ (ถูกตัดขาด หรือไม่ได้เขียนโดย pay)`,
  edited: ({line, seq}) => `รายการที่ ${seq} (บรรทัด ${line}) ถูกแก้หลังบันทึก: แฮชของรายการไม่ตรงอีกต่อไป`,
  missing: ({line, seq, expected}) =>
    `รายการที่ ${seq} (บรรทัด ${line}) ต่อจากรายการที่ ${expected - 1}: ${expected === (seq ?? 0) - 1 ? `รายการที่ ${expected}` : `รายการที่ ${expected} ถึง ${(seq ?? 0) - 1}`} ถูกลบ`,
  'out-of-order': ({line, seq, expected}) => `รายการที่ ${seq} อยู่ที่บรรทัด ${line} ซึ่งควรเป็นรายการที่ ${expected}: รายการถูกย้ายหรือสลับที่`,
  unchained: ({line, seq}) => `รายการที่ ${seq} (บรรทัด ${line}) ไม่ต่อกับรายการก่อนหน้า: รายการก่อนหน้าถูกแทนที่`,
}

export const audit = {
  verify: {
    empty: (path: string) => `ยังไม่มีบันทึกตรวจสอบที่ ${path}: ยังไม่มีคำสั่งที่เคลื่อนย้ายเงินรันกับโฟลเดอร์ข้อมูลนี้`,
    whole: (count: number, path: string) => `✓ บันทึกตรวจสอบครบถ้วน: ${count} รายการ แต่ละรายการถูกผนึกด้วยรายการถัดไป (${path})`,
    last: (seq: number, hash: string, at: string) =>
      `รายการสุดท้าย: ${seq} เมื่อ ${at} แฮช ${hash} เก็บไว้: หากตรวจครั้งหลังจบก่อนรายการนี้ แปลว่ารายการท้ายบันทึกถูกตัดออก`,
    broken: (broken: Broken, path: string) => `✗ บันทึกตรวจสอบ ${path} เสียหาย: ${PROBLEMS[broken.problem](broken)}`,
    goodBefore: (count: number) => (count === 0 ? 'ไม่มีรายการก่อนหน้าที่เชื่อถือได้' : `${count} รายการก่อนหน้ายังถูกต้อง`),
  },
  export: {
    wrote: (count: number, path: string) => `เขียน ${count} รายการลงใน ${path} แล้ว`,
    notWhole: 'คำเตือน: บันทึกตรวจสอบเสียหาย (รัน `pay audit verify`) รายการถูกส่งออกตามที่เป็นอยู่',
    columns: {
      seq: 'ลำดับ',
      at: 'เวลา',
      command: 'คำสั่ง',
      approver: 'ผู้อนุมัติ',
      os_user: 'ผู้ใช้ระบบ',
      profile: 'โปรไฟล์',
      mode: 'โหมด',
      base_url: 'URL ของบริการ',
      method: 'เมธอด',
      target: 'ปลายทาง',
      idempotency_key: 'Idempotency-Key',
      amount: 'ยอดเงิน',
      status: 'สถานะ HTTP',
      object_id: 'รหัสรายการ',
      body_sha256: 'SHA-256 ของรายการ',
      attempts: 'จำนวนครั้งที่ส่ง',
      approvals: 'การอนุมัติ',
      exit_code: 'รหัสออก',
      error_code: 'รหัสข้อผิดพลาด',
      hash: 'แฮชของรายการบันทึก',
    },
  },
  notAppended: (path: string, reason: string) =>
    `เพิ่มรายการบันทึกตรวจสอบของการรันนี้ลงใน ${path} ไม่ได้ (${reason}) คำขอของการรันนี้อยู่ในประวัติคำขอ (pay logs)`,
} satisfies Words['audit']
