import * as z from '../zod.js'

/** `pay request --json`: the endpoint's answer as it parsed, or `{"body": text}` when it is not JSON. */
export const apiAnswerSchema = z
  .unknown()
  .describe('The endpoint\'s own JSON answer (see the API document), or {"body": text} when it is not JSON.')
export type ApiAnswer = z.infer<typeof apiAnswerSchema>
