import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {deliveryLogOf} from '../../cli/delivery-log.js'
import {wideFlag} from '../../cli/flags.js'
import type {LoggedDelivery} from '../../services/webhooks/delivery-log.js'
import {renderWebhookEvents} from '../../ui/text/webhook-events.js'

export default class WebhookEventsCommand extends PayCommand<typeof WebhookEventsCommand> {
  static override summary = 'List the webhook deliveries `pay webhook listen` received, newest first.'
  static override description =
    'Each line: time, event id, type, signature verdict, and what was done with it (forwarded with the status, a duplicate dropped, a replay). --json gives the whole record, with the headers and the raw body in base64.'
  static override examples = ['<%= config.bin %> webhook events', '<%= config.bin %> webhook events --limit 5 --json']
  static override flags = {
    ...wideFlag,
    limit: Flags.integer({description: 'How many deliveries to show.', default: 20, min: 1}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/webhook.js').then((module) => module.loggedDeliveriesSchema)

  async run(): Promise<LoggedDelivery[]> {
    const records = await deliveryLogOf(this.session).newestFirst(this.flags.limit)
    this.print(() => renderWebhookEvents(records, this.outStyle, this.tableWidth(this.flags.wide)))
    return records
  }
}
