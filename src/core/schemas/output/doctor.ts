import * as z from '../zod.js'

/** One line of `pay doctor`: pass, fail (with a fix), or skip (an earlier check failed, so this one cannot run). */
export const doctorCheckSchema = z.object({
  name: z.string(),
  status: z.enum(['pass', 'fail', 'skip']),
  ok: z.boolean(),
  detail: z.string(),
  fix: z.string().nullable(),
})
export type DoctorCheck = z.infer<typeof doctorCheckSchema>

export const doctorReportSchema = z.object({ok: z.boolean(), checks: z.array(doctorCheckSchema)})
export type DoctorReport = z.infer<typeof doctorReportSchema>
