import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {deliveryLogOf} from '../../cli/delivery-log.js'
import {urlFlag} from '../../cli/flags.js'
import {checkForwardUrl, FORWARD_TIMEOUT_MS, forwardDelivery} from '../../services/webhooks/forward.js'
import {type ReplayResult, replayDelivery} from '../../services/webhooks/replay.js'
import {renderPlainHttpWarning} from '../../ui/text/notices.js'
import {renderReplayed, replaySaid} from '../../ui/text/webhook-replay.js'

export default class WebhookReplayCommand extends PayCommand<typeof WebhookReplayCommand> {
  static override summary = 'Send a received webhook again, byte for byte, so an app that was down can catch up.'
  static override description =
    'Sends the logged body and headers (the original signature included) of the newest verified delivery of the event to --forward-to, or to where `pay webhook listen` forwarded it. An event only ever received unverified is refused (exit 2) unless --force. Exits 1 when the app does not answer 2xx.'
  static override examples = [
    '<%= config.bin %> webhook replay dep_0b7c…:deposit.success',
    '<%= config.bin %> webhook replay dep_0b7c…:deposit.success --forward-to http://127.0.0.1:3000/webhooks --json',
  ]
  static override args = {
    eventId: Args.string({description: 'The event_id, as `pay webhook events` shows it.', required: true}),
  }
  static override flags = {
    'forward-to': urlFlag({description: 'Where to send it (default: where it was forwarded when received).'}),
    force: Flags.boolean({description: 'Replay an event that was only ever received unverified (it may be forged); it is marked so.'}),
    timeout: Flags.integer({
      description: 'Seconds the app has to answer, its body included.',
      default: FORWARD_TIMEOUT_MS / 1000,
      min: 1,
      max: 600,
    }),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/webhook.js').then((module) => module.replayResultSchema)

  async run(): Promise<ReplayResult> {
    const forwardTo = this.flags['forward-to'] === undefined ? undefined : checkForwardUrl(this.flags['forward-to'], '--forward-to')
    const result = await replayDelivery({
      log: deliveryLogOf(this.session),
      eventId: this.args.eventId,
      forwardTo,
      force: this.flags.force,
      forward: (url, body, headers) => forwardDelivery(url, body, headers, {timeoutMs: this.flags.timeout * 1000}),
      said: replaySaid(),
      onPlainHttp: (url) => this.note(renderPlainHttpWarning(url, this.errStyle)),
    })
    this.print(() => renderReplayed(result, this.outStyle))
    return result
  }
}
