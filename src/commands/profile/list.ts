import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {profileView} from '../../services/profiles/profile-view.js'
import {type ProfileView, renderProfileList} from '../../ui/text/profiles.js'

export default class ProfileList extends PayCommand<typeof ProfileList> {
  static override summary = 'List the saved profiles; * marks the default.'
  static override examples = ['<%= config.bin %> profile list', '<%= config.bin %> profile list --json']

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/profile.js').then((module) => module.profileListSchema)

  async run(): Promise<ProfileView[]> {
    const views = this.session
      .store()
      .list()
      .map(({name, profile, isDefault}) => profileView(name, profile, isDefault))
    this.print(() => renderProfileList(views, this.outStyle))
    return views
  }
}
