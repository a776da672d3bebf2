import {wireMoney} from './money.js'
import * as z from './zod-mini.js'

export const balanceSchema = z.looseObject({
  available: wireMoney,
  pending: wireMoney,
  currency: z.string(),
})
export type Balance = z.infer<typeof balanceSchema>
