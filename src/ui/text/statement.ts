import type {Satang} from '../../core/money/money.js'
import {displayWidth, padStartDisplay} from '../../core/text/display-width.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {Table, TableCell, TableColumn} from '../../services/books/table-file.js'
import type {Statement, StatementLine} from '../../services/statement/statement.js'
import {words} from '../words/active.js'
import {labelledLines} from './format.js'
import type {Style} from './style.js'
import {type Column, renderTable} from './table.js'

/** How many lines the terminal shows; the files (`--format … --out`) hold every one. */
const TERMINAL_LINES = 200

export interface StatementView {
  statement: Statement
  mode: 'test' | 'live'
  profile: string | null
  style: Style
  /** The terminal's width, for the lines' table; undefined on a pipe. */
  width?: number
  /** The command that writes every line to a file, shown when the terminal shows only the first lines. */
  fileCommand: string
}

/** What a statement's verdict is: the closing equal to the service's, explained by unseen deposits, or not explained. */
export function statementHolds(statement: Statement): boolean {
  return statement.service === null || statement.service.unexplained === 0
}

const signed = (satang: Satang) => words().amount(satang, 'THB')

/** The heading, the proof with its verdict and notes, the fees, and the period's lines. */
export function renderStatement(view: StatementView): string {
  const said = words().statement
  const {statement, style} = view
  const {period, totals, service} = statement
  const head = [
    style.bold(said.title),
    said.period(said.day(period.fromDay), said.day(period.toDay)),
    `${said.modeName[view.mode]} · ${said.profile(view.profile === null ? null : terminalSafe(view.profile))}`,
  ]
  if (statement.historyStart) head.push(said.historyStart(said.lineTime(statement.historyStart)))
  const proof: Array<[string, Satang]> = [
    [said.labels.opening, statement.opening],
    [said.labels.credits, totals.deposits + totals.topUps],
    [`  ${said.labels.deposits}`, totals.deposits],
  ]
  if (totals.topUps !== 0 || view.mode === 'test') proof.push([`  ${said.labels.topUps}`, totals.topUps])
  proof.push([said.labels.debits, totals.debits], [said.labels.refunds, totals.refunds], [said.labels.closing, statement.closing])
  if (service) {
    proof.push([said.labels.available, service.available], [said.labels.difference, service.difference])
    if (service.unseenDeposits !== 0) proof.push([said.labels.unseen, service.unseenDeposits])
    if (service.unexplained !== 0) proof.push([said.labels.unexplained, service.unexplained])
  }
  const amounts = proof.map(([, satang]) => signed(satang))
  const width = Math.max(...amounts.map(displayWidth))
  const proofLines = labelledLines(
    proof.map(([label], index) => [label, padStartDisplay(amounts[index]!, width)] as const),
    (text) => text,
  )
  const blocks = [head.join('\n'), `${style.bold(said.proofHeading)}\n${proofLines}`, verdictLines(statement, style).join('\n')]
  blocks.push(
    `${style.bold(said.feesHeading)}: ${[
      `${said.fees.deposits} ${signed(totals.depositFees)}`,
      `${said.fees.withdrawals} ${signed(totals.withdrawalFees)}`,
      `${said.fees.returned} ${signed(totals.feesReturned)}`,
      `${said.fees.net} ${signed(totals.depositFees + totals.withdrawalFees - totals.feesReturned)}`,
    ].join(', ')}`,
  )
  blocks.push(linesBlock(view))
  return `${blocks.filter((block) => block !== '').join('\n\n')}\n`
}

type Tone = 'good' | 'unseen' | 'bad' | 'note'

/**
 * What the proof comes to, in order: the closing equal to the service's to the satang, the deposits pay has not
 * seen, the difference nothing explains, or the period in the past; then what the ledger may lack.
 */
export function statementVerdict(statement: Statement): Array<{tone: Tone; text: string}> {
  const said = words().statement
  const {service} = statement
  const sentences: Array<{tone: Tone; text: string}> = []
  const say = (tone: Tone, text: string) => sentences.push({tone, text})
  if (!service) say('note', said.verdict.pastPeriod)
  else if (service.difference === 0) say('good', said.verdict.equal)
  else {
    if (service.unseenDeposits !== 0) say('unseen', said.verdict.unseen(service.unseenDeposits))
    if (service.unexplained !== 0) say('bad', said.verdict.unexplained(service.unexplained))
  }
  if (service && service.pending !== statement.ledgerPending) say('note', said.notes.pending(statement.ledgerPending, service.pending))
  if (statement.depositsOpen > 0) say('note', said.notes.depositsOpen(statement.depositsOpen))
  if (statement.creditsUnknown > 0) say('note', said.notes.creditsUnknown(statement.creditsUnknown))
  // pay sync can change the figures only where the ledger may lag: a difference not explained, or deposits still open.
  if (service && service.difference !== 0 && (service.unexplained !== 0 || statement.depositsOpen > 0)) say('note', said.notes.sync)
  return sentences
}

/** ✓ when the closing is the service's to the satang, ! when unseen deposits explain it, ✗ when nothing does. */
function verdictLines(statement: Statement, style: Style): string[] {
  const marks: Record<Tone, (text: string) => string> = {
    good: (text) => style.green(`✓ ${text}`),
    unseen: (text) => style.yellow(`! ${text}`),
    bad: (text) => style.red(`✗ ${text}`),
    note: (text) => text,
  }
  return statementVerdict(statement).map(({tone, text}) => marks[tone](text))
}

function linesBlock(view: StatementView): string {
  const said = words().statement
  const {statement, style} = view
  const count = statement.totals.lines
  if (count === 0) return said.noLines
  const shown: StatementLine[] = []
  for (const line of statement.lines()) {
    if (shown.length === TERMINAL_LINES) break
    shown.push(line)
  }
  const money = (satang: Satang) => words().amount(satang, 'THB')
  const columns: Column<StatementLine>[] = [
    {header: said.columns.at, value: (line) => said.lineTime(line.at)},
    {header: said.columns.kind, value: (line) => said.kinds[line.kind]},
    {header: said.columns.id, value: (line) => terminalSafe(line.id), id: true},
    {header: said.columns.reference, value: (line) => (line.reference === null ? '' : terminalSafe(line.reference)), cut: true, drop: 2},
    {header: said.columns.status, value: (line) => words().status(terminalSafe(line.status)), drop: 1},
    {header: said.columns.amount, value: (line) => money(line.amount), align: 'right'},
    {header: said.columns.fee, value: (line) => money(line.fee), align: 'right', drop: 3},
    {header: said.columns.balance, value: (line) => money(line.balance), align: 'right'},
  ]
  const table = renderTable(columns, shown, style.bold, view.width)
  const more = count > shown.length ? `\n${said.moreLines(count - shown.length)}\n  ${view.fileCommand}` : ''
  return `${style.bold(said.linesHeading(count))}\n${table.trimEnd()}${more}`
}

/**
 * The statement as a table file (CSV, XLSX): a bank statement's shape, the opening balance first, every line with
 * the wallet after it, then the closing and the proof's totals; money as satang in money columns (the writer
 * makes number cells of them), the headings in the run's language.
 */
export function statementTable(statement: Statement): Table {
  const said = words().statement
  const columns: TableColumn[] = [
    {heading: said.columns.at, width: 20},
    {heading: said.columns.kind, width: 12},
    {heading: said.columns.id, width: 30},
    {heading: said.columns.reference, width: 20},
    {heading: said.columns.status, width: 12},
    {heading: said.columns.amount, money: true, width: 16},
    {heading: said.columns.fee, money: true, width: 12},
    {heading: said.columns.balance, money: true, width: 18},
  ]
  const {period, totals, service} = statement
  const summary = (day: string, label: string, amount: Satang | null, balance: Satang | null): TableCell[] => [
    said.day(day),
    said.file.summaryKind,
    label.replace(/^[+−=] /, ''),
    null,
    null,
    amount,
    null,
    balance,
  ]
  function* rows(): Generator<TableCell[]> {
    yield summary(period.fromDay, said.labels.opening, null, statement.opening)
    for (const line of statement.lines())
      yield [said.lineTime(line.at), said.kinds[line.kind], line.id, line.reference, line.status, line.amount, line.fee, line.balance]
    yield summary(period.toDay, said.labels.closing, null, statement.closing)
    yield summary(period.toDay, said.labels.credits, totals.deposits + totals.topUps, null)
    yield summary(period.toDay, said.labels.debits, -totals.debits, null)
    yield summary(period.toDay, said.labels.refunds, totals.refunds, null)
    if (service) {
      yield summary(period.toDay, said.labels.available, null, service.available)
      yield summary(period.toDay, said.labels.difference, service.difference, null)
      yield summary(period.toDay, said.labels.unseen, service.unseenDeposits, null)
      yield summary(period.toDay, said.labels.unexplained, service.unexplained, null)
    }
  }
  return {columns, rows: rows(), sheet: said.title.slice(0, 31)}
}
