import * as Args from '@oclif/core/args'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import type {ApproverTrust} from '../../core/schemas/output/approvals.js'
import {trustApprovers} from '../../services/approvals/approvers.js'
import {renderTrusted} from '../../ui/text/approvals.js'

export default class ApproverTrustCommand extends PayCommand<typeof ApproverTrustCommand> {
  static override summary = 'Trust the approvers of a file of public keys, as pay approver export prints them.'
  static override description =
    'Their approvals then count on this machine. A name or key already trusted with another key or name is refused, and nothing is trusted: ask the approver which key is theirs.'
  static override examples = ['<%= config.bin %> approver trust somchai.json']
  static override args = {file: Args.string({description: 'A card of pay approver export, or a JSON list of them.', required: true})}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/approvals.js').then((module) => module.approverTrustSchema)

  async run(): Promise<ApproverTrust> {
    const trusted = await trustApprovers({configDir: this.session.options.configDir, file: this.args.file, now: Date.now()})
    this.print(() => renderTrusted(trusted))
    return {trusted}
  }
}
