import {depositSchema, depositStatus} from '../deposit.js'
import * as z from '../zod.js'

/** `pay deposit create|get --json`: the deposit, with the files its QR was written to when asked. */
export const depositWithQrFilesSchema = z.looseObject({
  ...depositSchema.shape,
  qr_files: z.object({png: z.string().optional(), svg: z.string().optional()}).optional(),
})

/** `pay deposit cancel --json`: the deposit when it could be read, else the cancel's own answer. */
export const cancelledDepositSchema = z.union([depositSchema, z.object({id: z.string(), status: depositStatus})])
