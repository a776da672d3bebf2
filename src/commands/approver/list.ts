import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import type {ApproverList} from '../../core/schemas/output/approvals.js'
import {KeyStore} from '../../core/secrets/key-store.js'
import {keyPlaceOf, readApprovers} from '../../services/approvals/approvers.js'
import {renderApproverList} from '../../ui/text/approvals.js'

export default class ApproverListCommand extends PayCommand<typeof ApproverListCommand> {
  static override summary = 'List the approvers this machine trusts, and where the private keys of its own are kept.'
  static override examples = ['<%= config.bin %> approver list']

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/approvals.js').then((module) => module.approverListSchema)

  async run(): Promise<ApproverList> {
    const {configDir} = this.session.options
    const keys = new KeyStore({configDir, env: this.io.env})
    const approvers = await Promise.all(
      readApprovers(configDir).map(async (approver) => ({
        ...approver,
        key: approver.own ? ((await keyPlaceOf(keys, approver)) ?? ('missing' as const)) : null,
      })),
    )
    const list = {approvers}
    this.print(() => renderApproverList(list, this.outStyle))
    return list
  }
}
