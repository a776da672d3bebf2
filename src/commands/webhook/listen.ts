import * as Flags from '@oclif/core/flags'
import {JSON_LINES, OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {sandboxDataDirFlag, urlFlag} from '../../cli/flags.js'
import {colorEnabled, type IO, untilSignal} from '../../cli/io.js'
import {PayError} from '../../core/errors.js'
import {isPlainHttpBeyondThisMachine, isThisMachine} from '../../core/http/loopback.js'
import {listenLineSchema} from '../../core/schemas/output/webhook.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {RestoreOutcome} from '../../sandbox/control/webhook-registration.js'
import type {LedgerRecorder} from '../../services/ledger/recorder.js'
import {routeFor} from '../../services/webhooks/delivery-disposition.js'
import {DeliveryLog, type LoggedDelivery} from '../../services/webhooks/delivery-log.js'
import {FORWARD_TIMEOUT_MS, forwardDelivery, STOPPED_WHILE_FORWARDING} from '../../services/webhooks/forward.js'
import type {ListenerCredentialSource, ListenOptions} from '../../services/webhooks/listen.js'
import {deliveryListenLine} from '../../services/webhooks/listen-line.js'
import {DeliveryTally, type HeardDelivery, type OnDelivery} from '../../services/webhooks/receiver.js'
import {replayDelivery} from '../../services/webhooks/replay.js'
import {type ListenerLabels, parseEventPatterns, parseForwardHeader, parseForwardRoute} from '../../services/webhooks/routes.js'
import type {Said} from '../../ui/components/delivery-browser.js'
import {renderExposedHostWarning, renderPlainHttpWarning} from '../../ui/text/notices.js'
import type {Style} from '../../ui/text/style.js'
import {
  listeningHeadline,
  renderCutOff,
  renderDeliveryLine,
  renderListening,
  renderListenStopped,
  renderNoCredentials,
  renderRefusedRequest,
} from '../../ui/text/webhook-deliveries.js'
import {replaySaid} from '../../ui/text/webhook-replay.js'
import {words} from '../../ui/words/active.js'
import {en} from '../../ui/words/en/index.js'

/** How errors name the routes, the event list and the added headers: by their flags. */
const LABELS: ListenerLabels = {events: '--events', forwardTo: '--forward-to', header: '--header'}

export default class WebhookListenCommand extends PayCommand<typeof WebhookListenCommand> {
  static override summary = 'Receive webhooks locally: verify, print, drop duplicates, forward to your app, keep a log.'
  static override description =
    "Listens on loopback, checks each X-Webhook-Signature over the raw bytes with the profile's webhook secret, prints one line per event, and drops a repeated event_id (answering 200). A delivery that fails verification is answered 400, logged and not forwarded (unless --forward-unverified); a delivery that already passed through this listener is answered 508. With --forward-to, the raw body and headers go to your app and its status is the answer, so the service's retries reach it; a failed hand-over is not remembered, so the retry is forwarded again. With the sandbox profile, the listener registers itself as the webhook URL until you stop it (Ctrl-C). Every delivery is kept: see `pay webhook events` and `pay webhook replay`."
  static override examples = [
    '<%= config.bin %> webhook listen --forward-to http://127.0.0.1:3000/webhooks',
    "<%= config.bin %> webhook listen --forward-to 'withdrawal.*=http://127.0.0.1:3001/payouts' --forward-to http://127.0.0.1:3000/webhooks",
    '<%= config.bin %> webhook listen --events deposit.success,deposit.expired --forward-to https://localhost:8443/hooks --skip-verify',
    '<%= config.bin %> webhook listen --port 0 --json',
    '<%= config.bin %> webhook listen --profile sandbox',
  ]
  static override flags = {
    port: Flags.integer({description: 'Port to listen on (0 picks a free one).', default: 4011, min: 0, max: 65_535}),
    host: Flags.string({description: 'Address to bind; loopback unless you mean otherwise.', default: '127.0.0.1'}),
    'forward-to': urlFlag({
      description:
        "Your app's webhook endpoint: each new verified delivery is forwarded there, raw. Repeat as EVENTS=URL (e.g. 'withdrawal.*=http://…') to route by event type: the first that matches takes it.",
      multiple: true,
    }),
    events: Flags.string({
      description:
        'Only these event types (comma-separated; deposit.* for a resource): the others are answered 200, logged and not forwarded.',
      multiple: true,
    }),
    header: Flags.string({
      description: 'A header added to every forwarded request, "Name: value" (repeatable); never printed or logged.',
      multiple: true,
    }),
    'skip-verify': Flags.boolean({
      description: "Don't check the TLS certificate of an https --forward-to (a self-signed local one). Signatures are still checked.",
    }),
    timeout: Flags.integer({
      description:
        'Seconds your app has to answer a forwarded delivery, its body included; then the sender gets 504 (the service gives up at 10).',
      default: FORWARD_TIMEOUT_MS / 1000,
      min: 1,
      max: 9,
    }),
    'forward-unverified': Flags.boolean({
      description:
        'Also forward deliveries whose signature fails (or cannot be checked), with an X-Pay-Signature-Unverified header saying why.',
    }),
    ...sandboxDataDirFlag(),
  }

  static override [OUTPUT_SCHEMA] = listenLineSchema
  static override [JSON_LINES] = true

  async run(): Promise<void> {
    const routes = (this.flags['forward-to'] ?? []).map((text) => parseForwardRoute(text, LABELS))
    const events = this.flags.events?.flatMap((text) => parseEventPatterns(text, LABELS))
    const extraHeaders = (this.flags.header ?? []).map((text) => parseForwardHeader(text, LABELS))
    await listenFlow(
      {
        host: this.flags.host,
        port: this.flags.port,
        routes,
        events,
        extraHeaders,
        skipTlsVerify: this.flags['skip-verify'],
        forwardTimeoutMs: this.flags.timeout * 1000,
        forwardUnverified: this.flags['forward-unverified'],
        dataDir: this.session.options.dataDir,
        credentials: this.session,
        ledger: () => this.session.ledgerRecorder(),
        profileFlag: this.flags.profile,
        sandboxDataDir: this.flags['sandbox-data-dir'],
      },
      {...this.context(), browse: this.canDrawLiveView},
    )
  }
}

interface ListenFlowContext {
  io: IO
  outStyle: Style
  errStyle: Style
  /** NDJSON on stdout, one line a delivery. */
  json: boolean
  /** The interactive browser (a person at a terminal, no --json); otherwise a line a delivery. */
  browse: boolean
  note: (text: string) => void
}

type ListenFlowOptions = Omit<ListenOptions, 'onDelivery' | 'onRefused' | 'webhookSecret' | 'sandbox'> & {
  /** The session: the webhook secret and the sandbox come from its credentials (listenerCredentials). */
  credentials: ListenerCredentialSource
  /** The ledger of those credentials, told of each delivery whose signature was checked. */
  ledger: () => Promise<LedgerRecorder>
  profileFlag?: string
  sandboxDataDir?: string
}

type FeedItem = {kind: 'delivery'; delivery: HeardDelivery} | {kind: 'note'; text: string}

/**
 * `pay webhook listen` from start to stop: listens, then shows each delivery (a line, an NDJSON line, or the
 * browser on a terminal) until Ctrl-C, SIGTERM or `q`, and says what it saw. Deliveries of event types not
 * picked are counted, not shown.
 */
async function listenFlow(options: ListenFlowOptions, context: ListenFlowContext): Promise<void> {
  const {io} = context
  const {listenForWebhooks, listenerCredentials} = await import('../../services/webhooks/listen.js')
  const {credentials: source, ledger: ledgerOf, profileFlag, sandboxDataDir, ...listenOptions} = options
  const {unresolved, ...credentials} = listenerCredentials(source, {env: io.env, profileFlag, sandboxDataDir})
  if (unresolved !== undefined) context.note(renderNoCredentials(unresolved))
  // Without credentials there is no profile and mode to keep a ledger of.
  const ledger = unresolved === undefined ? await ledgerOf() : undefined
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
      if (delivery.record.signature_valid) ledger?.noteDelivery(delivery.event, delivery.record.received_at)
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
  const {runDeliveryBrowser} = await import('../../ui/components/delivery-browser.js')
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
