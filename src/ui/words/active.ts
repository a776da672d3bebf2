import {chooseCalendar} from './calendar.js'
import {en, type Words} from './en/index.js'
import type {Language} from './language.js'

let current: Words = en
let currentLanguage: Language = 'en'

/** The words of this run's language: English until {@link speak} is called with another. */
export function words(): Words {
  return current
}

export function spokenLanguage(): Language {
  return currentLanguage
}

/**
 * Chooses the words for this run, once, at start (src/cli/language.ts). English is bundled; Thai and the
 * pseudo-locale are loaded only when chosen, so English commands never parse them.
 */
export async function speak(language: Language, env: Record<string, string | undefined>): Promise<void> {
  chooseCalendar(env)
  if (language === 'th') current = (await import('./th/index.js')).th
  else if (language === 'qps') current = (await import('./pseudo.js')).pseudoWords()
  else current = en
  currentLanguage = language
}
