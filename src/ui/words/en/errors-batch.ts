import type {BatchJournalFact, PayoutFileFact, ResultsPathFact, RowFact} from '../../../core/error-facts.js'
import {shellWord} from '../../../core/text/shell-word.js'
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

const lookLine = 'Look at that line: the journal records what was paid, so it is never repaired by guessing. Keep a copy before editing it.'

/** A batch refused for its journal or its lock (src/services/batch/): what was found, and what to do. */
export const journalErrors = {
  'journal-misnamed': ({path, batchId}) => ({
    message: `The batch journal ${path} is damaged: its first record is not the header of batch ${batchId}; nothing was sent.`,
    tryMessage:
      'Look at its first line: the journal records what was paid, so it is never repaired by guessing. Keep a copy before editing it.',
  }),
  'journal-damaged': ({path, line}) => ({
    message: `The batch journal ${path} is damaged at line ${line}; nothing was sent.`,
    tryMessage: lookLine,
  }),
  'journal-unknown-row': ({path, row, line, file}) => ({
    message: `The batch journal ${path} names row ${row} at line ${line}, which ${file} does not have; nothing was sent.`,
    tryMessage: lookLine,
  }),
  'unchecked-journals': ({file, journals}) => {
    const many = journals.length > 1
    return {
      message: [
        `${file} was run before by an earlier version of pay, and has changed since; its journal${many ? 's do' : ' does'} not say which payee each row paid, so rows already paid cannot be told apart. Nothing was sent:`,
        ...journals.map(({path, paid, lastAt}) => `  ${path}: ${paid} row${paid > 1 ? 's' : ''} paid, last record ${lastAt}`),
      ].join('\n'),
      tryMessage: `Compare the file with \`pay withdrawal list\`, then move ${many ? 'those journals' : 'that journal'} aside (e.g. mv ${journals[0]!.path} ${journals[0]!.path}.checked) or run with --pay-again.`,
    }
  },
  'journal-other-account': ({path, mode, baseUrl, currentMode, currentBaseUrl}) => ({
    message: `This file was already run in ${mode} mode against ${baseUrl}; its journal (${path}) records what was paid there, so it is not continued in ${currentMode} mode against ${currentBaseUrl}. Nothing was sent.`,
    tryMessage: `To pay the same file here too, move that journal aside first (keep it: it is the record of the other run), e.g. mv ${shellWord(path)} ${shellWord(`${path}.${mode}`)}`,
  }),
  'no-journal': ({file, path}) => ({
    message: `--resume: ${file} has never been run (no journal at ${path}); nothing was sent.`,
    tryMessage:
      'Run it without --resume to start it. A batch is its rows: line endings, spacing, column or row order do not change it, but a row added, removed or changed makes another batch.',
  }),
  'never-run': ({file}) => ({
    message: `${file} has no batch here: it was never run against this service and mode; nothing to follow.`,
    tryMessage:
      'Pay it first with `pay withdrawal batch FILE`; a batch is its rows, so a row added, removed or changed makes another batch.',
  }),
  'close-file-clash': ({flag, path}) => ({
    message: `${flag} ${path} is the payout file or another file this run writes; nothing was written.`,
    tryMessage: 'Give a path of its own.',
  }),
  'lock-contended': ({path}) => ({
    message: `Could not take the batch lock ${path}: other runs keep taking it.`,
    tryMessage: 'Try again in a moment.',
  }),
  'lock-unreadable': ({path, reason}) => ({
    message: `The batch lock ${path} is unreadable (${reason}).`,
    tryMessage: `If no \`pay withdrawal batch\` is running, remove it: rm ${path}`,
  }),
  'batch-running': ({host, pid, startedAt, file, path}) => ({
    message: `Another \`pay withdrawal batch\` is running${host ? ` on ${host}` : ''}: pid ${pid}, started ${startedAt}, paying ${file}. Nothing was sent.`,
    tryMessage:
      host === undefined
        ? 'Wait for it to finish, then run the file again: rows it paid are not paid twice.'
        : `If no batch is running on ${host}, remove the lock: rm ${path}`,
  }),
} satisfies Pick<ErrorWords, BatchJournalFact['code']>
