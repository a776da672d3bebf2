import {words} from '../words/active.js'

// Apart from time.ts, which the catalog itself imports: the catalog's words are what this says with.

/** `2026-11-22 19:45:03 (in 4 minutes)`, in the run's language, as operators read times at a glance. */
export function timeWithRelative(iso: string, now: number = Date.now()): string {
  const said = words()
  return `${said.dateTime(iso)} (${said.relative(iso, now)})`
}
