import type {RowOutcome} from '../../services/batch/runner.js'
import type {BatchProgressCounts, ProgressView} from '../components/batch-progress.js'
import {words} from '../words/active.js'
import {rowLine} from './batch-row-line.js'
import type {Style} from './style.js'

export interface BatchProgressSink {
  outcome(outcome: RowOutcome): void
  /** Says that no new row will start (Ctrl-C). */
  stopping(reason: string): void
  finish(): void
}

/**
 * Where a running batch reports its rows: an Ink progress view on a terminal (loaded only then), else one
 * line per row, both on stderr so that stdout keeps only the result.
 *
 * @example const sink = await batchProgressSink({stream: process.stderr, tty: true, color: true, style, total: 500})
 */
export async function batchProgressSink(options: {
  stream: NodeJS.WritableStream
  tty: boolean
  color: boolean
  style: Style
  total: number
}): Promise<BatchProgressSink> {
  const counts: BatchProgressCounts = {total: options.total, done: 0, failed: 0, unknown: 0}
  const count = (outcome: RowOutcome) => {
    counts[outcome.kind === 'done' ? 'done' : outcome.kind === 'failed' ? 'failed' : 'unknown']++
  }
  if (!options.tty) {
    return {
      outcome(outcome) {
        count(outcome)
        options.stream.write(rowLine(outcome, options.style))
      },
      stopping(reason) {
        options.stream.write(`${words().batch.progress.stopping(reason)}\n`)
      },
      finish() {},
    }
  }
  const {mountBatchProgress} = await import('../components/batch-progress.js')
  const view: ProgressView = mountBatchProgress(options.stream as NodeJS.WriteStream, {...counts}, {plain: !options.color})
  return {
    outcome(outcome) {
      count(outcome)
      view.update({...counts})
    },
    stopping(reason) {
      view.update({...counts}, reason)
    },
    finish() {
      view.finish()
    },
  }
}
