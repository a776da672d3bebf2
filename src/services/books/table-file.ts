import {extname} from 'node:path'
import {Readable} from 'node:stream'
import {pipeline} from 'node:stream/promises'

import type {BookFileFact} from '../../core/error-facts.js'
import {InputError} from '../../core/errors.js'
import {replaceFileFrom, replaceProblem} from '../../core/files/replace-file.js'
import {formatBaht} from '../../core/money/money.js'
import {formulaSafe} from '../batch/payout-csv.js'

/** The kinds of table file pay writes, by the file's extension. */
export type TableFormat = 'csv' | 'xlsx'

/** A column: its heading (in the run's language, from src/ui) and whether its cells are money in satang. */
export interface TableColumn {
  heading: string
  money?: boolean
  /** XLSX only: the column's width in characters (a default fits most words). */
  width?: number
}

/** A cell: text, a whole number, satang in a money column, or nothing. */
export type TableCell = string | number | null

export interface Table {
  columns: TableColumn[]
  /** One array of cells per row, in the columns' order; read once, lazily, so a long table is never held whole. */
  rows: Iterable<TableCell[]> | AsyncIterable<TableCell[]>
  /** XLSX only: the sheet's name (Excel allows 31 characters, none of `\/?*[]:`). */
  sheet: string
}

const FORMATS: Record<string, TableFormat> = {'.csv': 'csv', '.xlsx': 'xlsx'}
/** Two decimals with grouping, as an accountant reads money; the cell still holds the number. */
const MONEY_FORMAT = '#,##0.00'
const DEFAULT_WIDTH = 18

/**
 * The format of a table file by its extension (any case), or an InputError (exit 2) naming `label`, the flag
 * that gave the path, for any other extension, a directory, a folder that is missing or not writable, or the
 * `input` the table is made from: ask before the work whose result the file would hold.
 *
 * @example checkTableFile('report.XLSX', '--out') // 'xlsx'
 */
export function checkTableFile(path: string, label: string, input?: string): TableFormat {
  const format = FORMATS[extname(path).toLowerCase()]
  if (!format) throw outError({code: 'table-file-extension', label, path, extensions: Object.keys(FORMATS)})
  const found = replaceProblem(path, input)
  switch (found?.problem) {
    case undefined:
      return format
    case 'is-input':
      throw outError({code: 'table-file-is-input', label, path, input: input!})
    case 'is-directory':
      throw outError({code: 'table-file-is-directory', label, path})
    case 'no-folder':
      throw outError({code: 'table-file-no-folder', label, path, folder: found.folder})
    case 'folder-not-writable':
      throw outError({code: 'table-file-folder-not-writable', label, path, folder: found.folder})
  }
}

function outError(facts: BookFileFact): InputError {
  return new InputError(facts, {code: 'INVALID_OUT_FILE', details: {field: facts.label}})
}

/**
 * Writes a table to `path` as CSV or XLSX by its extension ({@link checkTableFile} first), whole or not at all (src/core/files/replace-file.ts).
 * CSV: UTF-8 with a BOM (Excel otherwise reads Thai as Latin-1), CRLF, RFC 4180 quoting by csv-stringify, money
 * as `1250.00`, and every text cell that a spreadsheet would run as a formula prefixed with `'` as the batch's
 * result files do. XLSX (exceljs, streamed): money as number cells shown with two decimals, whole numbers as
 * numbers, text as text (an XLSX text cell is never run as a formula), the headings bold and frozen.
 *
 * @example await writeTableFile('report.xlsx', {columns: [{heading: 'ref'}, {heading: 'amount', money: true}], rows: [['A1', 125000]], sheet: 'Report'}) // report.xlsx: A1, 1,250.00
 */
export async function writeTableFile(path: string, table: Table): Promise<void> {
  const format = FORMATS[extname(path).toLowerCase()]
  if (!format) throw new TypeError(`not a table file: ${path} (ask checkTableFile first)`)
  await replaceFileFrom(path, (out) => (format === 'csv' ? writeCsv(out, table) : writeXlsx(out, table)))
}

/** The CSV of a table (as writeTableFile writes it) to a stream, which it ends: for a table printed, not saved. */
export async function writeCsv(out: NodeJS.WritableStream, table: Table): Promise<void> {
  const {stringify} = await import('csv-stringify')
  const money = table.columns.map((column) => column.money === true)
  async function* lines(): AsyncGenerator<string[]> {
    yield table.columns.map((column) => formulaSafe(column.heading))
    for await (const row of table.rows) yield row.map((cell, index) => csvCell(cell, money[index]!))
  }
  await pipeline(Readable.from(lines()), stringify({bom: true, record_delimiter: 'windows'}), out)
}

function csvCell(cell: TableCell, money: boolean): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return money ? formatBaht(cell) : String(cell)
  return formulaSafe(cell)
}

async function writeXlsx(out: NodeJS.WritableStream, table: Table): Promise<void> {
  const {default: ExcelJS} = await import('exceljs')
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({stream: out as never, useStyles: true, useSharedStrings: false})
  const sheet = workbook.addWorksheet(table.sheet, {views: [{state: 'frozen', ySplit: 1}]})
  sheet.columns = table.columns.map((column) => ({
    header: column.heading,
    width: column.width ?? DEFAULT_WIDTH,
    style: column.money ? {numFmt: MONEY_FORMAT} : {},
  }))
  sheet.getRow(1).font = {bold: true}
  sheet.getRow(1).commit()
  const money = table.columns.map((column) => column.money === true)
  for await (const row of table.rows) sheet.addRow(row.map((cell, index) => xlsxCell(cell, money[index]!))).commit()
  sheet.commit()
  await workbook.commit()
}

function xlsxCell(cell: TableCell, money: boolean): string | number | null {
  // An XLSX number is a double: the one nearest the exact amount is what Excel stores when a person types it,
  // and shown with two decimals it reads back as the same satang.
  if (typeof cell === 'number' && money) return Number(formatBaht(cell))
  return cell
}
