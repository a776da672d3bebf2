import type {BookFileFact} from '../../../core/error-facts.js'
import type {ErrorWords} from '../error-words.js'

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
} satisfies Pick<ErrorWords, BookFileFact['code']>
