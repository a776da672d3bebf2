import {OUTPUT_SCHEMA, SandboxCommand} from '../../cli/base-command.js'
import {sandboxDataDirFlag} from '../../cli/flags.js'
import {readSandboxKeys} from '../../sandbox/control/keys.js'
import type {SandboxCredentials} from '../../sandbox/server/index.js'
import {renderSandboxCredentials} from '../../ui/text/sandbox.js'

export default class SandboxKeys extends SandboxCommand<typeof SandboxKeys> {
  static override summary = "Print the sandbox's merchants and their keys, running or stopped."
  static override examples = ['<%= config.bin %> sandbox keys', '<%= config.bin %> sandbox keys --json']
  static override flags = {...sandboxDataDirFlag()}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/sandbox.js').then((module) => module.sandboxCredentialsSchema)

  async run(): Promise<SandboxCredentials> {
    const credentials = await readSandboxKeys(this.sandboxDataDir)
    this.print(() => renderSandboxCredentials(credentials, this.outStyle))
    return credentials
  }
}
