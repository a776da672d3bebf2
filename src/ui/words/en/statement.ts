import type {StatementFact} from '../../../core/error-facts.js'
import {formatBahtGrouped, type Satang} from '../../../core/money/money.js'
import type {ErrorWords} from '../error-words.js'

const thb = (satang: Satang) => `${formatBahtGrouped(satang)} THB`

/** The day and the minute of an instant in Thailand, where a statement's days are (UTC+07:00, no daylight saving). */
export function inThailand(iso: string): {day: string; time: string} {
  const shifted = new Date(Date.parse(iso) + 7 * 3_600_000).toISOString()
  return {day: shifted.slice(0, 10), time: shifted.slice(11, 16)}
}

/** `pay statement`: the terminal view, and the words of its CSV, XLSX and PDF files. */
export const statement = {
  title: 'Statement of the wallet',
  /** `2026-11-01` as the statement says a day. */
  day: (day: string) => day,
  /** A line's moment, in Thailand as the statement's days are. */
  lineTime: (iso: string) => {
    const {day, time} = inThailand(iso)
    return `${day} ${time}`
  },
  period: (from: string, to: string) => `${from} to ${to}, days in Thailand (UTC+07:00)`,
  modeName: {test: 'test mode', live: 'live mode'},
  profile: (name: string | null) => (name === null ? 'credentials from the environment' : `profile ${name}`),
  historyStart: (at: string) => `In test mode the history starts at the last reset, ${at}.`,
  proofHeading: 'Balance proof',
  labels: {
    opening: 'Opening balance',
    credits: '+ Credits',
    deposits: 'deposits credited, net of fees',
    topUps: 'test top-ups',
    debits: '− Debits (withdrawals, gross)',
    refunds: '+ Refunds (FAILED, REJECTED)',
    closing: '= Closing balance',
    available: "Service's available",
    difference: 'Difference',
    unseen: 'Deposits pay has not seen',
    unexplained: 'Unexplained',
  },
  /** The closing against the service's available, said as what it is. */
  verdict: {
    equal: "The closing equals the service's available to the satang.",
    unseen: (amount: Satang) =>
      `The service holds ${thb(amount)} more than the ledger: deposits pay has not seen (created outside pay, or credited without pay seeing it).`,
    unexplained: (amount: Satang) =>
      `${thb(amount)} of the difference is not explained by the ledger: withdrawals pay has not seen, or seen not final.`,
    pastPeriod: "The period ends before today: the service tells only today's balance, so the closing is not compared.",
  },
  notes: {
    sync: 'Bring the ledger up to date with `pay sync` and run the statement again.',
    pending: (ledger: Satang, service: Satang) =>
      `Withdrawals not final: ${thb(ledger)} in the ledger, ${thb(service)} pending at the service.`,
    depositsOpen: (count: number) =>
      `${count === 1 ? '1 deposit is' : `${count} deposits are`} PENDING in the ledger: a credit they got since pay last looked is not counted.`,
    creditsUnknown: (count: number) =>
      `${count === 1 ? '1 deposit is' : `${count} deposits are`} CREDITED without the credited amount in the ledger: not counted.`,
  },
  feesHeading: 'Fees',
  fees: {deposits: 'withheld from deposits', withdrawals: 'charged with withdrawals', returned: 'given back with refunds', net: 'net'},
  linesHeading: (count: number) => `Lines (${count})`,
  noLines: 'No money moved in the period.',
  moreLines: (count: number) => `… ${count} more ${count === 1 ? 'line' : 'lines'}. Every line is in a file:`,
  kinds: {credit: 'credit', 'top-up': 'top-up', debit: 'debit', refund: 'refund'},
  columns: {
    at: 'Date',
    kind: 'Kind',
    id: 'Id',
    reference: 'Reference',
    status: 'Status',
    amount: 'Amount',
    fee: 'Fee',
    balance: 'Balance',
  },
  /** The files: the summary rows above the lines in a CSV or XLSX, and the PDF's own words. */
  file: {
    summaryKind: 'summary',
    wrote: (path: string, lines: number) => `Wrote ${path}: the statement with ${lines} ${lines === 1 ? 'line' : 'lines'}.`,
    pdfTitle: 'Wallet statement',
    merchant: 'Merchant profile',
    baseUrl: 'Service',
    keyId: 'Key',
    mode: 'Mode',
    periodLabel: 'Period',
    generated: (at: string) => `Made by pay on ${at}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
}

/** `pay statement`'s inputs refused. */
export const statementErrors = {
  'statement-day': ({label, given}) => ({
    message: `${label}: "${given}" is not a day.`,
    tryMessage: 'Write the day as YYYY-MM-DD in the Gregorian calendar, e.g. 2026-11-01.',
  }),
  'statement-period': ({from, to, labels}) => ({
    message: `The period ends (${to}) before it starts (${from}).`,
    tryMessage: `Give ${labels[0]} a day on or before ${labels[1]}.`,
  }),
  'statement-out': ({label, given, formats}) => ({
    message: given === null ? `${label} needs a file to write.` : `${label}: "${given}" does not end in .${formats.join(', .')}.`,
    tryMessage: `Name the file, e.g. --format pdf --out statement.pdf (formats: ${formats.join(', ')}).`,
  }),
} satisfies Pick<ErrorWords, StatementFact['code']>
