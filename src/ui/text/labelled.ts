import {displayWidth, padEndDisplay} from '../../core/text/display-width.js'

/**
 * `label  value` lines with the values in one column, however wide the labels are in this language (measured in
 * terminal columns, so Thai labels line up too).
 * @example labelledLines([['Available', '10.00 THB'], ['Pending', '0.00 THB']], (t) => t) // 'Available  10.00 THB\nPending    0.00 THB'
 */
export function labelledLines(
  rows: ReadonlyArray<readonly [string, string]>,
  paintLabel: (text: string) => string,
  gap = 2,
  /** Labels of the same view not shown this time, which set the column too, so that every form of the view lines up alike. */
  alignWith: readonly string[] = [],
): string {
  const width = Math.max(...[...rows.map(([label]) => label), ...alignWith].map(displayWidth)) + gap
  return rows.map(([label, value]) => `${paintLabel(padEndDisplay(label, width))}${value}`).join('\n')
}
