import {WIRE_MONEY} from '../money/money.js'
import * as z from './zod-mini.js'

/** A money string exactly as the service writes it: baht with exactly two decimals. */
export const wireMoney = z.string().check(z.regex(WIRE_MONEY, {message: 'money must be a baht string with exactly 2 decimals'}))

/** A timestamp string as the service writes it (ISO 8601). */
export const timestamp = z.string().check(z.refine((text) => !Number.isNaN(Date.parse(text)), {message: 'not a timestamp'}))
