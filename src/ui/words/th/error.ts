import type {Words} from '../en/index.js'
import {apiAnswer} from './api-answer.js'

export const error = {
  label: 'ข้อผิดพลาด:',
  code: (code: string) => `รหัส ${code}`,
  status: (status: number) => `สถานะ ${status}`,
  requestId: (id: string) => `รหัสคำขอ ${id}`,
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
    IP_NOT_ALLOWED: apiAnswer.next.allowlist,
    FORBIDDEN: apiAnswer.next.allowlist,
    IDEMPOTENCY_IN_PROGRESS: apiAnswer.next.idempotencyInProgress,
    IDEMPOTENCY_KEY_MISMATCH: apiAnswer.next.idempotencyMismatch,
    NOT_FOUND: apiAnswer.next.notFound,
    NOT_CANCELLABLE: apiAnswer.next.notCancellable,
    INVALID_BANK: apiAnswer.next.invalidBank,
    CONFIRMATION_REQUIRED: 'ระบุ --yes เพื่อยืนยันโดยไม่ต้องถาม',
  },
} satisfies Words['error']
