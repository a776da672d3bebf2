/**
 * Money is an integer count of satang (1 baht = 100 satang) everywhere inside the program, and a baht
 * string with exactly two decimals on the wire. No float ever holds an amount.
 *
 * @example
 *   parseBaht('1,000.5') // 100050
 *   formatBaht(100050)   // '1000.50'
 */
export type Satang = number

export type AmountProblem = 'empty' | 'not_decimal' | 'exponent' | 'negative' | 'too_many_decimals' | 'too_large'

export type AmountReading = {ok: true; satang: Satang} | {ok: false; problem: AmountProblem}

/** The messages the real service's validator gives for each problem. */
export const AMOUNT_PROBLEM_MESSAGES: Record<AmountProblem, string> = {
  empty: 'amount is required',
  not_decimal: 'amount must be a decimal number',
  exponent: 'amount must be a plain decimal number',
  negative: 'amount must not be negative',
  too_many_decimals: 'amount must have at most 2 decimal places',
  too_large: 'amount is too large',
}

export const WIRE_MONEY = /^\d+\.\d{2}$/
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/
const GROUPED_DECIMAL = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/
// `\d+(?:\.\d*)?`, not `\d+\.?\d*`, which splits a run of digits n ways: quadratic on a long amount.
const EXPONENT_FORM = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)[eE][+-]?\d+$/
const NEGATIVE_FORM = /^-\s*[\d.,]+$/

export interface ReadAmountOptions {
  /** Accept thousands separators (`1,000.00`), as a person types them. The wire never has them. */
  allowGrouping?: boolean
}

/**
 * Reads a decimal baht amount with at most two decimals. This is the validator's rule; what a person
 * types goes through {@link parseBaht}, which also accepts grouping and surrounding spaces.
 */
export function readAmount(text: string, options: ReadAmountOptions = {}): AmountReading {
  if (text === '') return {ok: false, problem: 'empty'}
  if (EXPONENT_FORM.test(text)) return {ok: false, problem: 'exponent'}
  if (NEGATIVE_FORM.test(text)) return {ok: false, problem: 'negative'}
  const match = PLAIN_DECIMAL.exec(text) ?? (options.allowGrouping ? GROUPED_DECIMAL.exec(text) : null)
  if (!match) return {ok: false, problem: 'not_decimal'}
  const whole = match[1]!.replaceAll(',', '')
  const fraction = match[2] ?? ''
  if (fraction.length > 2) return {ok: false, problem: 'too_many_decimals'}
  const cents = fraction.padEnd(2, '0')
  // Up to 13 digits of baht the satang are below 2^53, exact as a number; beyond, BigInt says whether they still are.
  if (whole.length <= 13) return {ok: true, satang: Number(whole) * 100 + Number(cents)}
  const satang = BigInt(whole) * 100n + BigInt(cents)
  if (satang > BigInt(Number.MAX_SAFE_INTEGER)) return {ok: false, problem: 'too_large'}
  return {ok: true, satang: Number(satang)}
}

export class AmountError extends Error {
  constructor(
    readonly problem: AmountProblem,
    readonly input: string,
  ) {
    super(AMOUNT_PROBLEM_MESSAGES[problem])
    this.name = 'AmountError'
  }
}

/**
 * Parses an amount a person typed: `100`, `100.5`, `100.50`, `1,000.00`. Refuses negatives, more than two
 * decimals, exponents, empty input and anything that is not a number, by throwing {@link AmountError}.
 */
export function parseBaht(input: string): Satang {
  const reading = readAmount(input.trim(), {allowGrouping: true})
  if (!reading.ok) throw new AmountError(reading.problem, input)
  return reading.satang
}

/** True for a money string in the exact wire form `^\d+\.\d{2}$`. */
export function isWireMoney(text: string): boolean {
  return WIRE_MONEY.test(text)
}

/** Parses a money string received from the service; only the exact wire form is accepted. */
export function parseWireMoney(text: string): Satang {
  if (!isWireMoney(text)) throw new AmountError('not_decimal', text)
  const reading = readAmount(text)
  if (!reading.ok) throw new AmountError(reading.problem, text)
  return reading.satang
}

/** Formats satang in the wire form: `123450` → `'1234.50'`. */
export function formatBaht(satang: Satang): string {
  assertSatang(satang)
  const sign = satang < 0 ? '-' : ''
  const magnitude = Math.abs(satang)
  const whole = Math.trunc(magnitude / 100)
  const fraction = magnitude % 100
  return `${sign}${whole}.${String(fraction).padStart(2, '0')}`
}

/** Formats satang for people, with thousands separators: `123450000` → `'1,234,500.00'`. */
export function formatBahtGrouped(satang: Satang): string {
  const plain = formatBaht(satang)
  const [whole, fraction] = plain.split('.') as [string, string]
  return `${groupThousands(whole)}.${fraction}`
}

/** `10000` → `10,000`, without Intl (whose first use costs milliseconds at start). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * A percentage of an amount in basis points, rounded half-up to the satang, in integers only.
 * @example basisPointsOf(50037, 100) // 1.00 % of 500.37 → 500 satang
 */
export function basisPointsOf(satang: Satang, basisPoints: number): Satang {
  assertSatang(satang)
  const product = BigInt(satang) * BigInt(basisPoints)
  return Number((product + 5000n) / 10000n)
}

function assertSatang(satang: Satang): void {
  if (!Number.isSafeInteger(satang)) throw new TypeError(`not a whole number of satang: ${satang}`)
}
