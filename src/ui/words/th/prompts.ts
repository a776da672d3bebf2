import type {Words} from '../en/index.js'
import type {NoPromptReason} from '../en/prompts.js'

export function noPromptReason(reason: NoPromptReason, action: 'ask' | 'confirm'): string {
  if (reason === 'no-input') return `ปิดการรับข้อมูลไว้ (--no-input) จึง${action === 'ask' ? 'ถาม' : 'ถามยืนยัน'}ไม่ได้`
  if (reason === 'ci') return 'ตั้ง CI ไว้ และใน CI จะไม่ถามอะไร'
  return `ไม่มีเทอร์มินัลให้${action === 'ask' ? 'ถาม' : 'ยืนยัน'}`
}

export const prompts = {
  refused: (reason: NoPromptReason) => `ยังไม่ได้ยืนยัน: ${noPromptReason(reason, 'confirm')}`,
  passYes: 'ระบุ --yes เพื่อยืนยันโดยไม่ต้องถาม',
  cancelled: 'ยกเลิกแล้ว ไม่ได้ส่งอะไรออกไป',
  answer: (yes: boolean) => (yes ? 'ใช่' : 'ไม่ใช่'),
} satisfies Words['prompts']
