import {InputError} from '../core/errors.js'
import {readSettings} from '../core/profiles/settings.js'
import {terminalSafe} from '../core/text/visible-text.js'
import {speak, words} from '../ui/words/active.js'
import {chooseLanguage, type LanguageChoice} from '../ui/words/language.js'

/**
 * Decides this run's language (PAY_LANG, then `pay config set lang`, then the locale) and loads its words: called
 * once at start, by the base command and by the help. An unknown PAY_LANG is refused, in English.
 */
export async function speakChosenLanguage(env: Record<string, string | undefined>, configDir: string): Promise<LanguageChoice> {
  const choice = chooseLanguage(env, (await readSettings(configDir)).lang)
  if ('invalid' in choice) {
    await speak('en', env)
    throw new InputError(words().parse.unknownLanguage(terminalSafe(choice.invalid)), {
      code: 'INVALID_LANGUAGE',
      tryMessage: words().parse.languageHint,
    })
  }
  await speak(choice.language, env)
  return choice
}

/**
 * The same for what pay prints before any command runs (help, an unknown command), from the process's
 * environment: an unknown PAY_LANG leaves English, and the next command says what is wrong with it.
 */
export async function speakLanguageBeforeCommand(configDir: string): Promise<void> {
  try {
    await speakChosenLanguage(process.env, process.env.PAY_CONFIG_DIR ?? configDir)
  } catch {}
}
