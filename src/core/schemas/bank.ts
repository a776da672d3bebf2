import * as z from './zod-mini.js'

export const bankSchema = z.looseObject({
  bank_code: z.string(),
  bank_number: z.string(),
  name_th: z.string(),
  fullname_th: z.string(),
  name_en: z.string(),
})
export type Bank = z.infer<typeof bankSchema>

/** GET /v1/banks: an object keyed by bank_code. */
export const bankListSchema = z.record(z.string(), bankSchema)
export type BankList = z.infer<typeof bankListSchema>
