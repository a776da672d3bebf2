import * as Args from '@oclif/core/args'

import {PayCommand} from '../../cli/base-command.js'
import {OUTPUT_SCHEMA} from '../../cli/output-contract.js'
import {InputError} from '../../core/errors.js'
import {profileRemovedSchema} from '../../core/schemas/output/profile.js'
import {say} from '../../core/text/visible-text.js'

export default class ProfileRemove extends PayCommand<typeof ProfileRemove> {
  static override summary = 'Remove a profile and its secrets from this machine.'
  static override examples = ['<%= config.bin %> profile remove acme']
  static override args = {name: Args.string({description: 'Profile name', required: true})}

  static override [OUTPUT_SCHEMA] = profileRemovedSchema

  async run(): Promise<{removed: string}> {
    if (!(await this.session.store().remove(this.args.name))) {
      throw new InputError(say`No profile named "${this.args.name}".`, {tryMessage: 'List the profiles with `pay profile list`.'})
    }
    this.print(`Removed profile ${this.args.name}.`)
    return {removed: this.args.name}
  }
}
