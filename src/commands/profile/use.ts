import * as Args from '@oclif/core/args'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../../ui/words/active.js'
import {inputErrorInWords} from '../../ui/words/input-error.js'

export default class ProfileUse extends PayCommand<typeof ProfileUse> {
  static override summary = 'Make a profile the default.'
  static override examples = ['<%= config.bin %> profile use acme']
  static override args = {name: Args.string({description: 'Profile name', required: true})}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/profile.js').then((module) => module.defaultProfileSchema)

  async run(): Promise<{default: string}> {
    if (!(await this.session.store().setDefault(this.args.name))) {
      throw inputErrorInWords('INVALID_INPUT', (said) => ({
        message: said.profiles.noSuchProfile(terminalSafe(this.args.name)),
        tryMessage: said.profiles.listThem,
      }))
    }
    this.print(() => words().profiles.nowDefault(terminalSafe(this.args.name)))
    return {default: this.args.name}
  }
}
