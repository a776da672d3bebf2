import {sandboxDataDirFlag} from '../../cli/sandbox-flags.js'
import {SandboxCommand} from '../../cli/sandbox-command.js'
import {readSandboxState} from '../../core/sandbox-state-file.js'
import {sandboxAdmin} from '../../services/sandbox/admin-client.js'
import {findRunningSandbox} from '../../services/sandbox/running.js'

interface Status {
  running: boolean
  base_url: string | null
  pid: number | null
  data_dir: string
  merchants?: number
  fault_rate?: number
}

export default class SandboxStatus extends SandboxCommand<typeof SandboxStatus> {
  static override summary = 'Say whether the sandbox is running, where, and with which fault rate.'
  static override examples = ['<%= config.bin %> sandbox status', '<%= config.bin %> sandbox status --json']
  static override flags = {...sandboxDataDirFlag}

  async run(): Promise<Status> {
    const dataDir = this.sandboxDataDir
    const running = await findRunningSandbox(dataDir)
    const state = running ?? readSandboxState(dataDir)
    const status: Status = {running: running !== undefined, base_url: state?.base_url ?? null, pid: running?.pid ?? null, data_dir: dataDir}
    if (running) {
      const live = await sandboxAdmin<{merchants: number; fault_rate: number}>(dataDir, 'GET', '/_sandbox/status')
      status.merchants = live.merchants
      status.fault_rate = live.fault_rate
    }
    this.print(
      status.running
        ? `Running on ${status.base_url} (pid ${status.pid}), ${status.merchants} merchant(s), fault rate ${status.fault_rate}. Data: ${dataDir}`
        : `Not running. Data: ${dataDir}. Start it with: pay sandbox start --detach`,
    )
    return status
  }
}
