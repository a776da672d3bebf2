import {OUTPUT_SCHEMA, PayCommand} from '../cli/base-command.js'
import {sendingFlags} from '../cli/flags.js'
import {ExitCode} from '../core/errors.js'
import type {DryRunOutput} from '../core/schemas/output/cli.js'
import {checkIdentity, type Identity, wouldCheckIdentity} from '../services/profiles/identity.js'
import {nextStep} from '../ui/text/error-output.js'
import {renderIdentity} from '../ui/text/identity.js'

export default class WhoamiCommand extends PayCommand<typeof WhoamiCommand> {
  static override summary = 'Show the profile, base URL, mode and key a command would use now, and whether the service accepts them.'
  static override examples = [
    '<%= config.bin %> whoami',
    '<%= config.bin %> whoami --live',
    'PAY_PROFILE=acme <%= config.bin %> whoami --json',
  ]
  static override flags = {...sendingFlags}

  static override [OUTPUT_SCHEMA] = () => import('../core/schemas/output/profile.js').then((module) => module.identitySchema)

  async run(): Promise<Identity | DryRunOutput> {
    const credentials = this.session.credentials()
    const api = this.session.api()
    if (this.flags['dry-run']) return this.dryRunResult(wouldCheckIdentity(api))
    const {identity, failure} = await checkIdentity(credentials, api)
    this.print(() => renderIdentity(identity, this.outStyle))
    const next = failure && nextStep(failure)
    if (next && !this.jsonEnabled()) this.note(`→ ${next}`)
    return this.finish(identity, failure?.exitCode ?? ExitCode.ok)
  }
}
