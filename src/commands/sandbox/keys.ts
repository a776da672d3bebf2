import {sandboxDataDirFlag} from '../../cli/sandbox-flags.js'
import {SandboxCommand} from '../../cli/sandbox-command.js'
import {PayError} from '../../core/errors.js'
import type {SandboxCredentials} from '../../sandbox/index.js'
import {renderSandboxCredentials} from '../../ui/sandbox.js'

export default class SandboxKeys extends SandboxCommand<typeof SandboxKeys> {
  static override summary = "Print the sandbox's merchants and their keys, running or stopped."
  static override examples = ['<%= config.bin %> sandbox keys', '<%= config.bin %> sandbox keys --json']
  static override flags = {...sandboxDataDirFlag}

  async run(): Promise<SandboxCredentials> {
    const {readSandboxCredentials} = await import('../../sandbox/index.js')
    const credentials = readSandboxCredentials(this.sandboxDataDir)
    if (!credentials) {
      throw new PayError(`No sandbox has run with the data dir ${this.sandboxDataDir}.`, 1, {
        code: 'SANDBOX_NOT_FOUND',
        tryMessage: 'Start one with `pay sandbox start`.',
      })
    }
    this.print(renderSandboxCredentials(credentials, this.outStyle))
    return credentials
  }
}
