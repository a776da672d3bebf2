import {Box, render, Text} from 'ink'

import {words} from '../words/active.js'

/** Counters of a running batch. */
export interface BatchProgressCounts {
  total: number
  done: number
  failed: number
  /** Sent without an answer. */
  unknown: number
}

export interface BatchProgressProps extends BatchProgressCounts {
  elapsedMs: number
  /** Colours off (NO_COLOR, TERM=dumb): Ink's own colour detection does not read NO_COLOR. */
  plain?: boolean
  /** The batch is stopping: no new rows start. */
  stopping?: string
}

const BAR_WIDTH = 30

/**
 * Rows a second so far, and the seconds left at that rate (undefined before the first row finishes).
 * @example progressRate({total: 100, done: 40, failed: 0, unknown: 0}, 10_000) // {perSecond: 4, etaSeconds: 15}
 */
export function progressRate(counts: BatchProgressCounts, elapsedMs: number): {perSecond: number; etaSeconds?: number} {
  const finished = counts.done + counts.failed + counts.unknown
  const perSecond = elapsedMs > 0 ? (finished * 1000) / elapsedMs : 0
  return {perSecond, etaSeconds: perSecond > 0 ? Math.ceil((counts.total - finished) / perSecond) : undefined}
}

/** The progress of a batch on a terminal: a bar, done / failed / remaining, the rate and the time left. */
export function BatchProgress(props: BatchProgressProps) {
  const finished = props.done + props.failed + props.unknown
  const filled = props.total > 0 ? Math.round((finished / props.total) * BAR_WIDTH) : 0
  const {perSecond, etaSeconds} = progressRate(props, props.elapsedMs)
  const color = (name: string, when = true) => (props.plain || !when ? undefined : name)
  const said = words().batch.progress
  return (
    <Box flexDirection="column">
      <Text>
        <Text color={color('green')}>{'█'.repeat(filled)}</Text>
        <Text dimColor={!props.plain}>{'░'.repeat(BAR_WIDTH - filled)}</Text> {finished}/{props.total}
      </Text>
      <Text>
        <Text color={color('green')}>
          {said.counts.done} {props.done}
        </Text>{' '}
        ·{' '}
        <Text color={color('red', props.failed > 0)}>
          {said.counts.failed} {props.failed}
        </Text>
        {props.unknown > 0 ? (
          <Text color={color('yellow')}>
            {' '}
            · {said.counts.noAnswer} {props.unknown}
          </Text>
        ) : null}{' '}
        · {said.counts.remaining} {props.total - finished} · {said.rate(perSecond.toFixed(1))} · {said.eta}{' '}
        {etaSeconds === undefined ? '—' : clock(etaSeconds)}
      </Text>
      {props.stopping ? <Text color={color('yellow')}>{said.stopping(props.stopping)}</Text> : null}
    </Box>
  )
}

/** `75` → `1:15` */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

export interface ProgressView {
  update(counts: BatchProgressCounts, stopping?: string): void
  finish(): void
}

const FRAME_MS = 100

/**
 * Draws {@link BatchProgress} on `stream` (stderr), redrawn at most every 100 ms however fast rows finish.
 * @example const view = mountBatchProgress(process.stderr, {total: 500, done: 0, failed: 0, unknown: 0}, {plain: false}); view.update(counts); view.finish()
 */
export function mountBatchProgress(
  stream: NodeJS.WriteStream,
  initial: BatchProgressCounts,
  options: {plain: boolean; now?: () => number},
): ProgressView {
  const now = options.now ?? Date.now
  // A pseudo-terminal that was never given a size reports 0 columns and rows, and Ink would then draw one
  // character per line and clear the screen on every frame.
  if (!stream.columns) Object.defineProperty(stream, 'columns', {value: 80, configurable: true})
  if (!stream.rows) Object.defineProperty(stream, 'rows', {value: 24, configurable: true})
  const started = now()
  let counts = initial
  let stopping: string | undefined
  const element = () => <BatchProgress {...counts} elapsedMs={now() - started} stopping={stopping} plain={options.plain} />
  const instance = render(element(), {stdout: stream, patchConsole: false, exitOnCtrlC: false})
  const timer = setInterval(() => instance.rerender(element()), FRAME_MS)
  return {
    update(next, reason) {
      counts = next
      stopping = reason ?? stopping
    },
    finish() {
      clearInterval(timer)
      instance.rerender(element())
      instance.unmount()
    },
  }
}
