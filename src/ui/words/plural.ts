import {groupThousands} from '../../core/money/money.js'
import type {Language} from './language.js'

// Built on first use: an Intl object costs milliseconds to build, which every command would pay at start.
const rules = new Map<string, Intl.PluralRules>()

/**
 * The form of a count's words its language's plural rules pick; `#` in it is the count (a whole number), grouped.
 * Thai has one form (`other`); English two.
 * @example plural('en', 3, {one: '# bank', other: '# banks'}) // '3 banks'
 */
export function plural(language: Language, count: number, forms: {one?: string; other: string}): string {
  const locale = language === 'th' ? 'th' : 'en'
  let rule = rules.get(locale)
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)))
  const form = rule.select(count) === 'one' && forms.one !== undefined ? forms.one : forms.other
  return form.replaceAll('#', groupThousands(String(count)))
}
