import {parseWireMoney} from '../../core/money/money.js'
import {type BooksReconcile, RECONCILE_CLASSES, type ReconcileLine} from '../../core/schemas/output/reconcile.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {Table} from '../../services/books/table-file.js'
import {words} from '../words/active.js'
import {labelledLines, moneyText, paintStatus, statusText} from './format.js'
import {hanging} from './hanging.js'
import type {Style} from './style.js'
import {type Column, renderTable} from './table.js'

/** How many mismatched lines the terminal shows; --out and --json have them all. */
const LISTED_LINES = 50

/**
 * What `pay reconcile` found, for people: what was compared, the count of each class with what it means, then
 * the lines that do not match (at most {@link LISTED_LINES}), and the report written.
 *
 * @example renderReconcileReport(result, style, 100) // 'Compared 8 rows of orders.csv with …\n  matched  3  in the file and in pay, same amount\n…'
 */
export function renderReconcileReport(result: BooksReconcile, style: Style, width?: number): string {
  const said = words().booksReconcile
  const intro = [
    hanging('', said.compared(terminalSafe(result.file), result.rows, result.entries, terminalSafe(result.ledger)), width),
    said.period(result.period.from && terminalSafe(result.period.from), result.period.to && terminalSafe(result.period.to)),
    ...(result.entries === 0 ? [style.yellow(hanging('', said.emptyLedger, width))] : []),
  ]
  const counts = labelledLines(
    RECONCILE_CLASSES.map((name) => [
      `  ${said.classes[name]}`,
      `${String(result.summary[name]).padStart(String(result.lines.length).length)}  ${style.dim(said.meanings[name])}`,
    ]),
    (text) => text,
  )
  const mismatched = result.lines.filter((line) => line.class !== 'matched')
  const written = result.out ? [said.written(terminalSafe(result.out))] : []
  // Matched as records is not settled as money: a withdrawal still on its way may yet come back.
  const notFinal = result.not_final > 0 ? [style.yellow(hanging('⚠ ', said.notFinal(result.not_final), width))] : []
  if (mismatched.length === 0)
    return `${[...intro, counts, `${style.green('✓')} ${said.allMatched}`, ...notFinal, ...written].join('\n')}\n`
  const shown = mismatched.slice(0, LISTED_LINES)
  const more = mismatched.length - shown.length
  const all = result.out ? said.allIn.out(terminalSafe(result.out)) : said.allIn.json
  return `${[
    ...intro,
    counts,
    `${style.red('✗')} ${said.mismatches(mismatched.length)}`,
    renderTable(mismatchColumns(style), shown, style.bold, width).trimEnd(),
    ...(more > 0 ? [said.more(more, all)] : []),
    style.dim(said.amountsNote),
    ...notFinal,
    ...written,
  ].join('\n')}\n`
}

function mismatchColumns(style: Style): Column<ReconcileLine>[] {
  const said = words().booksReconcile
  const {headings} = said
  const money = (wire: string | null) => (wire === null ? '' : moneyText(parseWireMoney(wire)))
  return [
    {header: headings.class, value: (line) => said.classes[line.class], paint: (text) => style.yellow(text)},
    {header: headings.line, value: (line) => (line.line === null ? '' : String(line.line)), align: 'right'},
    {header: headings.reference, value: (line) => terminalSafe(line.key ?? line.pay?.reference ?? ''), cut: true},
    {header: headings.fileAmount, value: (line) => money(line.file_amount), align: 'right'},
    {header: headings.payAmount, value: (line) => money(line.pay?.amount ?? null), align: 'right'},
    {header: headings.difference, value: (line) => money(line.difference), align: 'right', drop: 3},
    {header: headings.kind, value: (line) => (line.pay ? said.kinds[line.pay.kind] : ''), drop: 2},
    {header: headings.id, value: (line) => terminalSafe(line.pay?.id ?? ''), id: true},
    {
      header: headings.status,
      value: (line) => (line.pay ? statusText(line.pay.status) : ''),
      paint: (text, line) => (line.pay ? paintStatus(line.pay.status, style).replace(statusText(line.pay.status), text) : text),
      drop: 1,
    },
  ]
}

/**
 * The report of `--out`: the headings in the run's language, one line per line of the result (every row of the
 * file, then the extras), its class in words and as the code `--json` gives, money as money cells.
 */
export function reconcileReportTable(result: BooksReconcile): Table {
  const said = words().booksReconcile
  const {headings} = said
  const money = (wire: string | null) => (wire === null ? null : parseWireMoney(wire))
  return {
    sheet: said.sheet,
    columns: [
      {heading: headings.class, width: 20},
      {heading: headings.code, width: 20},
      {heading: headings.row, width: 10},
      {heading: headings.line, width: 10},
      {heading: headings.reference, width: 22},
      {heading: headings.fileAmount, money: true},
      {heading: headings.payAmount, money: true},
      {heading: headings.difference, money: true},
      {heading: headings.kind, width: 12},
      {heading: headings.id, width: 38},
      {heading: headings.status, width: 14},
      {heading: headings.credited, money: true},
      {heading: headings.fee, money: true},
      {heading: headings.createdAt, width: 26},
    ],
    rows: result.lines.map((line) => [
      said.classes[line.class],
      line.class,
      line.row,
      line.line,
      line.key ?? line.pay?.reference ?? null,
      money(line.file_amount),
      money(line.pay?.amount ?? null),
      money(line.difference),
      line.pay ? said.kinds[line.pay.kind] : null,
      line.pay?.id ?? null,
      line.pay?.status ?? null,
      money(line.pay?.credited ?? null),
      money(line.pay?.fee ?? null),
      line.pay?.created_at ?? null,
    ]),
  }
}
