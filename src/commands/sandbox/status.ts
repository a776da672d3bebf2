import {OUTPUT_SCHEMA, SandboxCommand} from '../../cli/base-command.js'
import {sandboxDataDirFlag} from '../../cli/flags.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {sandboxAdmin} from '../../sandbox/control/admin-client.js'
import {findRunningSandbox} from '../../sandbox/control/running.js'
import {sandboxNotRunning} from '../../sandbox/control/state.js'
import {readSandboxState} from '../../sandbox/shared/state-file.js'
import {words} from '../../ui/words/active.js'

interface Status {
  running: true
  base_url: string
  pid: number
  data_dir: string
  merchants: number
  fault_rate: number
}

export default class SandboxStatus extends SandboxCommand<typeof SandboxStatus> {
  static override summary = 'Say whether the sandbox is running, where, and with which fault rate (exit 1 when it is not).'
  static override examples = ['<%= config.bin %> sandbox status', '<%= config.bin %> sandbox status --json']
  static override flags = {...sandboxDataDirFlag()}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/sandbox.js').then((module) => module.sandboxStatusSchema)

  async run(): Promise<Status> {
    const dataDir = this.sandboxDataDir
    const running = await findRunningSandbox(dataDir)
    if (!running) {
      // Exit 1, so that `pay sandbox status && …` goes on only when the sandbox answers.
      throw sandboxNotRunning(dataDir, {
        running: false,
        base_url: readSandboxState(dataDir)?.base_url ?? null,
        pid: null,
        data_dir: dataDir,
      })
    }
    const live = await sandboxAdmin<{merchants: number; fault_rate: number}>(dataDir, 'GET', '/_sandbox/status')
    const status: Status = {
      running: true,
      base_url: running.base_url,
      pid: running.pid,
      data_dir: dataDir,
      merchants: live.merchants,
      fault_rate: live.fault_rate,
    }
    this.print(() => words().sandbox.status(status.base_url, status.pid, status.merchants, status.fault_rate, terminalSafe(dataDir)))
    return status
  }
}
