import {groupThousands} from '../../core/money/money.js'

/** The languages pay speaks; `qps` is the pseudo-locale of the tests (docs/thai.md). */
export const LANGUAGES = ['en', 'th', 'qps'] as const
export type Language = (typeof LANGUAGES)[number]

/** Where the language came from, strongest first: `PAY_LANG`, `pay config set lang`, then the locale. */
export type LanguageSource = 'PAY_LANG' | 'setting' | 'LC_ALL' | 'LC_MESSAGES' | 'LANG' | 'default'

export interface LanguageChoice {
  language: Language
  source: LanguageSource
  /** The variable's value as set (`th_TH.UTF-8`), when an environment variable decided. */
  value?: string
}

const LOCALE_VARIABLES = ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const

/**
 * The language for this run. The locale is read as POSIX does: the first of LC_ALL, LC_MESSAGES and LANG that is
 * set decides (LC_ALL=C over LANG=th_TH is English). An unknown PAY_LANG is returned as `invalid` for the caller to refuse.
 * @example chooseLanguage({LANG: 'th_TH.UTF-8'}, undefined) // {language: 'th', source: 'LANG', value: 'th_TH.UTF-8'}
 */
export function chooseLanguage(
  env: Record<string, string | undefined>,
  saved: 'en' | 'th' | undefined,
): LanguageChoice | {invalid: string} {
  const forced = env.PAY_LANG
  if (forced) {
    return (LANGUAGES as readonly string[]).includes(forced)
      ? {language: forced as Language, source: 'PAY_LANG', value: forced}
      : {invalid: forced}
  }
  if (saved) return {language: saved, source: 'setting'}
  const variable = LOCALE_VARIABLES.find((name) => env[name])
  if (!variable) return {language: 'en', source: 'default'}
  const value = env[variable]!
  return {language: /^th([_.@-]|$)/i.test(value) ? 'th' : 'en', source: variable, value}
}

/**
 * The form of a count's words its language's plural rules pick; `#` in it is the count (a whole number), grouped.
 * Thai has one form (`other`); English two, `one` for 1 alone (CLDR's rule for whole numbers). Written out rather
 * than asked of Intl.PluralRules, whose first use costs a command milliseconds (docs/performance.md).
 * @example plural('en', 3, {one: '# bank', other: '# banks'}) // '3 banks'
 */
export function plural(language: Language, count: number, forms: {one?: string; other: string}): string {
  const form = language !== 'th' && count === 1 && forms.one !== undefined ? forms.one : forms.other
  return form.replaceAll('#', groupThousands(String(count)))
}
