import type {PayoutFileFact, ResultsPathFact, RowFact} from '../../../core/error-facts.js'
import type {ErrorWords} from '../error-words.js'
import {fieldWithoutLabel} from './errors-fields.js'

const delimiters = {semicolons: 'semicolons (;)', tabs: 'tabs', bars: 'vertical bars (|)'}
const split = 'Split it into several files.'
const columnsAre = (header: string) => `The columns are: ${header}`
const plural = (names: string[]) => (names.length > 1 ? 's' : '')

/** What is wrong with one row of a payout file, after where it is. */
function rowProblem(fact: RowFact): string {
  switch (fact.code) {
    case 'cell-count':
      return `has ${fact.cells} cells; the header has ${fact.columns}`
    case 'cell-too-long':
      return `is ${fact.length} characters long; at most ${fact.max} are accepted`
    case 'cell-control':
      return 'holds a line break or another control character'
    case 'cell-formula':
      return `starts with "${fact.start}" like a spreadsheet formula; export the values, not the formulas`
    case 'field':
      return fieldWithoutLabel(fact.field)
  }
}

/** A payout file of `pay withdrawal batch` refused before anything is sent (the file, its header, its rows), or its results file. */
export const batchErrors = {
  'not-utf8': ({line}) => ({
    message: `The file is not UTF-8 text: line ${line} has bytes that are not UTF-8.`,
    tryMessage: 'Save it as "CSV UTF-8"; names would otherwise reach the bank with characters replaced.',
  }),
  'csv-empty': ({header}) => ({message: 'The file is empty.', tryMessage: `Start it with the header line: ${header}`}),
  'no-rows': () => ({message: 'The file has a header but no payout rows.', tryMessage: 'Add one row per payout under the header.'}),
  'too-many-rows': ({rows, max}) => ({message: `The file has ${rows} rows; at most ${max} are accepted.`, tryMessage: split}),
  'other-delimiter': ({line, delimiter, header}) => ({
    message: `Line ${line} is separated by ${delimiters[delimiter]}, not commas: pay reads comma-separated files.`,
    tryMessage: `Save it again as CSV with commas (in a spreadsheet: CSV UTF-8, comma-delimited), starting with: ${header}`,
  }),
  'not-header': ({line, header}) => ({
    message: `Line ${line} is not a header: the first line must name the columns.`,
    tryMessage: `Start the file with: ${header}`,
  }),
  'unknown-columns': ({names, header}) => ({
    message: `Unknown column${plural(names)} ${names.map((name) => `"${name}"`).join(', ')} in the header.`,
    tryMessage: columnsAre(header),
  }),
  'column-twice': ({name, header}) => ({
    message: `Column "${name}" appears twice in the header.`,
    tryMessage: `Name each column once: ${header}`,
  }),
  'missing-columns': ({names, header}) => ({
    message: `The header lacks the column${plural(names)} ${names.join(', ')}.`,
    tryMessage: columnsAre(header),
  }),
  'not-csv': ({line, reason}) => ({
    message: `The file is not valid CSV${line ? ` (near line ${line})` : ''}: ${reason}`,
    tryMessage: 'Check the quotes around that line: a quote inside a cell is written twice ("").',
  }),
  'not-a-file': ({path}) => ({message: `${path} is not a file.`, tryMessage: 'Give the path of a CSV file.'}),
  'file-too-large': ({path, bytes, max}) => ({
    message: `${path} is ${bytes} bytes; a payout file may have at most ${max}.`,
    tryMessage: split,
  }),
  'unreadable-file': ({path, reason}) => ({
    message: `Cannot read ${path}: ${reason}.`,
    tryMessage: 'Check the path and that you may read the file.',
  }),
  'invalid-rows': ({file, rows, rowCount, problems, more}) => ({
    message: [
      `${rows} of ${rowCount} rows of ${file} are invalid; nothing was sent:`,
      ...problems.map(
        ({line, row, column, problem}) => `  line ${line} (row ${row})${column ? `, column ${column}` : ''}: ${rowProblem(problem)}`,
      ),
      ...(more > 0 ? [`  … and ${more} more (all of them with --json)`] : []),
    ].join('\n'),
    tryMessage: 'Fix these rows and run the file again (`pay banks` lists the bank codes).',
  }),
  'results-is-input': ({results, input}) => ({
    message: `The results file ${results} is the payout file ${input}: writing it would replace the payouts. Nothing was sent.`,
    tryMessage: 'Give --results another file name, or leave --results out to write FILE.results.csv beside the payout file.',
  }),
  'results-is-directory': ({results}) => ({
    message: `The results file ${results} is a directory. Nothing was sent.`,
    tryMessage: 'Give --results a file name, e.g. --results results/payouts-results.csv.',
  }),
  'results-no-folder': ({folder}) => ({
    message: `The folder ${folder} of the results file does not exist. Nothing was sent.`,
    tryMessage: 'Create the folder first, or give --results a file in a folder that exists.',
  }),
  'results-folder-not-writable': ({folder}) => ({
    message: `The folder ${folder} of the results file cannot be written to. Nothing was sent.`,
    tryMessage: 'Give --results a file in a folder you can write to.',
  }),
} satisfies Pick<ErrorWords, PayoutFileFact['code'] | ResultsPathFact['code']>
