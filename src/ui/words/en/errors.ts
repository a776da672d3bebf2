import type {ErrorWords} from '../error-words.js'
import {batchErrors, journalErrors} from './errors-batch.js'
import {bookFileErrors} from './errors-book-files.js'
import {fieldErrors} from './errors-fields.js'
import {approvalErrors, secretsAndAuditErrors} from './errors-four-eyes.js'
import {moneyErrors} from './errors-money.js'
import {profileErrors} from './errors-profiles.js'
import {requestErrors} from './errors-requests.js'
import {sandboxErrors} from './errors-sandbox.js'
import {ledgerErrors} from './ledger.js'
import {statementErrors} from './statement.js'

/** Every error pay makes of facts, by code: its sentence and next step in English, the words of `--json` too. */
export const errors: ErrorWords = {
  ...fieldErrors,
  ...ledgerErrors,
  ...batchErrors,
  ...journalErrors,
  ...bookFileErrors,
  ...moneyErrors,
  ...profileErrors,
  ...requestErrors,
  ...sandboxErrors,
  ...statementErrors,
  ...approvalErrors,
  ...secretsAndAuditErrors,
}
