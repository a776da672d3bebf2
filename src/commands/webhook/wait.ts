import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {deliveryLogOf} from '../../cli/delivery-log.js'
import {WEBHOOK_EVENT_TYPES} from '../../core/schemas/webhook-event.js'
import type {LoggedDelivery} from '../../services/webhooks/delivery-log.js'
import {waitForDelivery} from '../../services/webhooks/wait.js'
import {notDelivered, renderWaited, stoppedWaiting} from '../../ui/text/webhook-wait.js'

export default class WebhookWaitCommand extends PayCommand<typeof WebhookWaitCommand> {
  static override summary = 'Wait until an event was delivered and your app answered 2xx (for CI).'
  static override description =
    `Reads the delivery log that \`pay webhook listen\` writes, every 250 ms, until a delivery of the event (--type, and the object's id with --id) is in it with a verified signature and handed over: your app answered 2xx (or a replay reached it), or the listener had nowhere to forward it. A delivery already in the log counts, so the wait may start after the event came. Without --id, only deliveries logged after the wait began count.

Exits 0 with one line (or --json, the delivery) when seen, 4 when --timeout passes first. Never prompts.`
  static override examples = [
    '<%= config.bin %> webhook wait --type deposit.success --id 0b7c1a52-…',
    '<%= config.bin %> webhook wait --type withdrawal.refunded --id 5f1e… --timeout 120 --json',
    '<%= config.bin %> webhook wait --type webhook.test --timeout 10',
  ]
  static override flags = {
    type: Flags.string({description: 'Event type to wait for.', options: [...WEBHOOK_EVENT_TYPES, 'webhook.test'], required: true}),
    id: Flags.string({description: 'Id of the deposit or withdrawal the event is about.'}),
    timeout: Flags.integer({description: 'Seconds to wait before giving up with exit 4.', default: 60, min: 1}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/webhook.js').then((module) => module.loggedDeliverySchema)

  async run(): Promise<LoggedDelivery> {
    const {type, id, timeout} = this.flags
    const stop = new AbortController()
    const stopListening = this.io.onSignal(['SIGINT', 'SIGTERM'], () => stop.abort())
    const outcome = await waitForDelivery({
      log: deliveryLogOf(this.session),
      eventType: type,
      objectId: id,
      timeoutMs: timeout * 1000,
      signal: stop.signal,
    }).finally(stopListening)
    const {handled} = outcome
    if (handled) {
      this.print(() => renderWaited(handled, this.outStyle))
      return handled
    }
    if (stop.signal.aborted) throw stoppedWaiting(type, id)
    throw notDelivered({eventType: type, objectId: id, timeoutSeconds: timeout, lastUnhandled: outcome.lastUnhandled})
  }
}
