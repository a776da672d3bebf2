import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {deliveryLogOf} from '../../cli/delivery-log.js'
import {sandboxDataDirFlag, sendingFlags} from '../../cli/flags.js'
import {stdoutColumns} from '../../cli/io.js'
import {ExitCode} from '../../core/errors.js'
import {findLocalSandbox} from '../../sandbox/control/webhook-registration.js'
import {type ReconcileResult, reconcileWebhooks} from '../../services/webhooks/reconcile.js'
import {badSince, renderReconcile} from '../../ui/text/webhook-reconcile.js'

export default class WebhookReconcileCommand extends PayCommand<typeof WebhookReconcileCommand> {
  static override summary =
    'List the webhook events that should have arrived and did not, and with --replay have the sandbox send them again.'
  static override description =
    `Compares the delivery log of \`pay webhook listen\` with the API's state: the newest withdrawals (--limit), and the deposits named in the log, in the sandbox's own delivery log, or by --deposit (the API cannot list deposits). A CREDITED deposit calls for deposit.success, an EXPIRED one for deposit.expired, a SUCCESS withdrawal for withdrawal.success, a FAILED or REJECTED one for withdrawal.failed or withdrawal.rejected and withdrawal.refunded. An event counts as arrived when the log holds a verified delivery of it.

Exit 0 when nothing is missing (or --replay queued every missing event again), 4 when events are missing.`
  static override examples = [
    '<%= config.bin %> webhook reconcile',
    '<%= config.bin %> webhook reconcile --replay',
    '<%= config.bin %> webhook reconcile --deposit 0b7c… --since 2026-11-01 --json',
  ]
  static override flags = {
    retries: sendingFlags.retries,
    timeout: sendingFlags.timeout,
    deposit: Flags.string({description: 'A deposit id to check too (repeatable).', multiple: true, default: []}),
    limit: Flags.integer({description: 'How many of the newest withdrawals to check.', default: 100, min: 1, max: 10_000}),
    since: Flags.string({
      description: 'Check only objects created at or after this time (ISO 8601, e.g. 2026-11-01 or 2026-11-01T09:00:00Z).',
    }),
    replay: Flags.boolean({description: 'Have the sandbox send each missing event again (the real service cannot: the reason is shown).'}),
    ...sandboxDataDirFlag(),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/webhook.js').then((module) => module.reconcileResultSchema)

  async run(): Promise<ReconcileResult> {
    const since = this.flags.since === undefined ? undefined : parseSince(this.flags.since)
    const sandbox = await findLocalSandbox(this.session.sandboxTarget(this.flags['sandbox-data-dir']))
    const result = await reconcileWebhooks({
      api: this.session.api(),
      log: deliveryLogOf(this.session),
      depositIds: this.flags.deposit,
      withdrawalLimit: this.flags.limit,
      since,
      sandbox,
      replay: this.flags.replay,
    })
    this.print(() => renderReconcile(result, this.outStyle, stdoutColumns(this.io)))
    const unresolved = result.missing.some((event) => !event.replay?.queued)
    return this.finish(result, unresolved ? ExitCode.badOutcome : ExitCode.ok)
  }
}

function parseSince(text: string): Date {
  const time = Date.parse(text)
  return Number.isNaN(time) ? badSince(text) : new Date(time)
}
