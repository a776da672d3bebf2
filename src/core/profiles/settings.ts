import {mkdirSync} from 'node:fs'
import {join} from 'node:path'

import {parseJsonDocument, readTextIfAny} from '../files/json-lines.js'
import type {SettingKey, Settings, SettingValue} from '../schemas/settings.js'

export const SETTINGS_FILE = 'settings.json'

export function settingsPath(configDir: string): string {
  return join(configDir, SETTINGS_FILE)
}

/**
 * The saved settings; none when the file is absent or damaged (a preference, never worth refusing a command over).
 * Every start reads them for its language: zod, which checks them, is loaded only when there is a file to check.
 */
export async function readSettings(configDir: string): Promise<Settings> {
  const text = readTextIfAny(settingsPath(configDir))
  if (text === undefined) return {}
  const {settingsSchema} = await import('../schemas/settings.js')
  return parseJsonDocument(text, settingsSchema) ?? {}
}

/** Sets (or, with undefined, removes) one setting, under the file's lock from a fresh read: other keys are kept. */
export async function saveSetting<K extends SettingKey>(configDir: string, key: K, value: SettingValue<K> | undefined): Promise<Settings> {
  const path = settingsPath(configDir)
  mkdirSync(configDir, {recursive: true})
  // The lock and the writer are loaded to write only: every command reads the settings at start.
  const [{withFileLock}, {replaceFile}] = await Promise.all([import('../files/file-lock.js'), import('../files/replace-file.js')])
  return withFileLock(path, async () => {
    const settings: Settings = {...(await readSettings(configDir)), [key]: value}
    replaceFile(path, `${JSON.stringify(settings, null, 2)}\n`)
    return settings
  })
}
