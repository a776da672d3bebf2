import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, SandboxCommand} from '../../../cli/base-command.js'
import {sandboxDataDirFlag} from '../../../cli/flags.js'
import {terminalSafe} from '../../../core/text/visible-text.js'
import {sandboxAdmin} from '../../../sandbox/control/admin-client.js'
import {updateSandboxProfileKey} from '../../../sandbox/control/profile.js'
import {words} from '../../../ui/words/active.js'

interface RotatedKey {
  merchant_id: string
  mode: 'test' | 'live'
  key_id: string
  secret: string
}

export default class SandboxKeyRotate extends SandboxCommand<typeof SandboxKeyRotate> {
  static override summary = "Rotate a merchant's test or live key: the old key is refused at once."
  static override description = 'When the merchant is the one of the "sandbox" profile, the profile gets the new key.'
  static override examples = [
    '<%= config.bin %> sandbox key rotate --mode test --json',
    '<%= config.bin %> sandbox key rotate --mode live --merchant mch_1a2b3c4d5e6f7a8b',
  ]
  static override flags = {
    ...sandboxDataDirFlag(),
    mode: Flags.string({description: 'Which key to rotate.', options: ['test', 'live'], required: true}),
    merchant: Flags.string({description: 'Merchant id (default: the first merchant).', default: 'default'}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../../core/schemas/output/sandbox.js').then((module) => module.rotatedKeySchema)

  async run(): Promise<RotatedKey> {
    const rotated = await sandboxAdmin<RotatedKey>(
      this.sandboxDataDir,
      'POST',
      `/_sandbox/merchants/${encodeURIComponent(this.flags.merchant)}/keys/rotate`,
      {mode: this.flags.mode},
    )
    const updated = this.flags.merchant === 'default' && (await updateSandboxProfileKey(this.session.store(), rotated))
    const said = words().sandbox
    const lines = [said.newKey(rotated.mode, terminalSafe(rotated.merchant_id), rotated.key_id), said.newSecret(rotated.secret)]
    this.print(() => [...lines, ...(updated ? [said.profileUsesIt] : [])].join('\n'))
    return rotated
  }
}
