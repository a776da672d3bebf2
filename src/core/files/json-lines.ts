import {readFileSync} from 'node:fs'

import type * as z from '../schemas/zod-mini.js'

/** Which records a file holds, to name them when some lines were not of them. */
export type RecordKind = 'delivery' | 'request' | 'final-status'

/** Lines of a file pay wrote that a reader skipped because they do not fit the file's records. */
export interface SkippedLines {
  path: string
  count: number
  records: RecordKind
}

/** The records of a JSON-lines file that fit their schema, and how many lines did not (not JSON, torn, another shape). */
export interface ReadLines<T> {
  records: T[]
  skipped: number
}

/**
 * Parses each non-empty line of a file pay wrote with the schema of its records: a line that is not JSON or
 * does not fit is counted and skipped, never passed on half-typed.
 * @example parseJsonLines('{"a":1}\n{"event_id":5}\n', schema) // {records: [{a: 1}], skipped: 1}
 */
export function parseJsonLines<T>(text: string, schema: z.ZodType<T>): ReadLines<T> {
  const records: T[] = []
  let skipped = 0
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    const record = parseLine(line, schema)
    if (record === undefined) skipped++
    else records.push(record)
  }
  return {records, skipped}
}

function parseLine<T>(line: string, schema: z.ZodType<T>): T | undefined {
  const parsed = schema.safeParse(parseJson(line))
  return parsed.success ? parsed.data : undefined
}

/** The value of a JSON text, or undefined when it is not JSON (no schema of pay's accepts undefined). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * A whole-document file pay wrote, parsed with its schema; undefined when there is none, or it is not JSON or
 * does not fit (torn, foreign, of another version): such a cache or state file counts as absent.
 * @example readJsonDocument(join(dataDir, 'sandbox.json'), sandboxStateSchema) // {base_url: 'http://127.0.0.1:4010', pid: 4242}
 */
export function readJsonDocument<T>(path: string, schema: z.ZodType<T>): T | undefined {
  const text = readTextIfAny(path)
  return text === undefined ? undefined : parseJsonDocument(text, schema)
}

/** The text of a file, or undefined when it cannot be read (absent, a directory, no permission). */
export function readTextIfAny(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

/** The text of a whole-document file parsed with its schema; undefined when it is not JSON or does not fit. */
export function parseJsonDocument<T>(text: string, schema: z.ZodType<T>): T | undefined {
  const parsed = schema.safeParse(parseJson(text))
  return parsed.success ? parsed.data : undefined
}
