import * as z from './zod.js'

/** A time as pay writes it into its own files (ISO 8601): a string that does not read as a date is refused, never printed as "Invalid Date". */
export const storedTime = z.string().refine((text) => !Number.isNaN(Date.parse(text)), {message: 'not a date'})
