import * as Args from '@oclif/core/args'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {speakChosenLanguage} from '../../cli/language.js'
import {settingKeyArg, settingValue} from '../../cli/setting-args.js'
import {saveSetting} from '../../core/profiles/settings.js'
import type {SettingOutput} from '../../core/schemas/settings.js'
import {renderSettingChange, renderSettingOverridden} from '../../ui/text/settings.js'

export default class ConfigSet extends PayCommand<typeof ConfigSet> {
  static override summary = 'Save a setting of pay on this machine, such as its language: pay config set lang th.'
  static override description =
    'lang: th or en. PAY_LANG, when set, comes first; without either, pay follows the locale (LC_ALL, LC_MESSAGES, LANG).'
  static override examples = ['<%= config.bin %> config set lang th', '<%= config.bin %> config set lang en']
  static override args = {key: settingKeyArg, value: Args.string({description: 'The value: th or en for lang', required: true})}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/settings.js').then((module) => module.settingOutputSchema)

  async run(): Promise<SettingOutput> {
    const key = this.args.key as 'lang'
    const value = settingValue(key, this.args.value)
    const {configDir} = this.session.options
    await saveSetting(configDir, key, value)
    // Said in the language now chosen: `pay config set lang th` answers in Thai (unless PAY_LANG says otherwise).
    await speakChosenLanguage(this.io.env, configDir)
    this.print(() => renderSettingChange({key, value}))
    if (this.io.env.PAY_LANG && !this.jsonEnabled()) this.note(renderSettingOverridden(this.io.env.PAY_LANG))
    return {key, value}
  }
}
