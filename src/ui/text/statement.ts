import type {Satang} from '../../core/money/money.js'
import {displayWidth, padStartDisplay} from '../../core/text/display-width.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {Statement, StatementLine} from '../../services/statement/statement.js'
import {words} from '../words/active.js'
import {labelledLines} from './format.js'
import {type Column, renderTable} from './table.js'
import type {Style} from './style.js'

/** How many lines the terminal shows; the files (`--format … --out`) hold every one. */
export const TERMINAL_LINES = 200

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

/** ✓ when the closing is the service's to the satang, ! when unseen deposits explain it, ✗ when nothing does. */
function verdictLines(statement: Statement, style: Style): string[] {
  const said = words().statement
  const {service} = statement
  const lines: string[] = []
  if (!service) lines.push(said.verdict.pastPeriod)
  else if (service.difference === 0) lines.push(style.green(`✓ ${said.verdict.equal}`))
  else {
    if (service.unseenDeposits !== 0) lines.push(style.yellow(`! ${said.verdict.unseen(service.unseenDeposits)}`))
    if (service.unexplained !== 0) lines.push(style.red(`✗ ${said.verdict.unexplained(service.unexplained)}`))
  }
  if (service && service.pending !== statement.ledgerPending) lines.push(said.notes.pending(statement.ledgerPending, service.pending))
  if (statement.depositsOpen > 0) lines.push(said.notes.depositsOpen(statement.depositsOpen))
  if (statement.creditsUnknown > 0) lines.push(said.notes.creditsUnknown(statement.creditsUnknown))
  if (service && service.difference !== 0) lines.push(said.notes.sync)
  return lines
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
    {header: said.columns.status, value: (line) => words().status(line.status), drop: 1},
    {header: said.columns.amount, value: (line) => money(line.amount), align: 'right'},
    {header: said.columns.fee, value: (line) => money(line.fee), align: 'right', drop: 3},
    {header: said.columns.balance, value: (line) => money(line.balance), align: 'right'},
  ]
  const table = renderTable(columns, shown, style.bold, view.width)
  const more = count > shown.length ? `\n${said.moreLines(count - shown.length)}\n  ${view.fileCommand}` : ''
  return `${style.bold(said.linesHeading(count))}\n${table.trimEnd()}${more}`
}
