import {type NoPromptReason, noPromptReason} from './notices.js'

export const login = {
  cannotAsk: (reason: NoPromptReason) => `\`pay login\` asks questions, and ${noPromptReason(reason, 'ask')}.`,
  useProfileAdd: 'Use: printf %s "$SECRET" | pay profile add NAME --base-url URL --key-id ID --secret-stdin',
  baseUrl: 'Base URL',
  keyId: 'Key id (unk_test_… or unk_live_…)',
  secret: 'Secret (hidden)',
  accepted: (mode: 'test' | 'live') => `✓ The service accepts this ${mode === 'live' ? 'live' : 'test'} key.`,
}
