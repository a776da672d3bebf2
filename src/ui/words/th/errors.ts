import type {Words} from '../en/index.js'
import {batchErrors} from './errors-batch.js'
import {fieldErrors} from './errors-fields.js'

export const errors = {
  ...fieldErrors,
  ...batchErrors,
} satisfies Words['errors']
