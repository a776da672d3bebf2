import type {Words} from '../en/index.js'
import type {NoPromptReason} from '../en/prompts.js'

export function noPromptReason(reason: NoPromptReason, action: 'ask' | 'confirm'): string {
  if (reason === 'no-input') return 'ใส่ --no-input ไว้'
  if (reason === 'ci') return 'ตั้ง CI ไว้ และใน CI จะไม่ถามอะไร'
  return `ไม่มีเทอร์มินัลให้${action === 'ask' ? 'ถาม' : 'ยืนยัน'}`
}

export const prompts = {
  refused: (reason: NoPromptReason) => `ปฏิเสธ: ${noPromptReason(reason, 'confirm')}`,
  passYes: 'ใส่ --yes เพื่อยืนยันโดยไม่ต้องถาม',
  cancelled: 'ยกเลิกแล้ว ไม่ได้ส่งอะไรออกไป',
} satisfies Words['prompts']
