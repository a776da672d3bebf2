import * as Flags from '@oclif/core/flags'
import {InputError} from '../core/errors.js'
import {parseUrlInput} from '../core/http/url-input.js'
import {terminalSafe} from '../core/text/visible-text.js'
import type {DepositLabels} from '../services/deposits/create.js'
import type {QrFileLabels} from '../services/deposits/qr-files.js'
import type {PayoutField} from '../services/withdrawals/payout.js'
import {inputErrorInWords} from '../ui/words/input-error.js'

/** Flags of every command that sends a request. */
export const sendingFlags = {
  'dry-run': Flags.boolean({
    description: 'Print the signed request (method, URL, headers, body bytes, canonical string) and send nothing.',
  }),
  retries: Flags.integer({
    description: 'Retries on network errors, timeouts and 5xx (GETs and requests with an Idempotency-Key).',
    default: 3,
    min: 0,
    max: 10,
  }),
  timeout: Flags.integer({description: 'Seconds to wait for an answer.', default: 30, min: 1, max: 600}),
}

/** For the money-moving endpoints: reuse a key to retry a request by hand without creating a second object. */
export const idempotencyKeyFlag = {
  'idempotency-key': Flags.string({
    description: 'Idempotency-Key to send (default: a new UUID v4). Reuse the one printed by a failed run to retry it safely.',
    // A key HTTP cannot carry would fail only at sending, as if the request might have been processed.
    parse: async (key) => {
      if (/^[\x21-\x7E]+$/.test(key)) return key
      throw inputErrorInWords('INVALID_INPUT', (said) => ({
        message: said.parse.notIdempotencyKey(terminalSafe(key)),
        tryMessage: said.parse.idempotencyKeyHint,
      }))
    },
  }),
}

/**
 * What every `--as NAME` flag is made of: an approver of this machine, checked as it is parsed, so that no other
 * text is ever taken for one (the audit log records it).
 */
export const approverFlagOptions = {
  helpValue: 'NAME',
  parse: async (name: string) => {
    // Loaded when the flag is given: every command's start reads this file.
    const {APPROVER_NAME} = await import('../core/approvals/approver-keys.js')
    if (APPROVER_NAME.test(name)) return name
    throw new InputError({code: 'approver-name-invalid', name}, {code: 'APPROVER_NAME_INVALID'})
  },
}

/** The four-eyes flags of a payout a policy may hold for approvals (docs/approvals.md). */
export const proposalFlags = {
  propose: Flags.boolean({
    description: 'Send nothing: write a proposal for other approvers to approve (pay approve), made by the approver --as.',
    dependsOn: ['as'],
    exclusive: ['proposal'],
  }),
  as: Flags.string({...approverFlagOptions, description: 'The approver of this machine who makes the proposal.'}),
  proposal: Flags.string({
    description: 'The approved proposal to carry out: refused unless the policy has its approvals and the rows are those approved.',
    helpValue: 'PROPOSAL',
  }),
}

/** `--qr-png` and `--qr-svg`, shared by `deposit create` and `deposit get` (src/flows/deposit-qr-files.ts writes them). */
export const qrFileFlags = {
  'qr-png': Flags.string({
    description: "Also write the deposit's PromptPay QR to this .png file, e.g. to send to the customer in a chat.",
    helpValue: 'FILE',
  }),
  'qr-svg': Flags.string({
    description: 'Also write the QR to this .svg file, with the amount to pay and the deadline (Bangkok time) under it.',
    helpValue: 'FILE',
  }),
}

/** How messages name the QR files, and the `deposit create` choice they cannot go with: by these flags. */
export const QR_FILE_LABELS: QrFileLabels = {png: '--qr-png', svg: '--qr-svg', bankTransfer: '--method bank'}

/** How messages name the fields of `withdrawal create`: by its flags. */
export const WITHDRAWAL_LABELS: Record<PayoutField, string> = {
  amount: '--amount',
  bank: '--bank',
  accountNo: '--account-no',
  accountName: '--account-name',
  description: '--description',
  referenceUserId: '--reference-user-id',
}

/** How messages name the inputs of `deposit create`: by its flags. */
export const DEPOSIT_LABELS: DepositLabels = {
  amount: '--amount',
  payerBank: '--payer-bank',
  payerName: '--payer-name',
  payerAccount: '--payer-account',
  description: '--description',
  userRef: '--user-ref',
  meta: '--meta',
}

export const yesFlag = {
  yes: Flags.boolean({char: 'y', description: 'Do not ask for confirmation (needed without a TTY).'}),
}

/** The help value that marks a flag built with urlFlag, in `--help` and in oclif.manifest.json. */
export const URL_HELP_VALUE = 'URL'

/**
 * A flag that takes a URL. The base command reads every value of such a flag with the one URL reader
 * (`parseUrlInput`: http(s), no user name or password) before run(); its help value marks it in the manifest,
 * where test/guards/url-inputs.test.ts finds it. A value may be `WORD=URL` (a route, as --forward-to takes).
 */
export const urlFlag = Flags.custom<string>({helpValue: URL_HELP_VALUE})

/**
 * The one flag naming a sandbox's data dir, for every command that reaches a sandbox: the `pay sandbox …`
 * commands and those that reach one with the profile's key (listen, trigger, reconcile). `--data-dir`, its
 * name on the sandbox commands before, is still accepted.
 */
export function sandboxDataDirFlag(
  description = 'Data dir of the sandbox (default: the one the profile was written for by `pay sandbox start`, else <pay data dir>/sandbox).',
) {
  return {'sandbox-data-dir': Flags.string({description, aliases: ['data-dir']})}
}

/** `--wide`, for the commands whose table fits itself to the terminal: every column whole, as a pipe gets them. */
export const wideFlag = {
  wide: Flags.boolean({description: 'Show every column whole, ids in full, however narrow the terminal (a pipe always gets them).'}),
}

/** `EVENTS=URL`: the route's name is not part of the URL. */
const ROUTE_PREFIX = /^[^=:/]+=/

/** Throws the InputError of the first value of a urlFlag (see src/cli/flags.ts) that is not a URL pay takes. */
export function checkUrlFlags(definitions: Record<string, object>, flags: Record<string, unknown>): void {
  for (const [name, definition] of Object.entries(definitions)) {
    if ((definition as {helpValue?: unknown}).helpValue !== URL_HELP_VALUE) continue
    for (const value of [flags[name]].flat()) {
      if (typeof value === 'string') parseUrlInput(value.replace(ROUTE_PREFIX, ''), {kind: 'named', name: `--${name}`})
    }
  }
}
