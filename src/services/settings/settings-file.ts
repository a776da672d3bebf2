import {mkdirSync} from 'node:fs'
import {join} from 'node:path'

import {withFileLock} from '../../core/files/file-lock.js'
import {readJsonDocument} from '../../core/files/json-lines.js'
import {replaceFile} from '../../core/files/replace-file.js'
import {type SettingKey, type Settings, type SettingValue, settingsSchema} from '../../core/schemas/settings.js'

export const SETTINGS_FILE = 'settings.json'

export function settingsPath(configDir: string): string {
  return join(configDir, SETTINGS_FILE)
}

/** The saved settings; none when the file is absent or damaged (a preference, never worth refusing a command over). */
export function readSettings(configDir: string): Settings {
  return readJsonDocument(settingsPath(configDir), settingsSchema) ?? {}
}

/** Sets (or, with undefined, removes) one setting, under the file's lock from a fresh read: other keys are kept. */
export async function saveSetting<K extends SettingKey>(configDir: string, key: K, value: SettingValue<K> | undefined): Promise<Settings> {
  const path = settingsPath(configDir)
  mkdirSync(configDir, {recursive: true})
  return withFileLock(path, () => {
    const settings: Settings = {...readSettings(configDir), [key]: value}
    replaceFile(path, `${JSON.stringify(settings, null, 2)}\n`)
    return settings
  })
}
