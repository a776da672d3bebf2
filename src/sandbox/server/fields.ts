import type {PlainTextKind} from '../../core/money/field-facts.js'
import {notPlainFact} from '../../core/money/field-readers.js'
import {AMOUNT_PROBLEM_MESSAGES, readAmount, type Satang} from '../../core/money/money.js'
import {canonicalBankCode} from './bank-list.js'
import {SandboxError, validation} from './errors.js'

/** Checks of request fields, each answering the service's error code and message (docs/sandbox.md, Errors). */

export type JsonObject = Record<string, unknown>

export function bodyObject(json: unknown): JsonObject {
  if (json === undefined) return {}
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw validation('request body must be a JSON object')
  return json as JsonObject
}

/**
 * For an endpoint the service's API gives no fields (cancel, reset): nothing, or an empty object as some HTTP
 * clients send, is fine; anything else is refused rather than ignored, so a client that meant to send
 * something learns that it was not read.
 */
export function noBody(json: unknown): void {
  const empty = json === undefined || (typeof json === 'object' && json !== null && !Array.isArray(json) && Object.keys(json).length === 0)
  if (!empty) throw validation('this endpoint takes no body')
}

const invalidAmount = (message: string) => new SandboxError(422, 'INVALID_AMOUNT', message)

/** A money string with at most 2 decimals, as the real validator accepts; a JSON number is refused. */
export function moneyField(value: unknown, name = 'amount'): Satang {
  if (value === undefined || value === null || value === '') throw invalidAmount(`${name} is required`)
  if (typeof value !== 'string') throw invalidAmount(`${name} must be a decimal number written as a string, e.g. "100.00"`)
  const reading = readAmount(value)
  if (!reading.ok) throw invalidAmount(AMOUNT_PROBLEM_MESSAGES[reading.problem].replace(/^amount/, name))
  return reading.satang
}

export function positiveMoneyField(value: unknown, name = 'amount'): Satang {
  const satang = moneyField(value, name)
  if (satang <= 0) throw invalidAmount(`${name} must be greater than zero`)
  return satang
}

/** Absent and JSON null mean the same for every optional field: its default. */
export function isAbsent(value: unknown): value is undefined | null {
  return value === undefined || value === null
}

export function requiredText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw validation(`${name} is required`)
  return plainText(value, name).trim()
}

export function optionalText(value: unknown, name: string): string | undefined {
  if (isAbsent(value)) return undefined
  if (typeof value !== 'string') throw validation(`${name} must be a string`)
  return plainText(value, name)
}

const KIND_WORDS: Record<PlainTextKind, string> = {
  surrogate: 'a lone surrogate, which is not a character',
  control: 'a control character',
  bidi: 'a bidirectional control, which can make text display in another order',
  invisible: 'an invisible character',
}

/**
 * Refuses text that is not plain (src/core/money/field-readers.ts, `notPlainFact`) rather than storing or showing
 * it changed, naming the first offending character and its place in characters, not UTF-16 units.
 */
function plainText(value: string, name: string): string {
  const fact = notPlainFact(value)
  if (fact) {
    const {codePoint, kind, position} = fact
    throw new SandboxError(
      422,
      'VALIDATION',
      `${name} contains ${codePoint} (${KIND_WORDS[kind]}) at character ${position}; send plain text`,
      {field: name},
    )
  }
  return value
}

export function optionalObject(value: unknown, name: string): JsonObject | undefined {
  if (isAbsent(value)) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) throw validation(`${name} must be an object`)
  return value as JsonObject
}

export function currencyField(value: unknown): string {
  if (isAbsent(value) || value === '' || value === 'THB') return 'THB'
  throw new SandboxError(422, 'INVALID_CURRENCY', 'currency must be THB')
}

/** A bank code or alias in any case, normalised to the canonical upper-case code. */
export function bankField(value: unknown, name: string): string {
  const code = canonicalBankCode(requiredText(value, name))
  if (!code) throw new SandboxError(422, 'INVALID_BANK', `${name} is not a known bank code; see GET /v1/banks`)
  return code
}

export function isUuid(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text)
}
