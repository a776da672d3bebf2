import {Box, render, Text, useApp, useInput, useStdout} from 'ink'
import {type ReactNode, useEffect, useMemo, useRef, useState} from 'react'
import type {Deposit} from '../../core/schemas/deposit.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import {padEndDisplay} from '../../core/text/display-width.js'
import {shellWord} from '../../core/text/shell-word.js'
import type {WatchEvent} from '../../services/watch/status-watch.js'
import {CODE_GAP, type PayScreen, type ScreenSize} from '../text/deposit-screen.js'
import {codeTimeLeft, type DetailTone, detailLabelColumns, outcomeSentence, type Watched, watchDetails} from '../text/watch.js'
import {words} from '../words/active.js'

/**
 * The live status of a deposit or withdrawal, drawn from the updates the flow's watch gives it: the history of
 * statuses with their times and the countdowns to the deposit's deadlines, beside a pending deposit's pay
 * screen. Keys: `c` cancel (asks first), `s` simulate the transfer (test mode), `q` leave without changing anything,
 * and on a terminal too small for the code and the whole status beside it, `d` between the code and the details.
 */
export function LiveWatch(props: LiveWatchProps) {
  const terminal = useTerminalSize()
  // A compact screen fills the terminal: how it ended is printed under it once the view is gone (runLiveWatch),
  // at the terminal's width, rather than wrapped in the column beside the code or pushing the code up.
  const compactNow = useRef(false)
  const state = useWatchState({...props, onEnd: (ended) => props.onEnd(compactNow.current ? {...ended, sentenceAfter: true} : ended)})
  const [details, setDetails] = useState(false)

  const shown = state.ending?.watched ?? state.watched
  // The code only while it can be paid (also after `q`: the customer may still scan it); never a closed deposit's.
  // Laid out again when the terminal is resized, not at every tick of the countdowns.
  const payable = shown.kind === 'deposit' && shown.object.status === 'PENDING'
  const screen = useMemo(() => (props.payScreen && payable ? props.payScreen(terminal) : undefined), [terminal, payable])
  const compact = screen?.arrangement === 'compact'
  compactNow.current = compact && !details
  const {busy, keysReady} = useWatchKeys(props, state, compact ? () => setDetails((shown) => !shown) : undefined)
  const status = (compactView: boolean) => (
    <WatchStatusPanel
      shown={shown}
      history={state.history}
      message={state.message}
      ending={state.ending}
      confirming={state.confirming}
      busy={busy}
      keysReady={keysReady}
      actions={props.actions}
      plain={props.plain}
      clock={state.clock}
      compact={compactView}
      toggle={compact ? (details ? 'code' : 'details') : undefined}
    />
  )
  if (!screen) return status(false)
  if (compact && details)
    return <PayScreenFrame screen={{...screen, arrangement: 'stacked', main: [], code: false}}>{status(false)}</PayScreenFrame>
  return <PayScreenFrame screen={screen}>{status(compact)}</PayScreenFrame>
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
  if (result!.sentenceAfter) stdout.write(`${endingSentence(result!, props.now?.() ?? Date.now())}\n`)
  return result!
}

export type WatchedObject = Deposit | Withdrawal

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
  /** How it ended is still to be said, under the view (a compact screen has no room for it). */
  sentenceAfter?: boolean
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

/**
 * React state whose newest value can also be read at once, through `latest.current`. Ink subscribes a
 * render's input handler only after that render's frame is on screen, so a key typed in between reaches the
 * previous render's handler; reading `latest` there sees what the screen shows, and a key typed right after
 * another sees the change the first one made.
 */
export function useLatestState<T>(initial: T): [T, (next: T) => void, {readonly current: T}] {
  const [value, setValue] = useState(initial)
  const latest = useRef(initial)
  const set = (next: T) => {
    latest.current = next
    setValue(next)
  }
  return [value, set, latest]
}

/** The terminal's columns and rows, followed on resize. */
export function useTerminalSize(): ScreenSize {
  const {stdout} = useStdout()
  const read = () => ({columns: stdout.columns || 80, rows: stdout.rows || 24})
  const [size, setSize] = useState(read)
  useEffect(() => {
    const onResize = () => setSize(read())
    stdout.on('resize', onResize)
    return () => {
      stdout.off('resize', onResize)
    }
  }, [stdout])
  return size
}

/** A status the view has seen, and when. */
export interface Seen {
  status: string
  at: number
}

export interface WatchMessage {
  text: string
  tone: DetailTone
}

export type WatchState = ReturnType<typeof useWatchState>

/**
 * What the live view knows: the object as last seen, the history of its statuses, the message under them, the
 * clock of the countdowns and how the view ended. Follows the flow's updates until the final object, SIGINT
 * from outside or an error, and hands the ending to `onEnd` once.
 */
export function useWatchState(props: LiveWatchProps) {
  const now = props.now ?? Date.now
  const {exit} = useApp()
  const [watched, setWatched, latestWatched] = useLatestState<Watched>(props.initial)
  const [history, setHistory] = useState<Seen[]>([{status: props.initial.object.status, at: now()}])
  const [message, setMessage] = useState<WatchMessage>()
  const [confirming, setConfirming, latestConfirming] = useLatestState(false)
  const [ending, setEnding, latestEnding] = useLatestState<LiveWatchResult | undefined>(undefined)
  const [clock, setClock] = useState(now())
  const actionsRunning = useRef(new AbortController())

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
          // The words of errors are loaded with the first one: the first frame does without them.
          const {retryNotice} = await import('../text/watch-lines.js')
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

  return {
    watched,
    latestWatched,
    history,
    message,
    setMessage,
    confirming,
    setConfirming,
    latestConfirming,
    ending,
    latestEnding,
    clock,
    actionsRunning,
    seeObject,
    end,
  }
}

/**
 * The live view's keys: `c` cancel (asks first, and only `y` cancels), `s` simulate the transfer (test mode),
 * `q` leave without changing anything, `d` the details or the code on a compact screen (`toggle`), Ctrl-C. Says
 * whether an action is still running (`busy`) and whether the keys work yet (`keysReady`).
 */
export function useWatchKeys(props: LiveWatchProps, state: WatchState, toggle?: () => void) {
  const [busy, setBusy, latestBusy] = useLatestState(false)
  const [keysReady, setKeysReady] = useState(false)
  const {latestWatched, setMessage, setConfirming, latestConfirming, latestEnding, actionsRunning, seeObject, end} = state

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
      if (input.toLowerCase() !== 'y') return setMessage({text: words().watch.notCancelled, tone: 'normal'})
      return run(async () => {
        const object = await props.actions.cancel!()
        const next = seeObject(object)
        if (props.isFinal(object)) end({watched: next, ending: 'final'})
      })
    }
    if (latestBusy.current) return
    if (input === 'q') return end({watched: latestWatched.current, ending: 'left'})
    if (input === 'd' && toggle) return toggle()
    if (input === 'c' && props.actions.cancel) return setConfirming(true)
    if (input === 's' && props.actions.simulate) {
      run(async () => {
        setMessage({text: words().watch.simulating, tone: 'normal'})
        const {said, object} = await props.actions.simulate!(actionsRunning.current.signal)
        if (actionsRunning.current.signal.aborted) return
        if (object && props.isFinal(object)) return end({watched: seeObject(object), ending: 'final'})
        setMessage({text: said, tone: 'normal'})
      })
    }
  })

  // Declared after useInput, so it runs after Ink has put the terminal in raw mode: the keys are offered only
  // once pressing them works (a Ctrl-C before that is a SIGINT, which the flow turns into `interrupted`).
  useEffect(() => setKeysReady(true), [])

  return {busy, keysReady}
}

interface WatchFooterProps {
  ending?: LiveWatchResult
  confirming: boolean
  busy: boolean
  keysReady: boolean
  watched: Watched
  actions: LiveWatchActions
  plain: boolean
  now: number
  toggle?: 'details' | 'code'
}

/** The live view's last line: how it ended, the cancel question, or the keys that work now. */
export function WatchFooter(props: WatchFooterProps) {
  if (props.ending) return <Text bold>{endingSentence(props.ending, props.now)}</Text>
  if (!props.keysReady) return null
  const said = words().watch
  if (props.confirming) return <Text color={props.plain ? undefined : 'yellow'}>{said.confirmCancel(props.watched.object.id)}</Text>
  const keys = [
    props.busy ? said.working : undefined,
    props.actions.cancel ? said.keys.cancel : undefined,
    props.actions.simulate ? said.keys.simulate : undefined,
    props.toggle ? said.keys[props.toggle] : undefined,
    said.keys.leave,
  ].filter(Boolean)
  return <Text dimColor={!props.plain}>{keys.join(' · ')}</Text>
}

/** How the view ended, in a sentence (its command to follow the object again kept on one line where it fits). */
export function endingSentence(result: LiveWatchResult, now: number): string {
  const said = words().watch
  const {kind, object} = result.watched
  switch (result.ending) {
    case 'final':
      return outcomeSentence(result.watched, now)
    case 'left':
      return said.left(kind, shellWord(object.id))
    case 'interrupted':
      return said.interrupted(kind, shellWord(object.id))
    case 'failed':
      return said.stopped(result.error?.message ?? said.unreadable)
  }
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

interface WatchStatusPanelProps {
  shown: Watched
  history: Seen[]
  message?: WatchMessage
  ending?: LiveWatchResult
  confirming: boolean
  busy: boolean
  keysReady: boolean
  actions: LiveWatchActions
  plain: boolean
  clock: number
  /** Beside the code on a small terminal: the status, the time the code is shown for, a message and the keys. */
  compact?: boolean
  /** The key that switches between the code and the details, when the screen is compact: what it leads to. */
  toggle?: 'details' | 'code'
}

/** The status block: the object's id and status, its details and countdowns, the history of statuses, a message and the footer. */
export function WatchStatusPanel(props: WatchStatusPanelProps) {
  const {shown, ending, message} = props
  const said = words()
  const details = watchDetails(shown, props.clock)
  const labelColumns = detailLabelColumns(details, shown.kind)
  const colour = (name: string | undefined) => (props.plain ? undefined : name)
  const statusText = (
    <Text bold color={colour(STATUS_COLOURS[shown.object.status] ?? 'yellow')}>
      {said.status(shown.object.status)}
    </Text>
  )
  const messageLine = message && !ending ? <Text color={colour(TONE_COLOURS[message.tone])}>{message.text}</Text> : null
  const footer = (
    <WatchFooter
      ending={ending}
      confirming={props.confirming}
      busy={props.busy}
      keysReady={props.keysReady}
      watched={shown}
      actions={props.actions}
      plain={props.plain}
      now={props.clock}
      toggle={props.toggle}
    />
  )
  if (props.compact) {
    const left = shown.kind === 'deposit' ? codeTimeLeft(shown.object, props.clock) : undefined
    return (
      <Box flexDirection="column">
        <Text>
          <Text bold>{said.watch.kinds[shown.kind]}</Text> {statusText}
        </Text>
        {left ? <Text color={colour(TONE_COLOURS[left.tone])}>{left.text}</Text> : null}
        <Text> </Text>
        {messageLine}
        {/* How it ended goes under the code, at the terminal's width: the command in it must not be broken. */}
        {ending ? null : footer}
      </Box>
    )
  }
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{said.watch.kinds[shown.kind]}</Text> {shown.object.id}
        {'  '}
        {statusText}
      </Text>
      {details.map((row) => (
        <Text key={row.label}>
          {'  '}
          {padEndDisplay(row.label, labelColumns)} <Text color={colour(TONE_COLOURS[row.tone])}>{row.value}</Text>
        </Text>
      ))}
      <Text dimColor={!props.plain}>{said.watch.history}</Text>
      {props.history.map((seen) => (
        <Text key={`${seen.status}-${seen.at}`}>
          {'  '}
          {said.dateTime(new Date(seen.at).toISOString())} {said.status(seen.status)}
        </Text>
      ))}
      {messageLine}
      {footer}
    </Box>
  )
}

/**
 * A pending deposit's pay screen with the status block (`children`): under the code, or beside it, as the layout
 * chose; compact, only the amount goes beside the code with the status (the notes are among the details).
 */
export function PayScreenFrame(props: {screen: PayScreen; children: ReactNode}) {
  const {screen} = props
  if (screen.arrangement === 'stacked') {
    return (
      <Box flexDirection="column">
        <Lines lines={screen.amount} />
        <Lines lines={['', ...screen.main]} code={screen.code} />
        <Lines lines={[...screen.notes, '']} />
        {props.children}
      </Box>
    )
  }
  return (
    <Box flexDirection="row">
      <Box flexDirection="column" width={screen.mainColumns} flexShrink={0}>
        <Lines lines={screen.main} code={screen.code} />
      </Box>
      <Box flexDirection="column" marginLeft={CODE_GAP} flexShrink={1}>
        <Lines lines={[...screen.amount, '', ...(screen.arrangement === 'compact' ? [] : [...screen.notes, ''])]} />
        {props.children}
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
