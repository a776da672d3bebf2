import type {SettingOutput} from '../../core/schemas/settings.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'

/** The line `pay config set|unset` prints: what the setting is now, in the language it chose. */
export function renderSettingChange(setting: SettingOutput): string {
  const said = words()
  return `${setting.value ? said.profiles.config.langSet(said.language.names[setting.value]) : said.profiles.config.langUnset}\n`
}

/** The value `pay config get` prints. */
export function renderSettingValue(setting: SettingOutput): string {
  return `${setting.value ?? words().profiles.config.langNotSet}\n`
}

/** Said when PAY_LANG is set: it comes before the saved setting. */
export function renderSettingOverridden(payLang: string): string {
  return `${words().profiles.config.overridden(terminalSafe(payLang))}\n`
}
