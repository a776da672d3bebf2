import type {Words} from '../en/index.js'
import type {NoPromptReason} from '../en/notices.js'
import {noPromptReason} from './notices.js'

export const login = {
  cannotAsk: (reason: NoPromptReason) => `\`pay login\` ต้องถามคำถาม แต่${noPromptReason(reason, 'ask')}`,
  useProfileAdd: 'ใช้: `printf %s "$SECRET" | pay profile add NAME --base-url URL --key-id ID --secret-stdin`',
  baseUrl: 'URL ของบริการ',
  keyId: 'รหัสคีย์ (`unk_test_…` หรือ `unk_live_…`)',
  secret: 'รหัสลับ (ซ่อนไว้)',
  accepted: (mode: 'test' | 'live') => `✓ ผู้ให้บริการยอมรับคีย์${mode === 'live' ? 'ใช้งานจริง' : 'ทดสอบ'}นี้`,
} satisfies Words['login']
