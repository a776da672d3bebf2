import {displayWidth, padEndDisplay, padStartDisplay, truncateDisplay} from '../../core/text/display-width.js'
import {SHORTEST_ID_PREFIX} from '../../core/text/id-prefix.js'

export interface Column<Row> {
  header: string
  value: (row: Row) => string
  align?: 'left' | 'right'
  /** Styles a cell after it is padded, so colour codes never break the alignment. */
  paint?: (text: string, row: Row) => string
  /** An id, shortened on a narrow terminal to the shortest prefix that still tells the rows apart (at least 8). */
  id?: boolean
  /**
   * Left out on a narrow terminal, the lowest first, once the ids are short: 1 and 2 before the columns that may
   * be cut are cut, the others after; columns without it are always shown.
   */
  drop?: number
  /** Cut with `…` on a narrow terminal (a name, a free text): first to {@link CUT_TO} columns, then to its heading. */
  cut?: boolean
}

const GAP = 2
/** How far a column that may be cut is cut before the columns of `drop` 3 and up are left out. */
const CUT_TO = 16

/**
 * An aligned plain-text table; a column is as wide as its widest cell, and one whose cells are all empty is left out.
 * Given the terminal's `width`, a table wider than it shortens its ids to a unique prefix, then leaves out the
 * columns that may go (`drop`, lowest first), then cuts the columns that may be cut, so that no row is wider than
 * the terminal; without it (a pipe, `--wide`), every column is shown whole.
 */
export function renderTable<Row>(
  allColumns: Column<Row>[],
  rows: Row[],
  headerStyle: (text: string) => string = (t) => t,
  width?: number,
): string {
  let columns = allColumns.filter((column) => rows.length === 0 || rows.some((row) => column.value(row) !== ''))
  let cells = rows.map((row) => columns.map((column) => column.value(row)))
  const measure = () =>
    columns.map((column, index) => Math.max(displayWidth(column.header), ...cells.map((line) => displayWidth(line[index]!))))
  let widths = measure()
  const total = () => widths.reduce((sum, columnWidth) => sum + columnWidth, 0) + GAP * Math.max(0, widths.length - 1)
  if (width !== undefined && total() > width) {
    cells = shortenIds(columns, cells)
    widths = measure()
    const drop = (first: number, last: number) => {
      const droppable = columns.filter((column) => column.drop !== undefined && column.drop >= first && column.drop <= last)
      for (const column of droppable.sort((a, b) => a.drop! - b.drop!)) {
        if (total() <= width) return
        const index = columns.indexOf(column)
        columns = columns.filter((_, at) => at !== index)
        cells = cells.map((line) => line.filter((_, at) => at !== index))
        widths = measure()
      }
    }
    const cut = (floor: (column: Column<Row>) => number) => {
      for (const [index, column] of columns.entries()) {
        if (total() <= width || !column.cut) continue
        const room = Math.max(floor(column), widths[index]! - (total() - width))
        cells = cells.map((line) => line.map((text, at) => (at === index ? truncateDisplay(text, room) : text)))
        widths = measure()
      }
    }
    drop(1, 2)
    cut((column) => Math.max(CUT_TO, displayWidth(column.header)))
    drop(3, Number.POSITIVE_INFINITY)
    cut((column) => displayWidth(column.header))
  }
  const pad = (text: string, index: number) =>
    columns[index]!.align === 'right' ? padStartDisplay(text, widths[index]!) : padEndDisplay(text, widths[index]!)
  const header = columns.map((column, index) => headerStyle(pad(column.header, index))).join(' '.repeat(GAP))
  const body = cells.map((line, rowIndex) =>
    line
      .map((text, index) => {
        const padded = pad(text, index)
        const paint = columns[index]!.paint
        // A cell shortened or cut is painted as it is shown: the paint swaps the value it knows for the padded cell.
        return paint ? paint(padded, rows[rowIndex]!) : padded
      })
      .join(' '.repeat(GAP))
      .trimEnd(),
  )
  return `${[header.trimEnd(), ...body].join('\n')}\n`
}

/** The id columns' cells cut to the shortest prefix (at least {@link SHORTEST_ID_PREFIX}) unique among the rows. */
function shortenIds<Row>(columns: Column<Row>[], cells: string[][]): string[][] {
  let shortened = cells
  for (const [index, column] of columns.entries()) {
    if (!column.id) continue
    const ids = cells.map((line) => line[index]!)
    const longest = Math.max(0, ...ids.map((id) => id.length))
    let length = SHORTEST_ID_PREFIX
    while (length < longest && new Set(ids.map((id) => id.slice(0, length))).size < new Set(ids).size) length++
    shortened = shortened.map((line) => line.map((text, at) => (at === index ? text.slice(0, length) : text)))
  }
  return shortened
}
