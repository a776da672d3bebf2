import * as Args from '@oclif/core/args'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import type {ApproverCard} from '../../core/schemas/approvals.js'
import {approverCard} from '../../services/approvals/approvers.js'
import {renderApproverCard, renderCardNote} from '../../ui/text/approvals.js'

export default class ApproverExport extends PayCommand<typeof ApproverExport> {
  static override summary = "Print an approver's public key, for the team to trust with pay approver trust FILE."
  static override description =
    'A JSON card: the name, the key id and the Ed25519 public key. It holds no secret. Several cards can go in one file as a JSON list, for a team to trust all at once.'
  static override examples = ['<%= config.bin %> approver export somchai > somchai.json']
  static override args = {name: Args.string({description: 'The approver.', required: true})}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/approvals.js').then((module) => module.approverExportSchema)

  async run(): Promise<ApproverCard> {
    const card = approverCard(this.session.options.configDir, this.args.name)
    this.print(() => renderApproverCard(card))
    this.note(renderCardNote())
    return card
  }
}
