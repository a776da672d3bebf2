import {open} from 'node:fs/promises'

import type {BookRowFacts, OperatorFileFact} from '../../core/error-facts.js'
import {InputError} from '../../core/errors.js'
import {AmountError, parseBaht, type Satang} from '../../core/money/money.js'
import {firstInvalidUtf8Byte, LineCounter, OTHER_DELIMITERS, readCsvRecords} from '../batch/csv-records.js'

/** Larger than any export a person reconciles; refused before it is read into memory. */
export const MAX_OPERATOR_FILE_BYTES = 64 * 1024 * 1024
/** How many bad rows the error message lists; `--json` carries them all in `error.details.problems`. */
const LISTED_PROBLEMS = 20

/** One data row of the operator's file: its number from 1 under the header, where it is, its key and amount. */
export interface OperatorRow {
  row: number
  /** The CSV file's line, or the XLSX sheet's row number, as the operator's program shows it. */
  line: number
  key: string
  amount: Satang
}

export interface OperatorFile {
  format: 'csv' | 'xlsx'
  rows: OperatorRow[]
}

/** The columns to read and the flags that named them. */
export interface OperatorColumns {
  key: {name: string; label: string}
  amount: {name: string; label: string}
}

/** A cell's text and the line it is on, before the columns are read. */
interface RawRow {
  line: number
  cells: string[]
}

const ZIP = Buffer.from('PK\x03\x04', 'latin1')
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0])
// A currency sign or word around an amount (`฿1,250`, `1,250.00 บาท`, `THB 1,250`): what people write, not the number.
const CURRENCY_FIRST = /^(?:฿|THB|บาท)/iu
const CURRENCY_LAST = /(?:฿|THB|บาท)$/iu

/**
 * Reads the operator's own file (orders, payroll, an accounting export) whole before anything is compared: a CSV
 * (UTF-8, a BOM or not, cells separated by commas, or by the semicolons, tabs or bars a spreadsheet in another
 * locale writes) or an XLSX workbook's first sheet, told apart by their bytes. The header is the first row that
 * names the key column (a report's title lines may come first); the columns are found by name as written (Thai
 * or any language), compared trimmed, with runs of spaces as one and Latin letters in any case. Rows whose cells
 * are all blank are skipped. Amounts are read as people write them (`1,250.00`, `1250`, `฿1,250`) into satang by
 * the money code, never through a float. A row with a blank key or an amount that is not one refuses the file
 * (InputError, exit 2) with every such row listed.
 *
 * @example await readOperatorFile('orders.csv', {key: {name: 'order', label: '--key'}, amount: {name: 'total', label: '--amount-column'}}) // {format: 'csv', rows: [{row: 1, line: 2, key: 'A-1', amount: 125000}, …]}
 */
export async function readOperatorFile(path: string, columns: OperatorColumns): Promise<OperatorFile> {
  const bytes = await readBytes(path)
  if (bytes.subarray(0, 4).equals(OLE)) throw fileError({code: 'book-file-xls', path})
  const format = bytes.subarray(0, 4).equals(ZIP) ? 'xlsx' : 'csv'
  const key = comparable(columns.key.name)
  const raw = format === 'xlsx' ? await xlsxRows(path, bytes) : await csvRows(path, bytes, key)
  const nonBlank = raw.filter(({cells}) => cells.some((cell) => cell.trim() !== ''))
  if (nonBlank.length === 0) throw fileError({code: 'book-file-empty', path})
  // A report's title lines may come before its header: the header is the first row naming the key column.
  const header = Math.max(0, headerAt(nonBlank, key))
  const data = nonBlank.slice(header + 1)
  const names = nonBlank[header]!.cells.map((cell) => cell.trim())
  const keyAt = columnIndex(path, names, columns.key)
  const amountAt = columnIndex(path, names, columns.amount)
  if (data.length === 0) throw fileError({code: 'book-file-no-rows', path})
  const rows: OperatorRow[] = []
  const problems: BookRowFacts[] = []
  data.forEach(({line, cells}, index) => {
    const row = index + 1
    const reference = (cells[keyAt] ?? '').trim()
    const amountText = (cells[amountAt] ?? '').trim()
    if (reference === '') problems.push({row, line, column: names[keyAt]!, problem: {code: 'key-blank'}})
    const amount = readAmountCell(amountText)
    if (typeof amount !== 'number') {
      const label = columns.amount.label
      problems.push({row, line, column: names[amountAt]!, problem: {code: 'field', field: {...amount, label, text: amountText}}})
    } else if (reference !== '') rows.push({row, line, key: reference, amount})
  })
  if (problems.length > 0) {
    const shown = problems.slice(0, LISTED_PROBLEMS)
    throw new InputError(
      {
        code: 'book-file-bad-rows',
        path,
        rows: new Set(problems.map(({row}) => row)).size,
        rowCount: data.length,
        problems: shown,
        more: problems.length - shown.length,
      },
      {code: 'INVALID_ROWS', details: {problems}},
    )
  }
  return {format, rows}
}

/**
 * Satang from an amount as a person writes it, or why not: a currency sign or word around it is left out,
 * thousands separators are read, and the rest is the money code's rule (at most two decimals, not negative).
 */
function readAmountCell(text: string): Satang | {code: 'amount-unreadable'; problem: AmountError['problem']} {
  try {
    return parseBaht(withoutCurrency(text))
  } catch (error) {
    if (!(error instanceof AmountError)) throw error
    return {code: 'amount-unreadable', problem: error.problem}
  }
}

/** How a header's name is compared: trimmed, runs of white space as one space, NFC, Latin letters in lower case. */
function comparable(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase()
}

/** The index of the first row with a cell naming the column `key` (as {@link comparable} gives it), or -1. */
function headerAt(rows: RawRow[], key: string): number {
  return rows.findIndex(({cells}) => cells.some((cell) => comparable(cell) === key))
}

function columnIndex(path: string, names: string[], column: {name: string; label: string}): number {
  const wanted = comparable(column.name)
  const found = names.flatMap((name, index) => (comparable(name) === wanted ? [index] : []))
  if (found.length > 1) throw fileError({code: 'book-file-column-twice', path, label: column.label, name: column.name})
  if (found.length === 0) {
    throw fileError({
      code: 'book-file-no-column',
      path,
      label: column.label,
      name: column.name,
      columns: names.filter((name) => name !== ''),
    })
  }
  return found[0]!
}

async function readBytes(path: string): Promise<Buffer> {
  let handle: Awaited<ReturnType<typeof open>> | undefined
  try {
    handle = await open(path, 'r')
    const info = await handle.stat()
    if (!info.isFile()) throw fileError({code: 'book-file-not-a-file', path})
    if (info.size > MAX_OPERATOR_FILE_BYTES) {
      throw fileError({code: 'book-file-too-large', path, bytes: info.size, max: MAX_OPERATOR_FILE_BYTES})
    }
    return await handle.readFile()
  } catch (error) {
    if (error instanceof InputError) throw error
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EISDIR') throw fileError({code: 'book-file-not-a-file', path})
    throw fileError({code: 'book-file-unreadable', path, reason: code ?? (error as Error).message}, error)
  } finally {
    await handle?.close()
  }
}

/**
 * The CSV's rows, its cells separated by commas, or else by the first of the other delimiters under which a row
 * names the key column. When none does, the rows as read by the delimiter that splits the first line into the
 * most cells (the missing column is then said with the columns found); a file no delimiter reads is refused as
 * commas find it.
 */
async function csvRows(path: string, bytes: Buffer, key: string): Promise<RawRow[]> {
  const lines = new LineCounter(bytes)
  const invalidAt = firstInvalidUtf8Byte(bytes)
  if (invalidAt !== undefined) throw fileError({code: 'book-file-not-utf8', path, line: lines.lineAt(invalidAt)})
  let widest: RawRow[] | undefined
  let commasFailed: unknown
  for (const delimiter of [',', ...Object.values(OTHER_DELIMITERS)]) {
    let rows: RawRow[]
    try {
      rows = (await readCsvRecords(bytes, delimiter)).map(({cells, start}) => ({line: lines.lineAt(start), cells}))
    } catch (error) {
      commasFailed ??= error
      continue
    }
    if (headerAt(rows, key) >= 0) return rows
    if (!widest || firstCells(rows) > firstCells(widest)) widest = rows
  }
  if (widest) return widest
  throw commasFailed
}

const firstCells = (rows: RawRow[]) => rows.find(({cells}) => cells.some((cell) => cell.trim() !== ''))?.cells.length ?? 0

async function xlsxRows(path: string, bytes: Buffer): Promise<RawRow[]> {
  const {default: ExcelJS} = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes as never)
  } catch (error) {
    throw fileError({code: 'book-file-not-xlsx', path, reason: (error as Error).message}, error)
  }
  const sheet = workbook.worksheets[0]
  const rows: RawRow[] = []
  sheet?.eachRow((row, line) => {
    const cells: string[] = []
    row.eachCell({includeEmpty: true}, (cell, column) => {
      cells[column - 1] = cellText(cell.value)
    })
    rows.push({line, cells: Array.from(cells, (cell) => cell ?? '')})
  })
  return rows
}

type XlsxValue = import('exceljs').CellValue | undefined

/** A cell's text as the sheet shows it: a formula by its result, rich text joined, a link by its text. */
function cellText(value: XlsxValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return numberText(value)
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (value instanceof Date) return value.toISOString()
  if ('richText' in value) return value.richText.map(({text}) => text).join('')
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result)
  if ('text' in value) return String(value.text)
  if ('error' in value) return value.error
  return ''
}

/**
 * A number cell as Excel shows it in General format: at most 15 significant digits, so that what a formula left
 * as 1250.1000000000001 reads as the 1250.1 the sheet shows, and the money code then reads the text.
 */
function numberText(value: number): string {
  return String(Number(value.toPrecision(15)))
}

/** The amount without the currency sign or word written before or after it (trimmed first: linear time). */
function withoutCurrency(text: string): string {
  return text.trim().replace(CURRENCY_FIRST, '').trimStart().replace(CURRENCY_LAST, '').trimEnd()
}

function fileError(facts: OperatorFileFact, cause?: unknown): InputError {
  return new InputError(facts, {code: 'INVALID_FILE', cause})
}
