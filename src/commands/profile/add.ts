import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {urlFlag} from '../../cli/flags.js'
import {readAllStdin} from '../../cli/io.js'
import {profileView} from '../../services/profiles/profile-view.js'
import {credentialsUsedNext, saveProfile, splitStdinSecrets} from '../../services/profiles/setup.js'
import {type ProfileView, renderProfile, renderSavedNote} from '../../ui/text/profiles.js'
import {inputErrorInWords} from '../../ui/words/input-error.js'

export default class ProfileAdd extends PayCommand<typeof ProfileAdd> {
  static override summary = 'Add a profile, or add a key or webhook secret to one.'
  static override description =
    'Secrets are never flags: they are read from stdin (one per line: the key secret first, then the webhook secret). The key id decides the slot: <vendor>_test_… or <vendor>_live_….'
  static override examples = [
    'printf %s "$PAY_SECRET" | <%= config.bin %> profile add acme --base-url https://api.example.com --key-id unk_test_1a2b3c --secret-stdin',
    'printf "%s\\n%s\\n" "$SECRET" "$WEBHOOK_SECRET" | <%= config.bin %> profile add acme --key-id unk_live_9f8e7d --secret-stdin --webhook-secret-stdin',
  ]
  static override args = {name: Args.string({description: 'Profile name', required: true})}
  static override flags = {
    'base-url': urlFlag({description: 'Service base URL (required for a new profile).'}),
    'key-id': Flags.string({description: 'Key id (X-Api-Key), e.g. unk_test_….'}),
    'secret-stdin': Flags.boolean({description: "Read the key's secret from stdin."}),
    'webhook-secret-stdin': Flags.boolean({description: 'Read the webhook secret from stdin (after the key secret when both).'}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/profile.js').then((module) => module.profileViewSchema)

  async run(): Promise<ProfileView> {
    const {flags} = this
    if (flags['key-id'] && !flags['secret-stdin']) {
      throw inputErrorInWords('INVALID_INPUT', (said) => ({
        message: said.profiles.keyIdNeedsSecret,
        tryMessage: said.profiles.pipeTheSecret,
      }))
    }
    const wanted = {secret: flags['secret-stdin'], webhookSecret: flags['webhook-secret-stdin']}
    const secrets = wanted.secret || wanted.webhookSecret ? splitStdinSecrets((await readAllStdin(this.io)).toString('utf8'), wanted) : {}
    const saved = await saveProfile({
      store: this.session.store(),
      name: this.args.name,
      baseUrl: flags['base-url'],
      keyId: flags['key-id'],
      secret: secrets.secret,
      webhookSecret: secrets.webhookSecret,
    })
    const view = profileView(saved.name, saved.profile, this.session.store().defaultName() === saved.name)
    const next = credentialsUsedNext(this.io.env, this.session.store())
    this.print(() => `${renderSavedNote(saved.name, saved, next)}\n${renderProfile(view, this.outStyle)}`)
    return view
  }
}
