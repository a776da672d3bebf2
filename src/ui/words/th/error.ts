import type {Words} from '../en/index.js'
import {answerNext} from './errors-requests.js'

export const error = {
  label: 'ข้อผิดพลาด:',
  code: (code: string) => `รหัส ${code}`,
  status: (status: number) => `สถานะ ${status}`,
  requestId: (id: string) => `รหัสคำขอ ${id}`,
  hints: {
    IP_NOT_ALLOWED: answerNext.allowlist,
    FORBIDDEN: answerNext.allowlist,
    IDEMPOTENCY_IN_PROGRESS: answerNext.idempotencyInProgress,
    IDEMPOTENCY_KEY_MISMATCH: answerNext.idempotencyMismatch,
    NOT_FOUND: answerNext.notFound,
    NOT_CANCELLABLE: answerNext.notCancellable,
    INVALID_BANK: answerNext.invalidBank,
    CONFIRMATION_REQUIRED: 'ระบุ --yes เพื่อยืนยันโดยไม่ต้องถาม',
  },
} satisfies Words['error']
