import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {settingKeyArg} from '../../cli/setting-args.js'
import {readSettings} from '../../core/profiles/settings.js'
import type {SettingOutput} from '../../core/schemas/settings.js'
import {renderSettingValue} from '../../ui/text/settings.js'

export default class ConfigGet extends PayCommand<typeof ConfigGet> {
  static override summary = 'Print a saved setting (lang: the language of pay).'
  static override description =
    'The saved value only: `pay doctor` shows the language in use and where it came from (PAY_LANG, this setting, the locale).'
  static override examples = ['<%= config.bin %> config get lang', '<%= config.bin %> config get lang --json']
  static override args = {key: settingKeyArg}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/settings.js').then((module) => module.settingOutputSchema)

  async run(): Promise<SettingOutput> {
    const key = this.args.key as 'lang'
    const setting = {key, value: (await readSettings(this.session.options.configDir))[key] ?? null}
    this.print(() => renderSettingValue(setting))
    return setting
  }
}
