import type {BookFileFact, BookRowFacts} from '../../../core/error-facts.js'
import {groupThousands} from '../../../core/money/money.js'
import type {ErrorWords} from '../error-words.js'
import {fieldWithoutLabel} from './errors-fields.js'

function rowProblem(problem: BookRowFacts['problem']): string {
  return problem.code === 'key-blank' ? 'has no reference (the cell is blank)' : fieldWithoutLabel(problem.field)
}

/** The files of the books: a table file refused before anything is read or written. */
export const bookFileErrors = {
  'table-file-extension': ({label, path, extensions}) => ({
    message: `${label} ${path}: pay writes ${extensions.join(' or ')} files, named by their extension.`,
    tryMessage: `Give ${label} a name ending in .csv (any spreadsheet) or .xlsx (Excel), e.g. ${label} report.xlsx.`,
  }),
  'table-file-is-input': ({label, path, input}) => ({
    message: `${label} ${path} is the file being read, ${input}: writing it would replace it. Nothing was written.`,
    tryMessage: `Give ${label} another file name.`,
  }),
  'table-file-is-directory': ({label, path}) => ({
    message: `${label} ${path} is a directory. Nothing was written.`,
    tryMessage: `Give ${label} a file name, e.g. ${label} report.xlsx.`,
  }),
  'table-file-no-folder': ({label, folder}) => ({
    message: `The folder ${folder} of ${label} does not exist. Nothing was written.`,
    tryMessage: `Create the folder first, or give ${label} a file in a folder that exists.`,
  }),
  'table-file-folder-not-writable': ({label, folder}) => ({
    message: `The folder ${folder} of ${label} cannot be written to. Nothing was written.`,
    tryMessage: `Give ${label} a file in a folder you can write to.`,
  }),
  'book-file-unreadable': ({path, reason}) => ({
    message: `Cannot read ${path}: ${reason}. Nothing was compared.`,
    tryMessage: 'Check the path and that you may read the file.',
  }),
  'book-file-not-a-file': ({path}) => ({message: `${path} is not a file.`, tryMessage: 'Give the path of a CSV or XLSX file.'}),
  'book-file-too-large': ({path, bytes, max}) => ({
    message: `${path} is ${groupThousands(String(bytes))} bytes; pay reads files of at most ${groupThousands(String(max))}.`,
    tryMessage: 'Export a shorter period, or split the file.',
  }),
  'book-file-xls': ({path}) => ({
    message: `${path} is an Excel 97–2003 workbook (.xls), which pay does not read.`,
    tryMessage: 'Save it as "Excel Workbook (.xlsx)" or "CSV UTF-8" and give that file.',
  }),
  'book-file-not-xlsx': ({path, reason}) => ({
    message: `${path} looks like an XLSX workbook but cannot be read: ${reason}.`,
    tryMessage: 'Open it in Excel and save it again as .xlsx, or save it as "CSV UTF-8".',
  }),
  'book-file-not-utf8': ({path, line}) => ({
    message: `${path} is not UTF-8 text: line ${line} has bytes that are not UTF-8.`,
    tryMessage: 'Save it as "CSV UTF-8"; Thai text would otherwise be read as other characters.',
  }),
  'book-file-empty': ({path}) => ({message: `${path} is empty.`, tryMessage: 'Give a file whose first line names the columns.'}),
  'book-file-no-rows': ({path}) => ({
    message: `${path} has a header but no rows.`,
    tryMessage: 'Give a file with one row per order or payment.',
  }),
  'book-file-no-column': ({path, label, name, columns}) => ({
    message: `${path} has no column "${name}" (${label}). Its columns are: ${columns.map((column) => `"${column}"`).join(', ')}.`,
    tryMessage: `Give ${label} one of those names, as written in the header.`,
  }),
  'book-file-column-twice': ({path, label, name}) => ({
    message: `${path} has the column "${name}" (${label}) twice.`,
    tryMessage: 'Name each column once in the header.',
  }),
  'book-file-bad-rows': ({path, rows, rowCount, problems, more}) => ({
    message: [
      `${rows} of ${rowCount} rows of ${path} cannot be compared; nothing was compared:`,
      ...problems.map(({line, row, column, problem}) => `  line ${line} (row ${row}), column ${column}: ${rowProblem(problem)}`),
      ...(more > 0 ? [`  … and ${more} more (all of them with --json)`] : []),
    ].join('\n'),
    tryMessage: 'Fix these rows (amounts in baht like 1,250.00; every row with its reference) and run it again.',
  }),
  'period-not-time': ({label, text}) => ({
    message: `${label} "${text}" is not a date or time.`,
    tryMessage: 'Use ISO 8601, e.g. 2026-11-01 (the whole day, UTC) or 2026-11-01T09:00:00+07:00.',
  }),
  'period-reversed': ({from, to}) => ({message: `--from ${from} is after --to ${to}.`, tryMessage: 'Give the earlier time to --from.'}),
} satisfies Pick<ErrorWords, BookFileFact['code']>
