import * as z from './zod.js'

/** The settings a person saves with `pay config set`, by key, each with the values it may take. */
export const SETTING_CHOICES = {lang: ['th', 'en']} as const
export type SettingKey = keyof typeof SETTING_CHOICES
export type SettingValue<K extends SettingKey> = (typeof SETTING_CHOICES)[K][number]
export const SETTING_KEYS = Object.keys(SETTING_CHOICES) as SettingKey[]

/** The settings file (`settings.json` in the config dir). */
export const settingsSchema = z.object({lang: z.enum(SETTING_CHOICES.lang).optional()})
export type Settings = z.infer<typeof settingsSchema>

/** What `pay config get|set|unset --json` prints: the key and its value now (null when not set). */
export const settingOutputSchema = z.object({key: z.enum(SETTING_KEYS as ['lang']), value: z.enum(SETTING_CHOICES.lang).nullable()})
export type SettingOutput = z.infer<typeof settingOutputSchema>
