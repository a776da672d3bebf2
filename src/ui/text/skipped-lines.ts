import type {SkippedLines} from '../../core/files/skipped-lines.js'
import {words} from '../words/active.js'
import type {Style} from './style.js'
import {terminalSafe} from './terminal-safe.js'

/** Said on stderr when a reader skipped lines of a file pay wrote: how many, of which file, and that the rest was read. */
export function renderSkippedLines(skipped: SkippedLines, style: Style): string {
  const said = words().notices
  return `${style.yellow(said.warning)} ${said.skippedLines(skipped.count, terminalSafe(skipped.path), skipped.records)}`
}
