import {Box, render, Text, useApp, useInput} from 'ink'
import {useEffect, useMemo, useRef, useState} from 'react'

import type {Deposit} from '../../core/schemas/deposit.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import {shellWord} from '../../core/text/shell-word.js'
import {say} from '../../core/text/visible-text.js'
import type {WatchEvent} from '../../services/watch/status-watch.js'
import type {PayScreen} from '../text/deposit-screen.js'
import {CODE_GAP, type ScreenSize} from '../text/pay-screen-layout.js'
import {localTime} from '../text/time.js'
import {type DetailTone, watchDetails} from '../text/watch-details.js'
import {retryNotice} from '../text/watch-lines.js'
import {outcomeSentence, type Watched} from '../text/watch-outcome.js'
import {useLatestState} from './use-latest-state.js'
import {useTerminalSize} from './use-terminal-size.js'

type WatchedObject = Deposit | Withdrawal

export interface LiveWatchActions {
  /** `c`, after a yes: cancels and answers with the object as it is now. Absent: `c` is not offered. */
  cancel?: () => Promise<WatchedObject>
  /**
   * `s` (test mode only): pays as the customer would, and says what happened. Absent: `s` is not offered. The
   * signal aborts when the view ends, so a look still waiting for the match stops at once.
   */
  simulate?: (signal: AbortSignal) => Promise<SimulationSeen>
}

/** What a simulated transfer did, in words, and the object it saw after: a final one ends the view at once. */
export interface SimulationSeen {
  said: string
  object?: WatchedObject
}

/** How the view ended: a final state, `q`, Ctrl-C, or an error polling could not get past. */
export type LiveWatchEnding = 'final' | 'left' | 'interrupted' | 'failed'

export interface LiveWatchResult {
  watched: Watched
  ending: LiveWatchEnding
  error?: Error
}

export interface LiveWatchProps {
  initial: Watched
  /** What polling sees (services/watch/status-watch.ts `watchEvents`), until the final object. */
  updates: AsyncIterable<WatchEvent<WatchedObject>>
  /** Stops the polling behind `updates`: called when the view ends before the final object (q, Ctrl-C, a cancel). */
  stopUpdates: () => void
  /** Aborted by the flow on SIGINT from outside the terminal (a Ctrl-C typed here is a key). */
  interrupted?: AbortSignal
  isFinal: (object: WatchedObject) => boolean
  actions: LiveWatchActions
  /** Colours off (NO_COLOR, TERM=dumb): Ink's own colour detection does not read NO_COLOR. */
  plain: boolean
  onEnd: (result: LiveWatchResult) => void
  now?: () => number
  /** Redraw interval of the countdowns. */
  tickMs?: number
  /** A PENDING deposit's pay screen for the terminal's size, drawn above or beside the status and again on resize. */
  payScreen?: (terminal: ScreenSize) => PayScreen
}

interface Seen {
  status: string
  at: number
}

const TONE_COLOURS: Record<DetailTone, string | undefined> = {normal: undefined, warn: 'yellow', bad: 'red', good: 'green'}
const STATUS_COLOURS: Record<string, string> = {
  CREDITED: 'green',
  SUCCESS: 'green',
  EXPIRED: 'red',
  CANCELLED: 'red',
  FAILED: 'red',
  REJECTED: 'red',
}

/**
 * The live status of a deposit or withdrawal, drawn from the updates the flow's watch gives it: the history of
 * statuses with their times and the countdowns to the deposit's deadlines. Keys: `c` cancel (asks first),
 * `s` simulate the transfer (test mode), `q` leave without changing anything.
 */
export function LiveWatch(props: LiveWatchProps) {
  const now = props.now ?? Date.now
  const {exit} = useApp()
  const [watched, setWatched, latestWatched] = useLatestState<Watched>(props.initial)
  const [history, setHistory] = useState<Seen[]>([{status: props.initial.object.status, at: now()}])
  const [message, setMessage] = useState<{text: string; tone: DetailTone}>()
  const [confirming, setConfirming, latestConfirming] = useLatestState(false)
  const [busy, setBusy, latestBusy] = useLatestState(false)
  const [ending, setEnding, latestEnding] = useLatestState<LiveWatchResult | undefined>(undefined)
  const [clock, setClock] = useState(now())
  const [keysReady, setKeysReady] = useState(false)
  const actionsRunning = useRef(new AbortController())
  const terminal = useTerminalSize()

  const seeObject = (object: WatchedObject) => {
    const next = {kind: props.initial.kind, object} as Watched
    setWatched(next)
    setHistory((seen) => (seen.at(-1)!.status === object.status ? seen : [...seen, {status: object.status, at: now()}]))
    return next
  }
  const end = (result: LiveWatchResult) => {
    props.stopUpdates()
    actionsRunning.current.abort()
    if (!latestEnding.current) setEnding(result)
  }

  useEffect(() => {
    const show = async () => {
      for await (const event of props.updates) {
        if (event.kind === 'retrying') {
          setMessage({text: retryNotice(event.error, event.retryInMs), tone: 'warn'})
          continue
        }
        const next = seeObject(event.object)
        if (event.kind === 'final') return end({watched: next, ending: 'final'})
        setMessage((shown) => (shown?.tone === 'warn' ? undefined : shown))
      }
    }
    show().catch((error: Error) => end({watched: props.initial, ending: 'failed', error}))
    const ticker = setInterval(() => setClock(now()), props.tickMs ?? 1000)
    const interrupt = () => end({watched: props.initial, ending: 'interrupted'})
    props.interrupted?.addEventListener('abort', interrupt, {once: true})
    return () => {
      props.stopUpdates()
      actionsRunning.current.abort()
      clearInterval(ticker)
      props.interrupted?.removeEventListener('abort', interrupt)
    }
  }, [])

  useEffect(() => {
    if (!ending) return
    props.onEnd(ending)
    exit()
  }, [ending])

  const run = (action: () => Promise<void>) => {
    setBusy(true)
    action()
      .catch((error: Error) => setMessage({text: error.message, tone: 'bad'}))
      .finally(() => setBusy(false))
  }

  useInput((input, key) => {
    if (latestEnding.current) return
    if (key.ctrl && input === 'c') return end({watched: latestWatched.current, ending: 'interrupted'})
    // A key starts something new: what the last one said (Not cancelled., an error) is no longer news.
    setMessage((shown) => (shown?.tone === 'warn' ? shown : undefined))
    if (latestConfirming.current) {
      setConfirming(false)
      if (input.toLowerCase() !== 'y') return setMessage({text: 'Not cancelled.', tone: 'normal'})
      return run(async () => {
        const object = await props.actions.cancel!()
        const next = seeObject(object)
        if (props.isFinal(object)) end({watched: next, ending: 'final'})
      })
    }
    if (latestBusy.current) return
    if (input === 'q') return end({watched: latestWatched.current, ending: 'left'})
    if (input === 'c' && props.actions.cancel) return setConfirming(true)
    if (input === 's' && props.actions.simulate) {
      run(async () => {
        setMessage({text: 'Simulating the transfer…', tone: 'normal'})
        const {said, object} = await props.actions.simulate!(actionsRunning.current.signal)
        if (actionsRunning.current.signal.aborted) return
        if (object && props.isFinal(object)) return end({watched: seeObject(object), ending: 'final'})
        setMessage({text: said, tone: 'normal'})
      })
    }
  })

  // Declared after useInput, so it runs after Ink has put the terminal in raw mode: the keys are offered only
  // once pressing them works (a Ctrl-C before that is a SIGINT, handled above).
  useEffect(() => setKeysReady(true), [])

  const shown = ending?.watched ?? watched
  const kindTitle = shown.kind === 'deposit' ? 'Deposit' : 'Withdrawal'
  const colour = (name: string | undefined) => (props.plain ? undefined : name)
  // The code only while it can be paid (also after `q`: the customer may still scan it); never a closed deposit's.
  // Laid out again when the terminal is resized, not at every tick of the countdowns.
  const payable = shown.kind === 'deposit' && shown.object.status === 'PENDING'
  const screen = useMemo(() => (props.payScreen && payable ? props.payScreen(terminal) : undefined), [terminal, payable])
  const status = (
    <Box flexDirection="column">
      <Text>
        <Text bold>{kindTitle}</Text> {shown.object.id}
        {'  '}
        <Text bold color={colour(STATUS_COLOURS[shown.object.status] ?? 'yellow')}>
          {shown.object.status}
        </Text>
      </Text>
      {watchDetails(shown, clock).map((row) => (
        <Text key={row.label}>
          {'  '}
          {row.label.padEnd(12)} <Text color={colour(TONE_COLOURS[row.tone])}>{row.value}</Text>
        </Text>
      ))}
      {/* Polling sees a state only if it lasts until a poll: the list says so rather than pass for the whole walk. */}
      <Text dimColor={!props.plain}>States seen (as polled)</Text>
      {history.map((seen) => (
        <Text key={`${seen.status}-${seen.at}`}>
          {'  '}
          {localTime(new Date(seen.at).toISOString())} {seen.status}
        </Text>
      ))}
      {message && !ending ? <Text color={colour(TONE_COLOURS[message.tone])}>{message.text}</Text> : null}
      <Footer
        ending={ending}
        confirming={confirming}
        busy={busy}
        keysReady={keysReady}
        watched={shown}
        actions={props.actions}
        plain={props.plain}
        now={clock}
      />
    </Box>
  )
  if (!screen) return status
  if (screen.arrangement === 'stacked') {
    return (
      <Box flexDirection="column">
        <Lines lines={screen.amount} />
        <Lines lines={['', ...screen.main]} code={screen.code} />
        <Lines lines={[...screen.notes, '']} />
        {status}
      </Box>
    )
  }
  return (
    <Box flexDirection="row">
      <Box flexDirection="column" width={screen.mainColumns} flexShrink={0}>
        <Lines lines={screen.main} code={screen.code} />
      </Box>
      <Box flexDirection="column" marginLeft={CODE_GAP} flexShrink={1}>
        <Lines lines={[...screen.amount, '', ...screen.notes, '']} />
        {status}
      </Box>
    </Box>
  )
}

/** Lines of text; the code's rows (`code`) are never wrapped. */
function Lines(props: {lines: string[]; code?: boolean}) {
  return (
    <>
      {props.lines.map((line, index) => (
        <Text key={index} wrap={props.code ? 'truncate' : 'wrap'}>
          {line === '' ? ' ' : line}
        </Text>
      ))}
    </>
  )
}

interface FooterProps {
  ending?: LiveWatchResult
  confirming: boolean
  busy: boolean
  keysReady: boolean
  watched: Watched
  actions: LiveWatchActions
  plain: boolean
  now: number
}

function Footer(props: FooterProps) {
  if (props.ending) return <Text bold>{endingSentence(props.ending, props.now)}</Text>
  if (!props.keysReady) return null
  if (props.confirming) {
    return (
      <Text color={props.plain ? undefined : 'yellow'}>
        Cancel deposit {props.watched.object.id}? A transfer made after this will not be matched. [y/N]
      </Text>
    )
  }
  const keys = [
    props.actions.cancel ? 'c cancel' : undefined,
    props.actions.simulate ? 's simulate transfer' : undefined,
    'q leave',
  ].filter(Boolean)
  return (
    <Text dimColor={!props.plain}>
      {props.busy ? 'Working… · ' : ''}
      {keys.join(' · ')}
    </Text>
  )
}

function followAgain(watched: Watched): string {
  return say`Follow it again with: pay ${watched.kind} watch ${shellWord(watched.object.id)}`
}

function endingSentence(result: LiveWatchResult, now: number): string {
  switch (result.ending) {
    case 'final':
      return outcomeSentence(result.watched, now)
    case 'left':
      return `Left; nothing was changed. ${followAgain(result.watched)}`
    case 'interrupted':
      return `Interrupted; nothing was changed. ${followAgain(result.watched)}`
    case 'failed':
      return `Stopped watching: ${result.error?.message ?? 'the status could not be read'}`
  }
}

export interface MountLiveWatchOptions extends Omit<LiveWatchProps, 'onEnd'> {
  stdout: NodeJS.WriteStream
  stdin: NodeJS.ReadStream
}

/**
 * Draws {@link LiveWatch} on a terminal and resolves once it ends; Ink restores the terminal (raw mode,
 * cursor) on the way out, Ctrl-C included.
 */
export async function runLiveWatch(options: MountLiveWatchOptions): Promise<LiveWatchResult> {
  const {stdout, stdin, ...props} = options
  // A pseudo-terminal that was never given a size reports 0 columns and rows; Ink would then draw one
  // character per line.
  if (!stdout.columns) Object.defineProperty(stdout, 'columns', {value: 80, configurable: true})
  if (!stdout.rows) Object.defineProperty(stdout, 'rows', {value: 24, configurable: true})
  let result: LiveWatchResult | undefined
  const instance = render(<LiveWatch {...props} onEnd={(ended) => (result = ended)} />, {
    stdout,
    stdin,
    patchConsole: false,
    exitOnCtrlC: false,
  })
  await instance.waitUntilExit()
  return result!
}
