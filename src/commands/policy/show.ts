import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import type {PolicyShow} from '../../core/schemas/output/approvals.js'
import {nameOf, policyAccountOf, policyFor} from '../../services/approvals/policy.js'
import {renderPolicy} from '../../ui/text/approvals.js'

export default class PolicyShowCommand extends PayCommand<typeof PolicyShowCommand> {
  static override summary = 'Show the policy money sent with this profile and mode is held to (--live for live).'
  static override description =
    'The policy is checked as it is read: one whose signature does not check, or whose signer this machine does not trust, is refused (exit 3), as it is by every payout.'
  static override examples = ['<%= config.bin %> policy show', '<%= config.bin %> policy show --live']

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/approvals.js').then((module) => module.policyShowSchema)

  async run(): Promise<PolicyShow> {
    const account = policyAccountOf(this.session.credentials())
    const policy = policyFor(this.session.options.configDir, account) ?? null
    this.print(() => renderPolicy(policy, {profile: nameOf(account.profile), mode: account.mode}, this.outStyle))
    return {policy}
  }
}
