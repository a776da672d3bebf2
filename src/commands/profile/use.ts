import * as Args from '@oclif/core/args'

import {PayCommand} from '../../cli/base-command.js'
import {OUTPUT_SCHEMA} from '../../cli/output-contract.js'
import {InputError} from '../../core/errors.js'
import {defaultProfileSchema} from '../../core/schemas/output/profile.js'
import {say} from '../../core/text/visible-text.js'

export default class ProfileUse extends PayCommand<typeof ProfileUse> {
  static override summary = 'Make a profile the default.'
  static override examples = ['<%= config.bin %> profile use acme']
  static override args = {name: Args.string({description: 'Profile name', required: true})}

  static override [OUTPUT_SCHEMA] = defaultProfileSchema

  async run(): Promise<{default: string}> {
    if (!(await this.session.store().setDefault(this.args.name))) {
      throw new InputError(say`No profile named "${this.args.name}".`, {tryMessage: 'List the profiles with `pay profile list`.'})
    }
    this.print(`The default profile is now ${this.args.name}.`)
    return {default: this.args.name}
  }
}
