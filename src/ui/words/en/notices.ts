import type {RecordKind} from '../../../core/files/json-lines.js'

const RECORDS: Record<RecordKind, string> = {
  delivery: 'a webhook delivery record',
  request: 'a request record',
  'final-status': "a payout's final status record",
}

/** Why nothing can be asked here (src/cli/io.ts `NoPrompt`). */
export type NoPromptReason = 'no-input' | 'ci' | 'no-terminal'

/** The end of a sentence saying why a question cannot be put. */
export function noPromptReason(reason: NoPromptReason, action: 'ask' | 'confirm'): string {
  if (reason === 'no-input') return `input is off (--no-input), so no ${action === 'ask' ? 'question' : 'confirmation'} could be asked`
  if (reason === 'ci') return 'CI is set, and nothing is asked in CI'
  return `there is no terminal to ${action === 'ask' ? 'ask' : 'confirm'} on`
}

/** The notes of the base command on stderr: the live banner and its guard's question (prompts), warnings, the update notice. */
export const notices = {
  warning: 'Warning:',
  liveMode: ' LIVE MODE ',
  realMoney: 'real money',
  profile: (name: string) => `profile ${name}`,
  exposedStore: (path: string) => `${path} can be read by other users; it holds secrets. Fix it with: chmod 600 ${path}`,
  liveSecretMoved: (profile: string, place: 'keyring' | 'file', directory: string) =>
    `Moved the live secret of profile ${profile} out of profiles.json into ${place === 'keyring' ? 'the OS keyring' : `a 0600 file in ${directory} (this machine has no OS keyring)`}. \`pay profile show ${profile}\` says where it is.`,
  requestLogUnwritable: (path: string, reason: string) =>
    `the request history cannot be written to ${path} (${reason}); this command's requests are not recorded. Check that the data dir is writable, or set PAY_REQUEST_LOG=off.`,
  exposedHost: (host: string, server: 'sandbox' | 'listener') =>
    `Bound to ${host}: other machines can reach this ${server === 'sandbox' ? 'sandbox' : 'listener'}.`,
  plainHttpBeyond: (url: string) =>
    `${url} is plain http to another machine: each delivery and its signature cross the network unencrypted.`,
  updateAvailable: 'Update available:',
  update: (name: string, latest: string, current: string) =>
    `${name} ${latest} (this is ${current}). Install it with: npm install -g ${name}@latest`,
  skippedLines: (count: number, path: string, records: RecordKind) =>
    `skipped ${count === 1 ? '1 line' : `${count} lines`} of ${path} that ${count === 1 ? 'is' : 'are'} not ${RECORDS[records] ?? RECORDS.request} (damaged, cut short, or written by something else); the rest was read.`,
  /** The live guard's words (`confirmDangerous`) and a question cancelled. */
  prompts: {
    refused: (reason: NoPromptReason) => `Refused: ${noPromptReason(reason, 'confirm')}.`,
    passYes: 'Pass --yes to confirm without a prompt.',
    cancelled: 'Cancelled; nothing was sent.',
    /** The answer echoed after a yes/no question. */
    answer: (yes: boolean): string => (yes ? 'yes' : 'no'),
  },
}
