import * as Args from '@oclif/core/args'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import type {ApproverAdded} from '../../core/schemas/output/approvals.js'
import {KeyStore} from '../../core/secrets/key-store.js'
import {addApprover} from '../../services/approvals/approvers.js'
import {renderApproverAdded} from '../../ui/text/approvals.js'

export default class ApproverAdd extends PayCommand<typeof ApproverAdd> {
  static override summary = 'Make an approver on this machine: an Ed25519 key pair for one person.'
  static override description =
    'The private key goes to the OS keyring where there is one, else to a 0600 file in the config dir (pay approver list says which); it never leaves this machine. The approver is trusted here at once; share the public key with pay approver export NAME, for the others to trust it with pay approver trust FILE.'
  static override examples = ['<%= config.bin %> approver add somchai']
  static override args = {name: Args.string({description: 'The approver: letters, digits, ".", "_" or "-".', required: true})}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/approvals.js').then((module) => module.approverAddedSchema)

  async run(): Promise<ApproverAdded> {
    const {configDir} = this.session.options
    const added = await addApprover({configDir, keys: new KeyStore({configDir, env: this.io.env}), name: this.args.name, now: Date.now()})
    this.print(() => renderApproverAdded(added))
    return added
  }
}
