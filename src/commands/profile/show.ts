import * as Args from '@oclif/core/args'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {findProfile} from '../../core/profiles/credentials.js'
import {profileView} from '../../services/profiles/profile-view.js'
import {type ProfileView, renderProfile} from '../../ui/text/profiles.js'

export default class ProfileShow extends PayCommand<typeof ProfileShow> {
  static override summary = 'Show a profile (default: the one in use), with its secrets masked.'
  static override examples = ['<%= config.bin %> profile show', '<%= config.bin %> profile show acme --json']
  static override args = {name: Args.string({description: 'Profile name'})}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/profile.js').then((module) => module.profileViewSchema)

  async run(): Promise<ProfileView> {
    const store = this.session.store()
    const found = findProfile({env: this.io.env, store, profileFlag: this.args.name ?? this.flags.profile}, true)!
    const view = profileView(found.name, found.profile, store.defaultName() === found.name)
    this.print(() => renderProfile(view, this.outStyle))
    return view
  }
}
