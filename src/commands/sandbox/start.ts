import {join} from 'node:path'

import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {sandboxDataDirFlag, urlFlag} from '../../cli/flags.js'
import {untilSignal} from '../../cli/io.js'
import {isThisMachine} from '../../core/http/loopback.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {webhookUrlProblem} from '../../core/webhooks/url.js'
import {startDetached, startInProcess} from '../../sandbox/control/lifecycle.js'
import {defaultSandboxDataDir} from '../../sandbox/control/profile.js'
import type {SandboxCredentials} from '../../sandbox/server/index.js'
import {renderExposedHostWarning} from '../../ui/text/notices.js'
import {renderSandboxCredentials, renderSandboxLogStart} from '../../ui/text/sandbox.js'
import {words} from '../../ui/words/active.js'
import {inputErrorInWords} from '../../ui/words/input-error.js'

export default class SandboxStart extends PayCommand<typeof SandboxStart> {
  static override summary = 'Start the local sandbox: the whole service emulated on loopback.'
  static override description =
    'State is kept in SQLite under the data dir and survives restarts. The first start creates a merchant with test and live keys and writes the "sandbox" profile (the default profile when none is set), so `pay balance` works right after. Runs in the foreground until Ctrl-C, or in the background with --detach.'
  static override examples = [
    '<%= config.bin %> sandbox start',
    '<%= config.bin %> sandbox start --detach --json',
    '<%= config.bin %> sandbox start --port 4010 --webhook-url http://127.0.0.1:3000/webhooks --withdrawal-step-ms 200',
    '<%= config.bin %> sandbox start --fault-rate 0.2 --webhook-retry-scale 0.001',
  ]
  static override flags = {
    ...sandboxDataDirFlag('Where the sandbox keeps its data (default: <pay data dir>/sandbox); the "sandbox" profile remembers it.'),
    port: Flags.integer({description: 'Port to listen on (0 picks a free one).', default: 4010, min: 0, max: 65_535}),
    host: Flags.string({description: 'Address to bind; loopback unless you mean otherwise.', default: '127.0.0.1'}),
    detach: Flags.boolean({description: 'Run in the background (pid in the data dir); stop it with `pay sandbox stop`.'}),
    'webhook-url': urlFlag({description: 'Where to deliver webhooks: https, or http to a loopback address.'}),
    'withdrawal-step-ms': Flags.integer({description: 'Time between withdrawal states (0 = at once).', default: 1000, min: 0}),
    'deposit-ttl': Flags.integer({
      description: 'Seconds a deposit can be matched (its instructions show for 5/7 of it).',
      default: 420,
      min: 1,
    }),
    'fault-rate': Flags.string({description: 'Share of signed requests that fail (503, or processed then dropped), 0 to 1.', default: '0'}),
    'webhook-retry-scale': Flags.string({description: 'Multiplies the webhook retry schedule (0.001 for tests).', default: '1'}),
    'detached-child': Flags.boolean({
      description: 'Set by --detach on the background process: its output goes to sandbox.log, so no keys.',
      hidden: true,
    }),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/sandbox.js').then((module) => module.sandboxCredentialsSchema)

  async run(): Promise<SandboxCredentials | undefined> {
    const {flags} = this
    const options = {
      dataDir: flags['sandbox-data-dir'] ?? defaultSandboxDataDir(this.session.options.dataDir),
      host: flags.host,
      port: flags.port,
      webhookUrl: await webhookUrl(flags['webhook-url']),
      withdrawalStepMs: flags['withdrawal-step-ms'],
      depositTtlSeconds: flags['deposit-ttl'],
      faultRate: rate(flags['fault-rate'], '--fault-rate'),
      webhookRetryScale: rate(flags['webhook-retry-scale'], '--webhook-retry-scale', Number.POSITIVE_INFINITY),
    }
    if (!(await isThisMachine(flags.host))) this.note(renderExposedHostWarning(flags.host, 'sandbox', this.errStyle))
    if (flags.detach) {
      const started = await startDetached({
        runScript: join(this.config.root, 'bin', 'run.js'),
        args: this.argv.filter((arg) => arg !== '--detach' && arg !== '--json'),
        dataDir: options.dataDir,
        env: this.io.env,
        store: this.session.store(),
      })
      this.print(() => renderSandboxCredentials(started.credentials, this.outStyle))
      this.note(words().sandbox.background(terminalSafe(join(options.dataDir, 'sandbox.log'))))
      return started.credentials
    }
    const {sandbox, started} = await startInProcess(options, this.session.store())
    const detachedChild = flags['detached-child']
    if (detachedChild) {
      this.print(() =>
        renderSandboxLogStart({baseUrl: started.credentials.base_url, pid: process.pid, dataDir: options.dataDir}, this.outStyle),
      )
    } else {
      this.print(() => renderSandboxCredentials(started.credentials, this.outStyle))
    }
    // The background process writes to sandbox.log: no keys there.
    return this.serve(detachedChild ? undefined : started.credentials, async () => {
      this.note(words().sandbox.profileWritten(started.profileMadeDefault))
      await untilSignal(this.io)
      await sandbox.close()
      this.note(words().sandbox.stopped)
    })
  }
}

function rate(text: string, flag: string, max = 1): number {
  const value = Number(text)
  if (!Number.isFinite(value) || value < 0 || value > max) {
    throw inputErrorInWords('INVALID_INPUT', (said) => ({message: said.sandbox.rateRange(flag, max, terminalSafe(text))}))
  }
  return value
}

async function webhookUrl(text: string | undefined): Promise<string | undefined> {
  const problem = text === undefined ? undefined : await webhookUrlProblem(text)
  if (problem) {
    throw inputErrorInWords('INVALID_INPUT', (said) => ({
      message: said.sandbox.webhookUrl(problem, terminalSafe(text ?? '')),
      tryMessage: said.sandbox.webhookUrlHint,
    }))
  }
  return text
}
