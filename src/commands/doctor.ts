import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../cli/base-command.js'
import {PayError} from '../core/errors.js'
import {findProfile} from '../core/profiles/credentials.js'
import type {DoctorReport} from '../core/schemas/output/doctor.js'
import {readCachedBanks} from '../services/banks/catalog.js'
import {lookupHost, probeBaseUrl} from '../services/doctor/network.js'
import {runDoctor} from '../services/doctor/run-doctor.js'
import {secretsKept} from '../services/doctor/secrets-check.js'
import {doctorDocument} from '../ui/text/doctor-checks.js'
import {renderDoctorReport} from '../ui/text/doctor-report.js'

export default class DoctorCommand extends PayCommand<typeof DoctorCommand> {
  static override summary = 'Check the set-up an integration usually gets wrong, with a fix for each problem.'
  static override description =
    'Checks, in order: the credentials resolve and the key mode matches --live; the profile file is 0600; where the secrets of live keys and approvers are kept (the OS keyring, or 0600 files); the base URL resolves and answers (TLS, and the proxy used); the clock against the server (±300 s); the service accepts the key (401 and 403 IP_NOT_ALLOWED told apart); the webhook secret is set; the bank list cache is fresh. Exit 0 when all pass, 3 when the key is refused or no credentials are found, 1 otherwise.'
  static override examples = [
    '<%= config.bin %> doctor',
    '<%= config.bin %> doctor --live',
    '<%= config.bin %> doctor --profile acme --json',
  ]
  static override flags = {
    timeout: Flags.integer({description: 'Seconds to wait for each answer.', default: 10, min: 1, max: 120}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../core/schemas/output/doctor.js').then((module) => module.doctorReportSchema)

  async run(): Promise<DoctorReport> {
    const {session, io} = this
    const {report, exitCode} = await runDoctor({
      env: io.env,
      live: this.flags.live,
      profilePath: session.store().path,
      resolveCredentials: () => session.credentials(),
      profileFallback: () => {
        const found = findProfileQuietly({env: io.env, store: session.store(), profileFlag: this.flags.profile})
        return {baseUrl: io.env.PAY_BASE_URL ?? found?.profile.base_url, webhookSecret: found?.profile.webhook_secret}
      },
      probe: (baseUrl) => probeBaseUrl(session.probeClient(baseUrl, this.flags.timeout * 1000)),
      lookup: lookupHost,
      fetchBalance: () => session.api().getBalance(),
      readCachedBanks: (baseUrl) => readCachedBanks(session.options.cacheDir, baseUrl),
      secrets: () => secretsKept(session.store()),
      now: Date.now,
    })
    this.print(() => renderDoctorReport(report, this.language!, this.outStyle))
    return this.finish(doctorDocument(report), exitCode)
  }
}

/** The profile, or undefined when it cannot be found: the credentials check already says why. */
function findProfileQuietly(options: Parameters<typeof findProfile>[0]): ReturnType<typeof findProfile> {
  try {
    return findProfile(options, false)
  } catch (error) {
    if (error instanceof PayError) return undefined
    throw error
  }
}
