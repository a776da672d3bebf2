import {displayWidth} from '../../core/text/display-width.js'
import {wrapDisplay} from '../../core/text/wrap-display.js'
import {words} from '../words/active.js'

/**
 * `text` after `prefix`, wrapped to `width` terminal columns with its next rows under the text, so a long line
 * breaks between words (Thai ones too, never inside one of the catalog's `help.unbroken`) instead of where the
 * terminal cuts it; as it is without a width (a pipe).
 * `paint` styles the text, not the prefix; `whole`: texts never broken besides the catalog's.
 * @example hanging('  • ', 'answer 2xx first, then do the work', 24) // '  • answer 2xx first,\n    then do the work'
 */
/**
 * Every line of `text` wider than `width` wrapped with {@link hanging}, its next rows under the text after its
 * indent and mark (`  → `, `• `, `✗ `), so that the terminal never cuts a word (a Thai one in the middle of a
 * syllable); narrower lines as they are. A command is never broken, so that it can be copied whole: one in
 * backticks, or one that ends the line after a colon (`Retry with: pay …`), which a terminal then wraps softly.
 * @example wrapLines('  → Run the command again with the same key.', 24) // '  → Run the command\n    again with the same\n    key.'
 */
export function wrapLines(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      if (displayWidth(line.replace(COLOUR, '')) <= width) return line
      const [, prefix = '', rest = ''] = MARKED_LINE.exec(line) ?? []
      const quoted = [...rest.matchAll(/`[^`]+`/g)].map(([command]) => command)
      const last = commandEndingLine(rest)
      return hanging(prefix, rest, width, undefined, last ? [...quoted, last] : quoted)
    })
    .join('\n')
}

const COLOUR = /\u001B\[[\d;]*m/g
/** A command that ends a line after a colon (`Retry with: pay …`, `Install it with: npm install …`). */
function commandEndingLine(text: string): string | undefined {
  const starts = ['pay', 'npm', 'sudo', 'chmod'].map((program) => text.indexOf(`: ${program} `)).filter((at) => at >= 0)
  return starts.length > 0 ? text.slice(Math.min(...starts) + 2) : undefined
}
/** A line's indent and mark (coloured or not), then its text. */
const MARKED_LINE = /^(\s*(?:(?:\u001B\[[\d;]*m)*[→•✗✓⚠](?:\u001B\[[\d;]*m)*\s+)?)(.*)$/s

export function hanging(
  prefix: string,
  text: string,
  width: number | undefined,
  paint: (text: string) => string = (t) => t,
  whole: readonly string[] = [],
): string {
  if (width === undefined) return `${prefix}${paint(text)}`
  const indent = displayWidth(prefix.replace(COLOUR, ''))
  const rows = wrapDisplay(text, Math.max(20, width - indent), [...words().help.unbroken, ...whole]).split('\n')
  return rows.map((row, index) => `${index === 0 ? prefix : ' '.repeat(indent)}${paint(row)}`).join('\n')
}
