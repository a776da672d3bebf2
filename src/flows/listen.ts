import {colorEnabled, type IO, untilSignal} from '../cli/io.js'
import {PayError} from '../core/errors.js'
import {isPlainHttpBeyondThisMachine, isThisMachine} from '../core/http/loopback.js'
import {terminalSafe} from '../core/text/visible-text.js'
import type {RestoreOutcome} from '../sandbox/control/webhook-registration.js'
import {routeFor} from '../services/webhooks/delivery-disposition.js'
import {DeliveryLog, type LoggedDelivery} from '../services/webhooks/delivery-log.js'
import {forwardDelivery, STOPPED_WHILE_FORWARDING} from '../services/webhooks/forward.js'
import type {ListenerCredentialSource, ListenOptions} from '../services/webhooks/listen.js'
import {deliveryListenLine} from '../services/webhooks/listen-line.js'
import {DeliveryTally} from '../services/webhooks/listen-tally.js'
import type {HeardDelivery, OnDelivery} from '../services/webhooks/receiver.js'
import {replayDelivery} from '../services/webhooks/replay.js'
import type {Said} from '../ui/components/delivery-browser.js'
import {renderExposedHostWarning, renderPlainHttpWarning} from '../ui/text/notices.js'
import type {Style} from '../ui/text/style.js'
import {renderDeliveryLine} from '../ui/text/webhook-delivery-line.js'
import {
  listeningHeadline,
  renderCutOff,
  renderListening,
  renderListenStopped,
  renderNoCredentials,
  renderRefusedRequest,
} from '../ui/text/webhook-listen-notes.js'
import {replaySaid} from '../ui/text/webhook-replay.js'
import {words} from '../ui/words/active.js'
import {en} from '../ui/words/en/index.js'

export interface ListenFlowContext {
  io: IO
  outStyle: Style
  errStyle: Style
  /** NDJSON on stdout, one line a delivery. */
  json: boolean
  /** The interactive browser (a person at a terminal, no --json); otherwise a line a delivery. */
  browse: boolean
  note: (text: string) => void
}

export type ListenFlowOptions = Omit<ListenOptions, 'onDelivery' | 'onRefused' | 'webhookSecret' | 'sandbox'> & {
  /** The session: the webhook secret and the sandbox come from its credentials (listenerCredentials). */
  credentials: ListenerCredentialSource
  profileFlag?: string
  sandboxDataDir?: string
}

type FeedItem = {kind: 'delivery'; delivery: HeardDelivery} | {kind: 'note'; text: string}

/**
 * `pay webhook listen` from start to stop: listens, then shows each delivery (a line, an NDJSON line, or the
 * browser on a terminal) until Ctrl-C, SIGTERM or `q`, and says what it saw. Deliveries of event types not
 * picked are counted, not shown.
 */
export async function listenFlow(options: ListenFlowOptions, context: ListenFlowContext): Promise<void> {
  const {io} = context
  const {listenForWebhooks, listenerCredentials} = await import('../services/webhooks/listen.js')
  const {credentials: source, profileFlag, sandboxDataDir, ...listenOptions} = options
  const {unresolved, ...credentials} = listenerCredentials(source, {env: io.env, profileFlag, sandboxDataDir})
  if (unresolved !== undefined) context.note(renderNoCredentials(unresolved))
  const tally = new DeliveryTally()
  /** Deliveries whose forward the stop cut off: counted in the tally too, since they were received. */
  let cutOff = 0
  const feed = context.browse ? new Feed<FeedItem>() : undefined
  const show: OnDelivery = feed ? (delivery) => feed.push({kind: 'delivery', delivery}) : printer(context)
  // Said before the socket opens, as `sandbox start` does: a name is judged by every address it resolves to.
  if (!(await isThisMachine(options.host))) context.note(renderExposedHostWarning(options.host, 'listener', context.errStyle))
  for (const {url} of options.routes ?? []) {
    if (await isPlainHttpBeyondThisMachine(new URL(url))) context.note(renderPlainHttpWarning(url, context.errStyle))
  }
  const listening = await listenForWebhooks({
    ...listenOptions,
    ...credentials,
    // The log is data: its records name a mistake in English.
    mistakeTitle: (mistake) => en.mistakes.titles[mistake],
    onArrival: () => tally.arrived(),
    onDelivery: (delivery) => {
      tally.handled(delivery.record)
      if (delivery.record.forward?.error === STOPPED_WHILE_FORWARDING) cutOff++
      if (!delivery.record.filtered) show(delivery)
    },
    onRefused: (refused) => {
      // 405 and 413 come before a delivery is taken in; 500, after: it was not kept.
      if (refused.status === 500) tally.notKept()
      const text = renderRefusedRequest(refused)
      if (feed) feed.push({kind: 'note', text})
      else context.note(text)
    },
  })
  const facts = {
    ...listening,
    routes: options.routes ?? [],
    events: options.events,
    headerNames: (options.extraHeaders ?? []).map(([name]) => name),
    webhookSecretSet: Boolean(credentials.webhookSecret),
    forwardUnverified: options.forwardUnverified,
  }
  // The browser shows the headline on top, so the note leaves it out: it is said once.
  context.note(renderListening(facts, context.errStyle, {headline: !feed}))
  let restored: RestoreOutcome | undefined
  try {
    if (feed) await browse(feed, options, context, listeningHeadline(facts))
    else await untilSignal(io)
  } finally {
    restored = await listening.stop()
  }
  context.note(renderListenStopped({...tally.tally(), restored}, context.errStyle))
  if (cutOff > 0) context.note(renderCutOff(cutOff))
}

/** A delivery a line on stdout: NDJSON with --json, else the human line. */
function printer(context: ListenFlowContext): OnDelivery {
  return ({record, event}) =>
    context.io.stdout.write(
      context.json ? `${JSON.stringify(deliveryListenLine(record, event))}\n` : renderDeliveryLine(record, context.outStyle),
    )
}

async function browse(feed: Feed<FeedItem>, options: ListenFlowOptions, context: ListenFlowContext, heading: string): Promise<void> {
  const {runDeliveryBrowser} = await import('../ui/components/delivery-browser.js')
  const interrupted = new AbortController()
  const stopListening = context.io.onSignal(['SIGINT', 'SIGTERM'], () => interrupted.abort())
  try {
    await runDeliveryBrowser({
      stdout: context.io.stdout as NodeJS.WriteStream,
      stdin: context.io.stdin as NodeJS.ReadStream,
      heading,
      subscribe: ({onDelivery, onNote}) =>
        feed.subscribe((item) => (item.kind === 'delivery' ? onDelivery(item.delivery) : onNote(item.text))),
      replay: (record) => replayFromBrowser(record, options),
      interrupted: interrupted.signal,
      plain: !colorEnabled(context.io, context.io.stdoutIsTTY),
    })
  } finally {
    stopListening()
  }
}

/** `r` in the browser: the delivery again to the route its type takes now (else where it went), as `pay webhook replay` would. */
async function replayFromBrowser(record: LoggedDelivery, options: ListenFlowOptions): Promise<Said> {
  const said = words().webhookListen.browser
  if (record.event_id === null) return {text: said.notAnEvent, tone: 'warn'}
  const url = routeFor(options.routes ?? [], record.event_type)?.url ?? record.forward?.url
  if (!url) return {text: said.noRoute(record.event_type === null ? said.thisDelivery : terminalSafe(record.event_type)), tone: 'warn'}
  const extra = options.extraHeaders ?? []
  try {
    const replayed = await replayDelivery({
      log: new DeliveryLog(options.dataDir),
      eventId: record.event_id,
      forwardTo: url,
      forward: (target, body, headers) =>
        forwardDelivery(target, body, [...headers, ...extra], {skipTlsVerify: options.skipTlsVerify, timeoutMs: options.forwardTimeoutMs}),
      said: replaySaid(),
    })
    const took = words().delivery.milliseconds(replayed.duration_ms)
    return {text: said.replayed(terminalSafe(replayed.event_id), replayed.status, took, terminalSafe(url)), tone: 'good'}
  } catch (error) {
    if (!(error instanceof PayError)) throw error
    return {text: said.notReplayed(error.spoken?.message ?? error.message), tone: 'bad'}
  }
}

/** Items pushed by the listener for a view that subscribes a moment later: what came before it is kept for it. */
class Feed<T> {
  private readonly waiting: T[] = []
  private readonly subscribers = new Set<(item: T) => void>()

  push(item: T): void {
    if (this.subscribers.size === 0) this.waiting.push(item)
    for (const subscriber of this.subscribers) subscriber(item)
  }

  subscribe(onItem: (item: T) => void): () => void {
    for (const item of this.waiting.splice(0)) onItem(item)
    this.subscribers.add(onItem)
    return () => this.subscribers.delete(onItem)
  }
}
