import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {type ApproverList, approverListSchema} from '../../core/schemas/output/approvals.js'
import {approverKeyStore, readApprovers} from '../../services/approvals/approvers.js'
import {renderApproverList} from '../../ui/text/approvals.js'

export default class ApproverListCommand extends PayCommand<typeof ApproverListCommand> {
  static override summary = 'List the approvers this machine trusts, and where the private keys of its own are kept.'
  static override examples = ['<%= config.bin %> approver list', '<%= config.bin %> approver list --json']

  static override [OUTPUT_SCHEMA] = approverListSchema

  async run(): Promise<ApproverList> {
    const {configDir} = this.session.options
    const list = {approvers: readApprovers(configDir), store: approverKeyStore(configDir).kind}
    this.print(() => renderApproverList(list, this.outStyle))
    return list
  }
}
