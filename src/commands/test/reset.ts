import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {idempotencyKeyFlag, sendingFlags, yesFlag} from '../../cli/flags.js'
import {endpoint} from '../../core/http/api.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import type {ResetResult} from '../../core/schemas/test-endpoints.js'
import {assertTestMode} from '../../services/test-mode/guard.js'
import {renderReset} from '../../ui/text/test-mode.js'

export default class TestResetCommand extends PayCommand<typeof TestResetCommand> {
  static override summary = "Wipe all of this merchant's test data. No undo."
  static override description =
    'Test mode only. Deletes the test deposits, withdrawals and balance of the merchant behind the test key; live data and other merchants are untouched. Asks for confirmation on a terminal; without one, --yes is required.'
  static override examples = ['<%= config.bin %> test reset', '<%= config.bin %> test reset --yes --json']
  static override flags = {...sendingFlags, ...idempotencyKeyFlag, ...yesFlag}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/test-endpoints.js').then((module) => module.resetResultSchema)

  async run(): Promise<ResetResult | DryRunOutput> {
    assertTestMode('test reset', this.flags.live)
    const api = this.session.api()
    const reset = endpoint.reset({idempotencyKey: this.flags['idempotency-key']})
    // Nothing is wiped in a dry run, so nothing is asked.
    if (this.flags['dry-run']) return this.dryRunResult(api.wouldSend(reset))
    await this.confirmDangerous((said) => said.testMode.resetQuestion, {yes: this.flags.yes, needed: true})
    const {data} = await api.send(reset)
    this.print(() => renderReset(this.outStyle))
    return data
  }
}
