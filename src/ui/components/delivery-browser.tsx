import {Box, render, Text, useApp, useInput} from 'ink'
import {useEffect, useState} from 'react'

import type {LoggedDelivery} from '../../core/schemas/output/webhook.js'
import {displayWidth, padEndDisplay} from '../../core/text/display-width.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {OnDelivery} from '../../services/webhooks/receiver.js'
import {type DetailLine, deliveryDetails, wrapLines} from '../text/delivery-details.js'
import {localTime} from '../text/time.js'
import {deliveryOutcome, eventTypeText, type Tone} from '../text/webhook-deliveries.js'
import {words} from '../words/active.js'
import {useLatestState, useTerminalSize} from './live-watch.js'

/** What the listener hands the view: each delivery it handled, and notes (a request it refused outright), printable as they are. */
export interface BrowserFeed {
  onDelivery: OnDelivery
  onNote: (text: string) => void
}

export interface Said {
  text: string
  tone: Tone | 'normal'
}

export interface DeliveryBrowserProps {
  /** One line on top: where the listener listens and forwards. */
  heading: string
  /** Calls back with each delivery and note as it comes, those that came before the view first; returns the unsubscribe. */
  subscribe: (feed: BrowserFeed) => () => void
  /** `r`: sends the delivery to the app again and says how it went. */
  replay: (record: LoggedDelivery) => Promise<Said>
  /** Aborted by the flow on SIGINT or SIGTERM from outside the terminal (a Ctrl-C typed here is a key). */
  interrupted?: AbortSignal
  /** Colours off (NO_COLOR, TERM=dumb). */
  plain: boolean
  onEnd: () => void
  /** Runs `run` once after `ms` and returns its cancel: the notes' expiry. Tests hand one they fire. Default: setTimeout. */
  schedule?: (run: () => void, ms: number) => () => void
}

/** A note on the message line, and whether it waits for an answer (a replay under way) rather than expiring. */
type Note = Said & {pending?: boolean}

const COLOURS: Record<Said['tone'] | DetailLine['tone'], string | undefined> = {
  good: 'green',
  bad: 'red',
  warn: 'yellow',
  dim: 'gray',
  normal: undefined,
  title: undefined,
}
/** The heading, the count, a message line and the keys, and a spare row. */
const CHROME_ROWS = 5
/** The newest deliveries kept on screen; all of them are in the log (`pay webhook events`). */
export const KEPT_DELIVERIES = 500
/**
 * How long a note (a replay's answer, a refused request) stays. Time, not the next delivery or key, ends it:
 * deliveries may come several a second (the note would flash by) or none for minutes, and the key after a
 * replay is often the ↑ to the next one, pressed before the note is read.
 */
export const NOTE_SHOWN_MS = 6000

const timeout = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms)
  return () => clearTimeout(timer)
}

/**
 * The deliveries `pay webhook listen` received, on a terminal: a list that follows the newest until a row is
 * picked (↑/↓), a delivery's details with its headers and raw body (enter; ↑/↓ scroll, esc back), `r` to
 * replay the picked delivery to the app, `q` or Ctrl-C to stop listening.
 */
export function DeliveryBrowser(props: DeliveryBrowserProps) {
  const {exit} = useApp()
  const terminal = useTerminalSize()
  const [deliveries, setDeliveries, latestDeliveries] = useLatestState<LoggedDelivery[]>([])
  const [picked, setPicked, latestPicked] = useLatestState<number | undefined>(undefined)
  const [opened, setOpened, latestOpened] = useLatestState(false)
  const [scroll, setScroll, latestScroll] = useLatestState(0)
  const [said, setSaid] = useState<Note>()
  const [ended, setEnded, latestEnded] = useLatestState(false)

  useEffect(
    () =>
      props.subscribe({
        onNote: (text) => setSaid({text, tone: 'warn'}),
        onDelivery: ({record}) => {
          const kept = [...latestDeliveries.current, record]
          const dropped = Math.max(0, kept.length - KEPT_DELIVERIES)
          // A picked row keeps pointing at the same delivery while older ones leave the list.
          if (dropped > 0 && latestPicked.current !== undefined) setPicked(Math.max(0, latestPicked.current - dropped))
          setDeliveries(kept.slice(dropped))
        },
      }),
    [],
  )

  const schedule = props.schedule ?? timeout
  useEffect(() => {
    if (!said || said.pending) return
    return schedule(() => setSaid(undefined), NOTE_SHOWN_MS)
  }, [said])

  const end = () => setEnded(true)
  // Exits once the frame without the keys is drawn, so the screen left behind offers none.
  useEffect(() => {
    if (!ended) return
    props.onEnd()
    exit()
  }, [ended])
  useEffect(() => {
    if (!props.interrupted) return
    if (props.interrupted.aborted) return end()
    props.interrupted.addEventListener('abort', end, {once: true})
    return () => props.interrupted?.removeEventListener('abort', end)
  }, [])

  const room = Math.max(1, terminal.rows - CHROME_ROWS)
  const current = () => latestPicked.current ?? latestDeliveries.current.length - 1
  const detailLines = (index: number) => wrapLines(deliveryDetails(latestDeliveries.current[index]!), terminal.columns - 1)

  useInput((input, key) => {
    if (latestEnded.current) return
    if ((key.ctrl && input === 'c') || input === 'q') return end()
    const count = latestDeliveries.current.length
    if (count === 0) return
    const index = current()
    if (latestOpened.current) {
      const last = Math.max(0, detailLines(index).length - room)
      if (key.escape || key.backspace || key.leftArrow) return setOpened(false)
      if (key.upArrow) return setScroll(Math.max(0, latestScroll.current - 1))
      if (key.downArrow) return setScroll(Math.min(last, latestScroll.current + 1))
    } else {
      if (key.upArrow) return setPicked(Math.max(0, index - 1))
      // Back on the newest row, the list follows new deliveries again.
      if (key.downArrow) return setPicked(index + 1 >= count - 1 ? undefined : index + 1)
      if (key.return || key.rightArrow) {
        setScroll(0)
        return setOpened(true)
      }
    }
    if (input === 'r') {
      const record = latestDeliveries.current[index]!
      const browser = words().webhookListen.browser
      setSaid({
        text: browser.replaying(record.event_id === null ? browser.theDelivery : terminalSafe(record.event_id)),
        tone: 'dim',
        pending: true,
      })
      void props.replay(record).then(setSaid)
    }
  })

  // Declared after useInput, so it runs once Ink reads keys: they are offered only when pressing them works.
  const [keysReady, setKeysReady] = useState(false)
  useEffect(() => setKeysReady(true), [])

  const colour = (tone: Said['tone'] | DetailLine['tone']) => (props.plain ? undefined : COLOURS[tone])
  const index = picked ?? deliveries.length - 1
  const browser = words().webhookListen.browser
  const keys = opened ? browser.detailKeys : browser.listKeys
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate">
        {props.heading}
      </Text>
      {opened && deliveries[index] ? (
        <DetailsView lines={detailLines(index).slice(scroll, scroll + room + 1)} colour={colour} />
      ) : (
        <ListView deliveries={deliveries} index={index} following={picked === undefined} room={room} colour={colour} />
      )}
      <Text color={said ? colour(said.tone) : undefined} wrap="truncate">
        {said?.text ?? ' '}
      </Text>
      <Text dimColor={!props.plain}>{keysReady && !ended ? keys : ' '}</Text>
    </Box>
  )
}

interface ListViewProps {
  deliveries: LoggedDelivery[]
  index: number
  following: boolean
  room: number
  colour: (tone: Said['tone']) => string | undefined
}

function ListView({deliveries, index, following, room, colour}: ListViewProps) {
  const said = words().webhookListen.browser
  if (deliveries.length === 0) return <Text dimColor>{said.waiting}</Text>
  const {first, size, above, below} = listWindow(deliveries.length, index, room)
  const shown = deliveries.slice(first, first + size).map((record) => ({
    record,
    type: eventTypeText(record),
    id: terminalSafe(record.object_id ?? record.event_id ?? '-'),
  }))
  // The rows on screen line up in terminal columns, whatever the width of each type and id.
  const typeWidth = Math.max(...shown.map(({type}) => displayWidth(type)))
  const idWidth = Math.max(...shown.map(({id}) => displayWidth(id)))
  return (
    <Box flexDirection="column">
      <Text dimColor wrap="truncate">
        {`${said.count(deliveries.length)}${following ? said.following : ''}${above > 0 ? said.above(above) : ''}`}
      </Text>
      {shown.map(({record, type, id}, offset) => {
        const at = first + offset
        const outcome = deliveryOutcome(record)
        return (
          <Text key={at} inverse={at === index} wrap="truncate">
            {at === index ? '› ' : '  '}
            {localTime(record.received_at).slice(11)} <Text bold>{padEndDisplay(type, typeWidth)}</Text> {padEndDisplay(id, idWidth)}{' '}
            <Text color={colour(record.signature_valid ? 'good' : 'bad')}>{record.signature_valid ? '✓' : '⚠'}</Text>{' '}
            <Text color={colour(outcome.tone)}>{outcome.text}</Text>
          </Text>
        )
      })}
      {below > 0 && (
        <Text color={colour('warn')} wrap="truncate">
          {said.below(below)}
        </Text>
      )}
    </Box>
  )
}

function DetailsView({lines, colour}: {lines: DetailLine[]; colour: (tone: DetailLine['tone']) => string | undefined}) {
  return (
    <Box flexDirection="column">
      {lines.map((line, index) => (
        <Text key={index} bold={line.tone === 'title'} color={colour(line.tone)} wrap="truncate">
          {line.text === '' ? ' ' : line.text}
        </Text>
      ))}
    </Box>
  )
}

export interface MountDeliveryBrowserOptions extends Omit<DeliveryBrowserProps, 'onEnd'> {
  stdout: NodeJS.WriteStream
  stdin: NodeJS.ReadStream
}

/** Draws {@link DeliveryBrowser} on a terminal and resolves once it ends (q, Ctrl-C, or the flow's signal). */
export async function runDeliveryBrowser(options: MountDeliveryBrowserOptions): Promise<void> {
  const {stdout, stdin, ...props} = options
  const instance = render(<DeliveryBrowser {...props} onEnd={() => undefined} />, {stdout, stdin, patchConsole: false, exitOnCtrlC: false})
  await instance.waitUntilExit()
}

/** The rows of a list a window of `room` rows shows around the picked one, and how many it leaves out on each side. */
export interface ListWindow {
  first: number
  size: number
  above: number
  below: number
}

/**
 * The window of a list of `count` rows that keeps row `index` in view, the picked row at its bottom once the list
 * is longer than the room. When rows are left below, one row of the room goes to the line that says so.
 */
export function listWindow(count: number, index: number, room: number): ListWindow {
  const firstFor = (size: number) => Math.max(0, Math.min(index - size + 1, count - size))
  let size = Math.min(count, room)
  let first = firstFor(size)
  if (first + size < count && size > 1) {
    size -= 1
    first = firstFor(size)
  }
  return {first, size, above: first, below: count - first - size}
}
