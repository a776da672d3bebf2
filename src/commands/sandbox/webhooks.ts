import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, SandboxCommand} from '../../cli/base-command.js'
import {sandboxDataDirFlag, wideFlag} from '../../cli/flags.js'
import {sandboxAdmin} from '../../sandbox/control/admin-client.js'
import {type DeliveryView, renderDeliveries} from '../../ui/text/sandbox-deliveries.js'
import {words} from '../../ui/words/active.js'

export default class SandboxWebhooks extends SandboxCommand<typeof SandboxWebhooks> {
  static override summary = "Show the sandbox's webhook delivery log, or replay one delivery."
  static override examples = [
    '<%= config.bin %> sandbox webhooks',
    '<%= config.bin %> sandbox webhooks --event-id 0b7c…:deposit.success --json',
    '<%= config.bin %> sandbox webhooks --replay 12',
  ]
  static override flags = {
    ...sandboxDataDirFlag(),
    ...wideFlag,
    limit: Flags.integer({description: 'How many deliveries, newest first.', default: 20, min: 1, max: 500}),
    'event-id': Flags.string({description: 'Only the deliveries of this event.'}),
    replay: Flags.integer({description: 'Send this delivery again (a new delivery with the same event_id and body).'}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/webhook.js').then((module) => module.sandboxDeliveriesSchema)

  async run(): Promise<DeliveryView[] | {delivery_id: number}> {
    const dataDir = this.sandboxDataDir
    if (this.flags.replay !== undefined) {
      const replayed = await sandboxAdmin<{delivery_id: number}>(dataDir, 'POST', `/_sandbox/deliveries/${this.flags.replay}/replay`)
      this.print(() => words().sandbox.queued(replayed.delivery_id))
      return replayed
    }
    const query = new URLSearchParams({limit: String(this.flags.limit)})
    if (this.flags['event-id']) query.set('event_id', this.flags['event-id'])
    const {data} = await sandboxAdmin<{data: DeliveryView[]}>(dataDir, 'GET', `/_sandbox/deliveries?${query}`)
    this.print(() => renderDeliveries(data, this.outStyle, this.tableWidth(this.flags.wide)))
    return data
  }
}
