import {colorEnabled, type IO, untilSignal} from '../cli/io.js'
import {PayError} from '../core/errors.js'
import type {RestoreOutcome} from '../sandbox/control/webhook-registration.js'
import {DeliveryLog, type LoggedDelivery} from '../services/webhooks/delivery-log.js'
import {forwardDelivery} from '../services/webhooks/forward.js'
import type {ListenOptions} from '../services/webhooks/listen.js'
import {deliveryListenLine} from '../services/webhooks/listen-line.js'
import {replayDelivery} from '../services/webhooks/replay.js'
import {routeFor} from '../services/webhooks/routes.js'
import type {BrowsedItem, Said} from '../ui/components/delivery-browser.js'
import type {Style} from '../ui/text/style.js'
import {renderDeliveryLine} from '../ui/text/webhook-delivery-line.js'
import {renderListening, renderListenStopped, renderRefusedRequest} from '../ui/text/webhook-listen-notes.js'

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

export type ListenFlowOptions = Omit<ListenOptions, 'onDelivery' | 'onRefused'>

/**
 * `pay webhook listen` from start to stop: listens, then shows each delivery (a line, an NDJSON line, or the
 * browser on a terminal) until Ctrl-C, SIGTERM or `q`, and says what it saw. Deliveries of event types not
 * picked are counted, not shown.
 */
export async function listenFlow(options: ListenFlowOptions, context: ListenFlowContext): Promise<void> {
  const {io} = context
  const {listenForWebhooks} = await import('../services/webhooks/listen.js')
  const counts = {deliveries: 0, duplicates: 0, filtered: 0}
  const feed = context.browse ? new Feed<BrowsedItem>() : undefined
  const listening = await listenForWebhooks({
    ...options,
    onDelivery: (record, event) => {
      counts.deliveries++
      if (record.filtered) {
        counts.filtered++
        return
      }
      if (record.duplicate) counts.duplicates++
      if (feed) feed.push({kind: 'delivery', record})
      else
        io.stdout.write(
          context.json ? `${JSON.stringify(deliveryListenLine(record, event))}\n` : renderDeliveryLine(record, context.outStyle),
        )
    },
    onRefused: (status, reason) => {
      const text = renderRefusedRequest(status, reason)
      if (feed) feed.push({kind: 'note', text})
      else context.note(text)
    },
  })
  const facts = {
    ...listening,
    routes: options.routes ?? [],
    events: options.events,
    headerNames: (options.extraHeaders ?? []).map(([name]) => name),
    host: options.host,
    webhookSecretSet: Boolean(options.webhookSecret),
    forwardUnverified: options.forwardUnverified,
  }
  context.note(renderListening(facts, context.errStyle))
  let restored: RestoreOutcome | undefined
  try {
    if (feed) await browse(feed, options, context, `Listening on ${listening.url}`)
    else await untilSignal(io)
  } finally {
    restored = await listening.stop()
  }
  context.note(renderListenStopped({...counts, restored}, context.errStyle))
}

async function browse(feed: Feed<BrowsedItem>, options: ListenFlowOptions, context: ListenFlowContext, heading: string): Promise<void> {
  const {runDeliveryBrowser} = await import('../ui/components/delivery-browser.js')
  const interrupted = new AbortController()
  const stopListening = context.io.onSignal(['SIGINT', 'SIGTERM'], () => interrupted.abort())
  try {
    await runDeliveryBrowser({
      stdout: context.io.stdout as NodeJS.WriteStream,
      stdin: context.io.stdin as NodeJS.ReadStream,
      heading,
      subscribe: (onItem) => feed.subscribe(onItem),
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
  if (record.event_id === null) return {text: 'Not replayed: this delivery is not an event (it has no event_id).', tone: 'warn'}
  const url = routeFor(options.routes ?? [], record.event_type)?.url ?? record.forward?.url
  if (!url) return {text: `Not replayed: no --forward-to takes ${record.event_type ?? 'this delivery'}.`, tone: 'warn'}
  const extra = options.extraHeaders ?? []
  try {
    const replayed = await replayDelivery({
      log: new DeliveryLog(options.dataDir),
      eventId: record.event_id,
      forwardTo: url,
      forward: (target, body, headers) => forwardDelivery(target, body, [...headers, ...extra], {skipTlsVerify: options.skipTlsVerify}),
    })
    return {text: `Replayed ${replayed.event_id} → ${replayed.status} (${replayed.duration_ms} ms) to ${url}`, tone: 'good'}
  } catch (error) {
    if (!(error instanceof PayError)) throw error
    return {text: `Not replayed: ${error.message}`, tone: 'bad'}
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
