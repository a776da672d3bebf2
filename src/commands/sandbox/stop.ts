import {OUTPUT_SCHEMA, SandboxCommand} from '../../cli/base-command.js'
import {sandboxDataDirFlag} from '../../cli/flags.js'
import {stopSandbox} from '../../sandbox/control/lifecycle.js'
import {words} from '../../ui/words/active.js'

export default class SandboxStop extends SandboxCommand<typeof SandboxStop> {
  static override summary = 'Stop the sandbox running in the background; its data is kept.'
  static override examples = ['<%= config.bin %> sandbox stop', '<%= config.bin %> sandbox stop --sandbox-data-dir ./sandbox-data']
  static override flags = {...sandboxDataDirFlag()}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/sandbox.js').then((module) => module.sandboxStoppedSchema)

  async run(): Promise<{stopped: boolean; pid?: number}> {
    const result = await stopSandbox(this.sandboxDataDir)
    this.print(() => (result.stopped ? words().sandbox.stoppedPid(result.pid!) : words().sandbox.notRunning))
    return result
  }
}
