import * as z from '../zod.js'

const keyPair = z.object({key_id: z.string(), secret: z.string()})

/** A sandbox merchant with its keys: the sandbox's own credentials, printed on purpose. */
export const sandboxMerchantSchema = z.object({id: z.string(), test: keyPair, live: keyPair, webhook_secret: z.string()})

/** `pay sandbox start` and `pay sandbox keys`. */
export const sandboxCredentialsSchema = z.object({base_url: z.string(), merchants: z.array(sandboxMerchantSchema)})

export const sandboxStatusSchema = z.object({
  running: z.literal(true),
  base_url: z.string(),
  pid: z.number(),
  data_dir: z.string(),
  merchants: z.number(),
  fault_rate: z.number(),
})
export type SandboxStatus = z.infer<typeof sandboxStatusSchema>

export const sandboxStoppedSchema = z.object({stopped: z.boolean(), pid: z.number().optional()})

export const rotatedKeySchema = z.object({merchant_id: z.string(), mode: z.enum(['test', 'live']), key_id: z.string(), secret: z.string()})
export type RotatedKey = z.infer<typeof rotatedKeySchema>
