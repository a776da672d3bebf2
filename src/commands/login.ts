import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../cli/base-command.js'
import {sendingFlags} from '../cli/flags.js'
import {promptContext} from '../cli/io.js'
import type {PayError} from '../core/errors.js'
import {modeOfKeyId} from '../core/profiles/credentials.js'
import type {DryRunOutput} from '../core/schemas/output/cli.js'
import {checkIdentity, wouldCheckIdentity} from '../services/profiles/identity.js'
import {profileView} from '../services/profiles/profile-view.js'
import {checkBaseUrl, checkSecret, credentialsUsedNext, saveProfile} from '../services/profiles/setup.js'
import {type ProfileView, renderProfile, renderSavedNote} from '../ui/text/profiles.js'
import {spokenOf, words} from '../ui/words/active.js'
import {inputErrorInWords} from '../ui/words/input-error.js'

export default class LoginCommand extends PayCommand<typeof LoginCommand> {
  static override summary = 'Set up a profile interactively and check it with the service.'
  static override description =
    'Asks for the base URL, the key id and the secret (hidden), verifies them with GET /v1/balance, and saves them only if the service accepts them. Without a terminal use `pay profile add … --secret-stdin`.'
  static override examples = ['<%= config.bin %> login', '<%= config.bin %> login --name acme']
  static override flags = {
    ...sendingFlags,
    name: Flags.string({description: 'Profile to save into.', default: 'default'}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../core/schemas/output/profile.js').then((module) => module.profileViewSchema)

  async run(): Promise<ProfileView | DryRunOutput> {
    const why = this.whyNoPrompt
    if (why) {
      throw inputErrorInWords('MISSING_FLAG', ({profiles: {login}}) => ({message: login.cannotAsk(why), tryMessage: login.useProfileAdd}))
    }
    const {input, password} = await import('@inquirer/prompts')
    const context = promptContext(this.io)
    const said = words().profiles.login
    const store = this.session.store()
    const existing = store.get(this.flags.name)
    const baseUrl = (
      await input({message: said.baseUrl, default: existing?.base_url, validate: validateWith(checkBaseUrl)}, context)
    ).trim()
    const keyId = (await input({message: said.keyId, validate: validateWith(modeOfKeyId)}, context)).trim()
    const secret = (await password({message: said.secret, mask: false, validate: validateWith(checkSecret)}, context)).trim()

    const api = this.session.apiFor({baseUrl, keyId, secret})
    // Nothing is saved in a dry run: the check it would send is all there is to show.
    if (this.flags['dry-run']) return this.dryRunResult(wouldCheckIdentity(api))
    const {identity, failure} = await checkIdentity({source: 'profile', baseUrl, keyId, secret, mode: modeOfKeyId(keyId)}, api)
    if (failure) throw failure
    this.note(this.errStyle.green(said.accepted(identity.mode)))
    const saved = await saveProfile({store, name: this.flags.name, baseUrl, keyId, secret})
    const view = profileView(saved.name, saved.profile, store.defaultName() === saved.name)
    this.print(
      () => `${renderSavedNote(saved.name, saved, credentialsUsedNext(this.io.env, store))}\n${renderProfile(view, this.outStyle)}`,
    )
    return view
  }
}

function validateWith(check: (value: string) => unknown): (value: string) => true | string {
  return (value) => {
    try {
      check(value.trim())
      return true
    } catch (error) {
      return spokenOf(error as PayError)?.message ?? (error as Error).message
    }
  }
}
