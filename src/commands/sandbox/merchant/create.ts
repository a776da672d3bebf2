import {OUTPUT_SCHEMA, SandboxCommand} from '../../../cli/base-command.js'
import {sandboxDataDirFlag} from '../../../cli/flags.js'
import {sandboxAdmin} from '../../../sandbox/control/admin-client.js'
import type {SandboxCredentials} from '../../../sandbox/server/index.js'
import {renderSandboxCredentials} from '../../../ui/text/sandbox.js'

type Merchant = SandboxCredentials['merchants'][number]

export default class SandboxMerchantCreate extends SandboxCommand<typeof SandboxMerchantCreate> {
  static override summary = 'Create another merchant in the running sandbox, with its own keys and data.'
  static override examples = ['<%= config.bin %> sandbox merchant create --json']
  static override flags = {...sandboxDataDirFlag()}

  static override [OUTPUT_SCHEMA] = () => import('../../../core/schemas/output/sandbox.js').then((module) => module.sandboxMerchantSchema)

  async run(): Promise<Merchant> {
    const merchant = await sandboxAdmin<Merchant>(this.sandboxDataDir, 'POST', '/_sandbox/merchants', {})
    const {base_url: baseUrl} = await sandboxAdmin<{base_url: string}>(this.sandboxDataDir, 'GET', '/_sandbox/status')
    this.print(() => renderSandboxCredentials({base_url: baseUrl, merchants: [merchant]}, this.outStyle))
    return merchant
  }
}
