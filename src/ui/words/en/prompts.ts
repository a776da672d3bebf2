/** Why nothing can be asked here (src/cli/io.ts `NoPrompt`). */
export type NoPromptReason = 'no-input' | 'ci' | 'no-terminal'

/** The end of a sentence saying why a question cannot be put. */
export function noPromptReason(reason: NoPromptReason, action: 'ask' | 'confirm'): string {
  if (reason === 'no-input') return `input is off (--no-input), so no ${action === 'ask' ? 'question' : 'confirmation'} could be asked`
  if (reason === 'ci') return 'CI is set, and nothing is asked in CI'
  return `there is no terminal to ${action === 'ask' ? 'ask' : 'confirm'} on`
}

/** The live guard's words (`confirmDangerous`) and a question cancelled. */
export const prompts = {
  refused: (reason: NoPromptReason) => `Refused: ${noPromptReason(reason, 'confirm')}.`,
  passYes: 'Pass --yes to confirm without a prompt.',
  cancelled: 'Cancelled; nothing was sent.',
  /** The answer echoed after a yes/no question. */
  answer: (yes: boolean): string => (yes ? 'yes' : 'no'),
}
