import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../cli/base-command.js'
import {approverFlagOptions, yesFlag} from '../cli/flags.js'
import type {Approved} from '../core/schemas/output/approvals.js'
import {KeyStore} from '../core/secrets/key-store.js'
import {signerFor} from '../services/approvals/approvers.js'
import {approveProposal, readProposal} from '../services/approvals/proposals.js'
import {approveQuestion, renderApproved, renderProposal} from '../ui/text/approvals.js'

export default class Approve extends PayCommand<typeof Approve> {
  static override summary = 'Approve a proposal: sign its hash as an approver of this machine.'
  static override description =
    'Shows what the proposal pays (rows and total) or the policy it sets, and asks first; without a terminal, --yes is needed. The proposal must be unchanged since its maker signed it, by a maker this machine trusts, and the maker cannot approve it. The approval is added to the file; pass the file on to the next approver, or back to the maker.'
  static override examples = ['<%= config.bin %> approve payouts.csv.proposal.json --as malee --yes']
  static override args = {proposal: Args.string({description: 'The proposal file (FILE.proposal.json).', required: true})}
  static override flags = {
    ...yesFlag,
    as: Flags.string({...approverFlagOptions, description: 'The approver of this machine who approves.', required: true}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../core/schemas/output/approvals.js').then((module) => module.approvedSchema)

  async run(): Promise<Approved> {
    const {configDir} = this.session.options
    const path = this.args.proposal
    const proposal = readProposal(configDir, path)
    const signer = await signerFor(configDir, new KeyStore({configDir, env: this.io.env}), this.flags.as)
    this.note(renderProposal(proposal, this.errStyle))
    const approved = await approveProposal({
      path,
      proposal,
      signer,
      confirm: () => this.confirmDangerous(approveQuestion(proposal), {yes: this.flags.yes, needed: true}),
      now: Date.now(),
    })
    this.print(() => renderApproved(signer.signer.name, approved.added))
    return {proposal_file: path, ...approved}
  }
}
