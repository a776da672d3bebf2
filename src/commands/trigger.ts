import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../cli/base-command.js'
import {sandboxDataDirFlag, sendingFlags} from '../cli/flags.js'
import {TRIGGER_EVENTS, type TriggerEvent, type TriggerResult} from '../core/schemas/output/trigger.js'
import {banksFor} from '../services/banks/catalog.js'
import {assertTestMode} from '../services/test-mode/guard.js'
import {triggerEvent} from '../services/trigger/trigger.js'
import {notCreditedNote, renderTrigger} from '../ui/text/trigger.js'

export default class TriggerCommand extends PayCommand<typeof TriggerCommand> {
  static override summary = 'Cause a webhook event by driving a real test object to the state that sends it.'
  static override description =
    `In the sandbox every event can be triggered: deposit.success (a deposit paid by a simulated transfer), deposit.expired (a deposit expired by the sandbox), withdrawal.success, withdrawal.failed and withdrawal.rejected (a withdrawal settled by the sandbox; failed and rejected are followed by withdrawal.refunded), and webhook.test. The delivery is the sandbox's own, to the merchant's webhook URL (run \`pay webhook listen\` to receive it).

Against the service, in test mode, only deposit.success can be triggered (a deposit and a simulated transfer); the other events are refused with the reason, and nothing is sent.

--override field=value shapes the object created, by the field's name in the API: amount, payment_method_type, payer_bank_provider, payer_bank_account_name, payer_bank_account_number, description, user_ref for deposits; amount, receiver_bank_provider, receiver_bank_account_name, receiver_bank_account_number (ending in 4003), description, reference_user_id for withdrawals. Overrides are checked before anything is sent. Test keys only.`
  static override examples = [
    '<%= config.bin %> trigger deposit.success',
    '<%= config.bin %> trigger withdrawal.failed --override amount=250.00 --override receiver_bank_provider=SCB',
    '<%= config.bin %> trigger webhook.test --json',
  ]
  static override args = {event: Args.string({description: 'Event to cause', options: [...TRIGGER_EVENTS], required: true})}
  static override flags = {
    retries: sendingFlags.retries,
    timeout: sendingFlags.timeout,
    override: Flags.string({description: 'field=value for the object created, e.g. amount=250.00 (repeatable).', multiple: true}),
    ...sandboxDataDirFlag(),
  }

  static override [OUTPUT_SCHEMA] = () => import('../core/schemas/output/trigger.js').then((module) => module.triggerResultSchema)

  async run(): Promise<TriggerResult> {
    assertTestMode('trigger', this.flags.live)
    const result = await triggerEvent({
      event: this.args.event as TriggerEvent,
      overrides: this.flags.override ?? [],
      api: this.session.api(),
      loadBanks: () => banksFor(this.session),
      sandboxTarget: this.session.sandboxTarget(this.flags['sandbox-data-dir']),
    })
    this.print(() => renderTrigger(result, this.outStyle))
    if (result.event === 'deposit.success' && result.deposit && result.deposit.status !== 'CREDITED')
      this.note(notCreditedNote(result.deposit.id))
    return result
  }
}
