import type {QrFileFact, ShortfallFact, TestModeFact} from '../../../core/error-facts.js'
import {formatBaht, formatBahtGrouped} from '../../../core/money/money.js'
import {shellWord} from '../../../core/text/shell-word.js'
import {trimTrailing} from '../../../core/text/trim-trailing.js'
import type {ErrorWords} from '../error-words.js'

const and = (labels: string[]) => labels.join(' and ')
const thb = (satang: number) => `${formatBahtGrouped(satang)} THB`

/** Where the wallet stands against a payout it cannot cover, and how to cover it (test mode: `pay test top-up`). */
function shortfallNext({available, amount, fee, needed, short, testMode, topUpLimit}: ShortfallFact): string {
  const feeKnown = fee !== undefined
  const plusFee = feeKnown ? '' : ' (plus the fee)'
  const where =
    fee !== undefined
      ? `Available ${thb(available)}, this payout needs ${thb(needed)} (${formatBahtGrouped(amount)} + fee ${formatBahtGrouped(fee)}): ${thb(short)} short.`
      : short > 0
        ? `Available ${thb(available)}, this payout needs ${thb(amount)} plus the fee: at least ${thb(short)} short.`
        : `Available ${thb(available)}, this payout needs ${thb(amount)} plus the fee, which the balance does not cover.`
  const times = Math.ceil(short / topUpLimit)
  const remedy = !(testMode && short > 0)
    ? 'Fund the wallet, or pay less.'
    : times > 1
      ? `Add it with \`pay test top-up ${formatBaht(topUpLimit)}\` ${times} times (a top-up is at most ${formatBahtGrouped(topUpLimit)})${plusFee}, or pay less.`
      : `Add it with \`pay test top-up ${formatBaht(short)}\`${plusFee}, or pay less.`
  return `${where} ${remedy}`
}

/** A deposit's QR files refused, `pay test …` refused, a withdrawal the wallet cannot cover or cannot be found by its prefix. */
export const moneyErrors = {
  'qr-with-bank-transfer': ({labels, bankTransfer}) => ({
    message: `A bank-transfer deposit has no QR: ${and(labels)} cannot be used with ${bankTransfer}.`,
    tryMessage: `Drop ${bankTransfer} (PromptPay QR is the default), or drop the QR flags and send the customer the bank account shown.`,
  }),
  'qr-no-name': ({label, kind}) => ({
    message: `${label}: no file name given.`,
    tryMessage: `Give the file to write, e.g. ${label} qr.${kind}.`,
  }),
  'qr-wrong-extension': ({label, given, kind, other}) => ({
    message: `${label}: "${given}" does not end in .${kind}.`,
    tryMessage: `Name a .${kind} file, e.g. ${label} qr.${kind}, or use ${other} for ${kind === 'png' ? 'an SVG' : 'a PNG'}.`,
  }),
  'qr-no-directory': ({label, directory}) => ({
    message: `${label}: the directory ${directory} does not exist.`,
    tryMessage: 'Create it first, or name a file in a directory that exists.',
  }),
  'qr-not-directory': ({label, directory}) => ({
    message: `${label}: ${directory} is not a directory.`,
    tryMessage: 'Name a file in a directory that exists.',
  }),
  'qr-directory-not-writable': ({label, directory}) => ({
    message: `${label}: the directory ${directory} cannot be written to.`,
    tryMessage: 'Name a file in a directory you can write to.',
  }),
  'qr-is-directory': ({label, given, kind}) => ({
    message: `${label}: "${given}" is a directory.`,
    tryMessage: `Name a file, e.g. ${label} ${trimTrailing(given, '\\/')}/qr.${kind}.`,
  }),
  'qr-deposit-bank-transfer': ({id, labels}) => ({
    message: `Deposit ${id} is a bank transfer: it has no QR for ${and(labels)}.`,
    tryMessage: `Send the customer the bank account instead (pay deposit get ${shellWord(id)}), or create a PromptPay deposit.`,
  }),
  'qr-deposit-not-pending': ({id, status, labels, png}) => ({
    message: `Deposit ${id} is ${status}: only a PENDING deposit can be paid, so no QR was written for ${and(labels)}.`,
    tryMessage: `Create a new deposit for the customer to pay: pay deposit create --amount … ${png} qr.png.`,
  }),
  'qr-no-payload': ({id}) => ({
    message: `The service sent no QR payload for PENDING deposit ${id}.`,
    tryMessage: `Read it again with pay deposit get ${shellWord(id)} --verbose; if pay_to still has no qr_payload, contact the service.`,
  }),
  'qr-not-written': ({label, given, reason}) => ({
    message: `${label}: could not write ${given}: ${reason}`,
    tryMessage: 'Check the disk and the directory, then read the deposit again with pay deposit get ID and the same flag.',
  }),
  'test-mode-only': ({command}) => ({
    message: `\`pay ${command}\` works in test mode only, and --live was given. Nothing was sent.`,
    tryMessage: "Drop --live: test helpers use the profile's test key (the live service has no test endpoints).",
  }),
  'top-up-over-limit': ({amount, limit}) => ({
    message: `The top-up amount ${thb(amount)} is over the limit of ${thb(limit)} per top-up.`,
    tryMessage: `Top up in several calls of at most ${formatBahtGrouped(limit)} each.`,
  }),
  'deposit-not-pending': ({id, status}) => ({
    message: `Deposit ${id} is ${status}, not PENDING: no transfer can be matched to it. Nothing was sent.`,
    tryMessage: 'Create a new deposit with `pay deposit create` and simulate the transfer on that one.',
  }),
  'insufficient-balance': (facts) => ({message: facts.said, tryMessage: shortfallNext(facts)}),
  'ambiguous-id': ({prefix, ids}) => ({
    message: `${prefix} begins ${ids.length} withdrawals: ${ids.join(', ')}.`,
    tryMessage: 'Give more of the id, or the whole id (pay withdrawal list --wide).',
  }),
  'cursor-loop': ({cursor}) => ({
    message:
      cursor === undefined
        ? 'The service said has_more but sent no next_cursor.'
        : `The service sent the cursor "${cursor}" twice; stopped to avoid a loop.`,
    tryMessage: 'List page by page with --cursor, and report this with the request id from --verbose.',
  }),
} satisfies Pick<ErrorWords, QrFileFact['code'] | TestModeFact['code'] | 'insufficient-balance' | 'ambiguous-id' | 'cursor-loop'>
