import type {ErrorWords} from '../error-words.js'

/** pay's ledger refused (src/services/ledger/ledger.ts). */
export const ledgerErrors = {
  'ledger-damaged': ({path, kind, id, at, issue}) => ({
    message: `The ledger ${path} is damaged: its ${kind} ${id} has ${at ? `a wrong ${at}` : 'a wrong value'} (${issue}); books made from it could not be trusted.`,
    tryMessage: `Move it aside (keep the copy) and run \`pay sync\`: it reads the withdrawals back from the service; deposits it never saw again stay missing.`,
  }),
} satisfies Pick<ErrorWords, 'ledger-damaged'>
