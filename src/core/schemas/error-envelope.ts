import * as z from './zod.js'

/** The service's error envelope (`details` is optional: the real service often leaves it out). */
export const errorEnvelopeSchema = z.looseObject({
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    request_id: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>
