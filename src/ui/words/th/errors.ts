import type {Words} from '../en/index.js'
import {batchErrors, journalErrors} from './errors-batch.js'
import {fieldErrors} from './errors-fields.js'
import {moneyErrors} from './errors-money.js'
import {profileErrors} from './errors-profiles.js'
import {requestErrors} from './errors-requests.js'
import {sandboxErrors} from './errors-sandbox.js'
import {ledgerErrors} from './ledger.js'

export const errors = {
  ...fieldErrors,
  ...ledgerErrors,
  ...batchErrors,
  ...journalErrors,
  ...moneyErrors,
  ...profileErrors,
  ...requestErrors,
  ...sandboxErrors,
} satisfies Words['errors']
