import {parseWireMoney, type Satang} from '../../core/money/money.js'
import {displayWidth, padEndDisplay} from '../../core/text/display-width.js'
import {words} from '../words/active.js'

import type {Style} from './style.js'

/** `12,345.67 THB` (Thai: `12,345.67 บาท`): grouped for reading, always two decimals. */
export function moneyText(satang: Satang, currency = 'THB'): string {
  return words().amount(satang, currency)
}

/** A wire money string shown for people. */
export function wireMoneyText(wire: string, currency = 'THB'): string {
  return moneyText(parseWireMoney(wire), currency)
}

// Apart from time.ts, which the catalog itself imports: the catalog's words are what this says with.

/** `2026-11-22 19:45:03 (in 4 minutes)`, in the run's language, as operators read times at a glance. */
export function timeWithRelative(iso: string, now: number = Date.now()): string {
  const said = words()
  return `${said.dateTime(iso)} (${said.relative(iso, now)})`
}

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

type Tone = 'good' | 'bad' | 'waiting'

const TONES: Record<string, Tone> = {
  CREDITED: 'good',
  SUCCESS: 'good',
  EXPIRED: 'bad',
  CANCELLED: 'bad',
  FAILED: 'bad',
  REJECTED: 'bad',
}

/** A status as people read it: the code in English, Thai first and the code after in Thai (`สำเร็จ (SUCCESS)`). */
export function statusText(status: string): string {
  return words().status(status)
}

/** A deposit or withdrawal status coloured by what it means: green done, red ended badly, yellow waiting. */
export function paintStatus(status: string, style: Style): string {
  const tone = TONES[status] ?? 'waiting'
  const text = statusText(status)
  if (tone === 'good') return style.green(text)
  if (tone === 'bad') return style.red(text)
  return style.yellow(text)
}
