import * as z from '../zod.js'

/** A profile as it may be shown or printed: key ids masked, secrets reduced to their last 4. */
export const profileViewSchema = z.object({
  name: z.string(),
  default: z.boolean(),
  base_url: z.string(),
  test_key_id: z.string().nullable(),
  test_secret: z.string().nullable(),
  live_key_id: z.string().nullable(),
  live_secret: z
    .string()
    .nullable()
    .describe('Its last 4, when profiles.json still holds it (a profile pay has not written since it moved live secrets).'),
  live_secret_in: z
    .enum(['keyring', 'file'])
    .nullable()
    .describe("Where the key store keeps the live key's secret: the OS keyring, or a 0600 file under <config dir>/secrets/."),
  webhook_secret: z.string().nullable(),
  sandbox_data_dir: z.string().nullable().describe('The sandbox data dir a `sandbox` profile was written for; null on other profiles.'),
})
export type ProfileView = z.infer<typeof profileViewSchema>

export const profileRemovedSchema = z.object({removed: z.string()})
export const defaultProfileSchema = z.object({default: z.string()})
export const profileListSchema = z.array(profileViewSchema)

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
