import {displayWidth, padEndDisplay, padStartDisplay} from '../../core/text/display-width.js'

export interface Column<Row> {
  header: string
  value: (row: Row) => string
  align?: 'left' | 'right'
  /** Styles a cell after it is padded, so colour codes never break the alignment. */
  paint?: (text: string, row: Row) => string
}

/** An aligned plain-text table; a column is as wide as its widest cell, and one whose cells are all empty is left out. */
export function renderTable<Row>(allColumns: Column<Row>[], rows: Row[], headerStyle: (text: string) => string = (t) => t): string {
  const columns = allColumns.filter((column) => rows.length === 0 || rows.some((row) => column.value(row) !== ''))
  const cells = rows.map((row) => columns.map((column) => column.value(row)))
  const widths = columns.map((column, index) => Math.max(displayWidth(column.header), ...cells.map((line) => displayWidth(line[index]!))))
  const pad = (text: string, index: number) => {
    const width = widths[index]!
    return columns[index]!.align === 'right' ? padStartDisplay(text, width) : padEndDisplay(text, width)
  }
  const header = columns.map((column, index) => headerStyle(pad(column.header, index))).join('  ')
  const body = cells.map((line, rowIndex) =>
    line
      .map((text, index) => {
        const padded = pad(text, index)
        const paint = columns[index]!.paint
        return paint ? paint(padded, rows[rowIndex]!) : padded
      })
      .join('  ')
      .trimEnd(),
  )
  return `${[header.trimEnd(), ...body].join('\n')}\n`
}
