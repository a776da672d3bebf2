import type {RecordKind, SkippedLines} from '../../core/files/skipped-lines.js'
import type {Style} from './style.js'
import {terminalSafe} from './terminal-safe.js'

const RECORD_NAMES: Record<RecordKind, string> = {delivery: 'a webhook delivery record', request: 'a request record'}

/** Said on stderr when a reader skipped lines of a file pay wrote: how many, of which file, and that the rest was read. */
export function renderSkippedLines(skipped: SkippedLines, style: Style): string {
  const lines = skipped.count === 1 ? '1 line' : `${skipped.count} lines`
  return `${style.yellow('Warning:')} skipped ${lines} of ${terminalSafe(skipped.path)} that ${skipped.count === 1 ? 'is' : 'are'} not ${RECORD_NAMES[skipped.records]} (damaged, cut short, or written by something else); the rest was read.`
}
