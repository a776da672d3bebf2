import * as Flags from '@oclif/core/flags'
import {JSON_LINES, OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {sandboxDataDirFlag, urlFlag} from '../../cli/flags.js'
import {listenLineSchema} from '../../core/schemas/output/webhook.js'
import {FORWARD_TIMEOUT_MS} from '../../services/webhooks/forward.js'
import {type ListenerLabels, parseEventPatterns, parseForwardHeader, parseForwardRoute} from '../../services/webhooks/routes.js'

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
    const {listenFlow} = await import('../../flows/listen.js')
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
        profileFlag: this.flags.profile,
        sandboxDataDir: this.flags['sandbox-data-dir'],
      },
      {...this.context(), browse: this.canDrawLiveView},
    )
  }
}
