import * as Args from '@oclif/core/args'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../../ui/words/active.js'
import {inputErrorInWords} from '../../ui/words/input-error.js'

export default class ProfileRemove extends PayCommand<typeof ProfileRemove> {
  static override summary = 'Remove a profile and its secrets from this machine.'
  static override examples = ['<%= config.bin %> profile remove acme']
  static override args = {name: Args.string({description: 'Profile name', required: true})}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/profile.js').then((module) => module.profileRemovedSchema)

  async run(): Promise<{removed: string}> {
    if (!(await this.session.store().remove(this.args.name))) {
      throw inputErrorInWords('INVALID_INPUT', (said) => ({
        message: said.profiles.noSuchProfile(terminalSafe(this.args.name)),
        tryMessage: said.profiles.listThem,
      }))
    }
    this.print(() => words().profiles.removed(terminalSafe(this.args.name)))
    return {removed: this.args.name}
  }
}
