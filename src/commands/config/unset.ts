import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {speakChosenLanguage} from '../../cli/language.js'
import {settingKeyArg} from '../../cli/setting-args.js'
import {saveSetting} from '../../core/profiles/settings.js'
import type {SettingOutput} from '../../core/schemas/settings.js'
import {renderSettingChange} from '../../ui/text/settings.js'

export default class ConfigUnset extends PayCommand<typeof ConfigUnset> {
  static override summary = 'Remove a setting: pay goes back to what the environment says.'
  static override examples = ['<%= config.bin %> config unset lang']
  static override args = {key: settingKeyArg}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/settings.js').then((module) => module.settingOutputSchema)

  async run(): Promise<SettingOutput> {
    const key = this.args.key as 'lang'
    const {configDir} = this.session.options
    await saveSetting(configDir, key, undefined)
    await speakChosenLanguage(this.io.env, configDir)
    this.print(() => renderSettingChange({key, value: null}))
    return {key, value: null}
  }
}
