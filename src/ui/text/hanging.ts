import {displayWidth} from '../../core/text/display-width.js'
import {wrapDisplay} from '../../core/text/wrap-display.js'
import {words} from '../words/active.js'

/**
 * `text` after `prefix`, wrapped to `width` terminal columns with its next rows under the text, so a long line
 * breaks between words (Thai ones too, never inside one of the catalog's `help.unbroken`) instead of where the
 * terminal cuts it; as it is without a width (a pipe).
 * `paint` styles the text, not the prefix.
 * @example hanging('  • ', 'answer 2xx first, then do the work', 24) // '  • answer 2xx first,\n    then do the work'
 */
export function hanging(prefix: string, text: string, width: number | undefined, paint: (text: string) => string = (t) => t): string {
  if (width === undefined) return `${prefix}${paint(text)}`
  const indent = displayWidth(prefix)
  const rows = wrapDisplay(text, Math.max(20, width - indent), words().help.unbroken).split('\n')
  return rows.map((row, index) => `${index === 0 ? prefix : ' '.repeat(indent)}${paint(row)}`).join('\n')
}
