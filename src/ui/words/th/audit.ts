import type {Words} from '../en/index.js'

export const audit = {
  verify: {
    empty: (path: string) => `ยังไม่มีบันทึกตรวจสอบที่ ${path}: ยังไม่เคยรันคำสั่งที่ทำให้เงินเคลื่อนไหวกับโฟลเดอร์ข้อมูลนี้`,
    whole: (count: number, path: string) => `✓ บันทึกตรวจสอบครบถ้วน: ${count} รายการ แต่ละรายการถูกผนึกด้วยรายการถัดไป (${path})`,
    last: (seq: number, hash: string, at: string) =>
      `รายการสุดท้าย: ลำดับ ${seq} เมื่อ ${at} แฮช ${hash} จดไว้: หากการตรวจครั้งหลังจบก่อนรายการนี้ แปลว่ารายการท้ายบันทึกถูกตัดออก`,
    problems: {
      unreadable: (line: number) => `บรรทัด ${line} ไม่ใช่รายการของบันทึกตรวจสอบ (ถูกตัดไม่ครบ หรือไม่ได้เขียนโดย pay)`,
      edited: (line: number, seq: number) => `รายการที่ ${seq} (บรรทัด ${line}) ถูกแก้ไขหลังบันทึก: แฮชที่ผนึกรายการไว้ไม่ตรงอีกต่อไป`,
      missing: (line: number, seq: number, expected: number) =>
        `รายการที่ ${seq} (บรรทัด ${line}) ต่อจากรายการที่ ${expected - 1}: ${expected === seq - 1 ? `รายการที่ ${expected}` : `รายการที่ ${expected} ถึง ${seq - 1}`} ถูกลบ`,
      'out-of-order': (line: number, seq: number, expected: number) =>
        `รายการที่ ${seq} อยู่ที่บรรทัด ${line} ซึ่งควรเป็นรายการที่ ${expected}: รายการถูกย้ายหรือสลับที่`,
      unchained: (line: number, seq: number) => `รายการที่ ${seq} (บรรทัด ${line}) ไม่ต่อกับรายการก่อนหน้า: รายการก่อนหน้าถูกแทนที่`,
    },
    broken: (what: string, path: string) => `✗ บันทึกตรวจสอบ ${path} เสียหาย: ${what}`,
    goodBefore: (count: number) => (count === 0 ? 'ไม่มีรายการก่อนหน้าที่เชื่อถือได้' : `${count} รายการก่อนหน้ายังถูกต้อง`),
  },
  export: {
    wrote: (count: number, path: string) => `เขียน ${count} รายการลงใน ${path} แล้ว`,
    notWhole: 'คำเตือน: บันทึกตรวจสอบเสียหาย (รัน `pay audit verify`) ส่งออกรายการตามสภาพที่มีอยู่',
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
      target: 'พาธ',
      idempotency_key: 'Idempotency-Key',
      amount: 'ยอดเงิน',
      status: 'สถานะ HTTP',
      object_id: 'รหัสรายการ',
      body_sha256: 'SHA-256 ของเนื้อหาคำขอ',
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
