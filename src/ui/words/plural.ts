import {groupThousands} from '../../core/money/money.js'
import type {Language} from './language.js'

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
