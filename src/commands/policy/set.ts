import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {approverFlagOptions, proposalFlags} from '../../cli/flags.js'
import type {PolicySet} from '../../core/schemas/output/approvals.js'
import {KeyStore} from '../../core/secrets/key-store.js'
import {changePolicy, proposeUnderPolicy} from '../../services/approvals/controls.js'
import {nameOf, policyAccountOf, type RulesLabels, rulesOf} from '../../services/approvals/policy.js'
import {renderPolicySaved, renderProposal, renderProposalWritten} from '../../ui/text/approvals.js'

const LABELS: RulesLabels = {
  maxRow: '--max-row',
  maxDay: '--max-day',
  maxPayeeDay: '--max-payee-day',
  newPayeeOver: '--new-payee-over',
  hours: '--hours',
}

export default class PolicySetCommand extends PayCommand<typeof PolicySetCommand> {
  static override summary = 'Set the approvals and limits money sent with this profile and mode is held to.'
  static override description =
    `The policy is signed by the approver --as, and replaces the one of the profile and mode (--live for live). With --approvals N, every withdrawal batch and withdrawal create needs a proposal approved by N trusted approvers other than its maker. The limits refuse, before anything is sent, a row over --max-row, a day's total over --max-day, a payee's day over --max-payee-day, a payee never seen paid over --new-payee-over, and any payout outside --hours; days and hours are Asia/Bangkok's. Amounts are what the payees receive, fees left out. A limit not given is not set.

A change that loosens the policy in force (fewer approvals, a limit raised or left out, wider hours) needs its approvals: run it with --propose, have the proposal approved with pay approve, then run it again with --proposal PROPOSAL.`
  static override examples = [
    '<%= config.bin %> policy set --approvals 2 --max-row 50,000 --hours 09:00-17:00 --as somchai',
    '<%= config.bin %> policy set --live --approvals 2 --max-day 1,000,000 --max-payee-day 200,000 --new-payee-over 20,000 --as somchai',
    '<%= config.bin %> policy set --approvals 1 --as somchai --propose',
  ]
  static override flags = {
    ...proposalFlags,
    approvals: Flags.integer({
      description: 'Approvals each payout needs, by approvers other than its maker (0: none).',
      required: true,
      min: 0,
      max: 9,
    }),
    'max-row': Flags.string({description: 'Refuse a row (or a withdrawal) over this amount.', helpValue: 'AMOUNT'}),
    'max-day': Flags.string({description: "Refuse what would take the day's payouts over this amount.", helpValue: 'AMOUNT'}),
    'max-payee-day': Flags.string({description: "Refuse what would take a payee's day over this amount.", helpValue: 'AMOUNT'}),
    'new-payee-over': Flags.string({description: 'Refuse paying a payee never seen paid more than this amount.', helpValue: 'AMOUNT'}),
    hours: Flags.string({description: 'Refuse payouts outside these hours of the day, Asia/Bangkok.', helpValue: '09:00-17:00'}),
    as: Flags.string({
      ...approverFlagOptions,
      description: 'The approver of this machine who signs the policy, or makes its proposal.',
      required: true,
    }),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/approvals.js').then((module) => module.policySetSchema)

  async run(): Promise<PolicySet> {
    const {flags} = this
    const {configDir} = this.session.options
    const account = policyAccountOf(this.session.credentials())
    const rules = rulesOf(
      {
        approvals: flags.approvals,
        maxRow: flags['max-row'],
        maxDay: flags['max-day'],
        maxPayeeDay: flags['max-payee-day'],
        newPayeeOver: flags['new-payee-over'],
        hours: flags.hours,
      },
      LABELS,
    )
    const now = Date.now()
    const keys = new KeyStore({configDir, env: this.io.env})
    if (flags.propose) {
      const path = `policy-${account.mode}.proposal.json`
      const proposal = await proposeUnderPolicy({
        configDir,
        keys,
        account,
        makerName: flags.as,
        proposed: {kind: 'policy', rules},
        path,
        now,
      })
      this.print(() => renderProposal(proposal, this.outStyle))
      this.note(renderProposalWritten(path))
      return {proposal_file: path, proposal}
    }
    const result = await changePolicy({configDir, keys, account, rules, signerName: flags.as, proposalPath: flags.proposal, now})
    this.print(() => renderPolicySaved({profile: nameOf(account.profile), mode: account.mode}, result.loosened))
    return result
  }
}
