import type {Words} from '../en/index.js'
import {batchErrors, journalErrors} from './errors-batch.js'
import {fieldErrors} from './errors-fields.js'
import {moneyErrors} from './errors-money.js'
import {profileErrors} from './errors-profiles.js'

export const errors = {
  ...fieldErrors,
  ...batchErrors,
  ...journalErrors,
  ...moneyErrors,
  ...profileErrors,
} satisfies Words['errors']
