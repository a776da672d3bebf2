import * as z from '../zod.js'

/** What a command would use now, and whether the service accepts it (`pay whoami`). Holds no secret. */
export const identitySchema = z.object({
  profile: z.string().nullable(),
  source: z.enum(['env', 'profile']),
  base_url: z.string(),
  mode: z.enum(['live', 'test']),
  key_id: z.string().describe('Masked.'),
  accepted: z.boolean(),
  error: z.object({code: z.string(), message: z.string(), status: z.number().nullable()}).nullable(),
})
export type Identity = z.infer<typeof identitySchema>
