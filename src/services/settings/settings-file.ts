import {join} from 'node:path'

import {parseJsonDocument, readTextIfAny} from '../../core/files/json-lines.js'
import type {Settings} from '../../core/schemas/settings.js'

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
  const {settingsSchema} = await import('../../core/schemas/settings.js')
  return parseJsonDocument(text, settingsSchema) ?? {}
}
