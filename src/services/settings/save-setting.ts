import {mkdirSync} from 'node:fs'

import {withFileLock} from '../../core/files/file-lock.js'
import {replaceFile} from '../../core/files/replace-file.js'
import type {SettingKey, Settings, SettingValue} from '../../core/schemas/settings.js'
import {readSettings, settingsPath} from './settings-file.js'

/** Sets (or, with undefined, removes) one setting, under the file's lock from a fresh read: other keys are kept. */
export async function saveSetting<K extends SettingKey>(configDir: string, key: K, value: SettingValue<K> | undefined): Promise<Settings> {
  const path = settingsPath(configDir)
  mkdirSync(configDir, {recursive: true})
  return withFileLock(path, async () => {
    const settings: Settings = {...(await readSettings(configDir)), [key]: value}
    replaceFile(path, `${JSON.stringify(settings, null, 2)}\n`)
    return settings
  })
}
