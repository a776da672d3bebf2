import * as Args from '@oclif/core/args'

import {SETTING_CHOICES, SETTING_KEYS, type SettingKey, type SettingValue} from '../core/schemas/settings.js'
import {terminalSafe} from '../core/text/visible-text.js'
import {inputErrorInWords} from '../ui/words/input-error.js'

/** The KEY argument of `pay config get|set|unset`. */
export const settingKeyArg = Args.string({description: 'Setting: lang (th or en)', options: SETTING_KEYS, required: true})

/** `value` when it is one `key` may take, else an InputError naming the ones it may. */
export function settingValue<K extends SettingKey>(key: K, value: string): SettingValue<K> {
  const allowed: readonly string[] = SETTING_CHOICES[key]
  if (allowed.includes(value)) return value as SettingValue<K>
  throw inputErrorInWords('INVALID_SETTING', ({profiles: {config}}) => ({
    message: config.badValue(key, terminalSafe(value), [...allowed]),
    tryMessage: config.example(key, allowed[0]!),
  }))
}
