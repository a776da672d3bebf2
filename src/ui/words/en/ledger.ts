import type {ErrorWords} from '../error-words.js'
import {plural} from '../language.js'

const n = (count: number, one: string, other: string) => plural('en', count, {one: `# ${one}`, other: `# ${other}`})

/** pay's ledger (docs/books.md): the warning when it cannot be written, and what `pay sync` did. */
export const ledger = {
  unwritable: (path: string, reason: string) =>
    `pay's ledger cannot be written to ${path} (${reason}); what this command saw is not recorded there, and its outcome stands. \`pay sync\` brings the ledger up to date once it can be written.`,
  sync: {
    title: (path: string) => `Ledger ${path} brought up to date.`,
    fetched: 'Fetched',
    recorded: 'Recorded',
    pending: 'Still pending',
    notFound: 'Not found',
    fetchedLine: (pages: number, withdrawals: number, deposits: number) =>
      `${n(pages, 'page', 'pages')} of withdrawals (${n(withdrawals, 'withdrawal', 'withdrawals')} in all), ${n(deposits, 'deposit', 'deposits')}`,
    recordedLine: (added: number, updated: number) => `${added} new, ${updated} updated`,
    pendingLine: (deposits: number, withdrawals: number) =>
      `${n(deposits, 'deposit', 'deposits')}, ${n(withdrawals, 'withdrawal', 'withdrawals')} not final yet`,
    notFoundLine: (ids: string) => `${ids}: the service no longer knows them; left in the ledger as they were`,
  },
}

/** pay's ledger refused (src/services/ledger/ledger.ts). */
export const ledgerErrors = {
  'ledger-damaged': ({path, kind, id, at, issue}) => ({
    message: `The ledger ${path} is damaged: its ${kind} ${id} has ${at ? `a wrong ${at}` : 'a wrong value'} (${issue}); books made from it could not be trusted.`,
    tryMessage: `Move it aside (keep the copy) and run \`pay sync\`: it reads the withdrawals back from the service; deposits it never saw again stay missing.`,
  }),
  'ledger-inbox-damaged': ({path, at, issue}) => ({
    message: `A file of the ledger's inbox, ${path}, is damaged: ${at ? `a wrong ${at}` : 'it is not what pay writes there'} (${issue}); what it records is not in the ledger, so books made from it could not be trusted.`,
    tryMessage: `Move the file out of the inbox folder (keep the copy) and run \`pay sync\`: it reads the withdrawals back from the service; deposits it never saw again stay missing.`,
  }),
} satisfies Pick<ErrorWords, 'ledger-damaged' | 'ledger-inbox-damaged'>
