import {join} from 'node:path'

import {readJsonDocument} from '../../core/files/json-lines.js'
import {replaceFile} from '../../core/files/replace-file.js'
import {timestamp} from '../../core/schemas/money.js'
import * as z from '../../core/schemas/zod.js'

/** What the daily look at the registry left in the cache dir; `latest` is absent when the look failed (offline). */
export const updateCheckSchema = z.object({checked_at: timestamp, latest: z.string().optional(), notified_at: z.optional(timestamp)})
export type UpdateCheck = z.infer<typeof updateCheckSchema>

export const UPDATE_CHECK_FILE = 'update-check.json'
const DAY_MS = 24 * 60 * 60 * 1000

export function updateCheckPath(cacheDir: string): string {
  return join(cacheDir, UPDATE_CHECK_FILE)
}

export function readUpdateCheck(path: string): UpdateCheck | undefined {
  return readJsonDocument(path, updateCheckSchema)
}

/**
 * What the notifier does now (a version to announce, a look that is due), marked in the file before anything
 * is done: the look is marked before it is made, so commands run meanwhile do not start looks of their own.
 * The caller holds the file's lock.
 */
export function markUpdateCheck(path: string, current: string, now: number): {latest?: string; due: boolean} {
  const check = readUpdateCheck(path)
  const latest = versionToAnnounce(check, current, now)
  const due = isCheckDue(check, now)
  if (!latest && !due) return {due}
  const stamp = new Date(now).toISOString()
  replaceFile(path, JSON.stringify({...check, ...(latest ? {notified_at: stamp} : {}), ...(due ? {checked_at: stamp} : {})}))
  return {latest, due}
}

/** A look at the registry is due when none was made in the last day. */
export function isCheckDue(check: UpdateCheck | undefined, now: number): boolean {
  return !check || now - Date.parse(check.checked_at) >= DAY_MS
}

/** The newer version to announce, at most once a day; undefined when there is none or it was said today. */
export function versionToAnnounce(check: UpdateCheck | undefined, current: string, now: number): string | undefined {
  if (!check?.latest || !isNewerVersion(check.latest, current)) return undefined
  if (check.notified_at && now - Date.parse(check.notified_at) < DAY_MS) return undefined
  return check.latest
}

/**
 * True when `candidate` is a later release than `current` (major.minor.patch; a pre-release is never
 * announced).
 * @example isNewerVersion('0.2.0', '0.1.9') // true
 */
export function isNewerVersion(candidate: string, current: string): boolean {
  const parse = (version: string) => /^(\d+)\.(\d+)\.(\d+)$/.exec(version)?.slice(1).map(Number)
  const [next, now] = [parse(candidate), parse(current)]
  if (!next || !now) return false
  for (let index = 0; index < 3; index++) if (next[index] !== now[index]) return next[index]! > now[index]!
  return false
}
