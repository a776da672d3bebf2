import {describe, expect, it} from 'vitest'
import {displayWidth} from '../../src/core/text/display-width.js'
import {createStyle} from '../../src/ui/text/style.js'
import {renderTable} from '../../src/ui/text/table.js'
import {countdown, timeFromNow} from '../../src/ui/text/time.js'
import {en} from '../../src/ui/words/en/index.js'
import {th} from '../../src/ui/words/th/index.js'

describe('renderTable', () => {
  it('aligns columns, right-aligning money, and keeps Thai names aligned', () => {
    const text = renderTable(
      [
        {header: 'CODE', value: (row: {code: string; name: string; amount: string}) => row.code},
        {header: 'NAME', value: (row) => row.name},
        {header: 'AMOUNT', value: (row) => row.amount, align: 'right'},
      ],
      [
        {code: 'KBANK', name: 'กสิกรไทย', amount: '1,000.00'},
        {code: 'SCB', name: 'ไทยพาณิชย์', amount: '5.00'},
      ],
    )
    const lines = text.trimEnd().split('\n')
    expect(lines[0]).toBe('CODE   NAME        AMOUNT')
    expect(lines[1]).toBe('KBANK  กสิกรไทย   1,000.00')
    expect(lines[2]).toBe('SCB    ไทยพาณิชย์      5.00')
    expect(new Set(lines.map(displayWidth)).size).toBe(1)
  })

  it('leaves out a column whose cells are all empty, and draws it once one row has a value', () => {
    type Row = {name: string; note: string}
    const columns = [
      {header: 'NAME', value: (row: Row) => row.name},
      {header: 'NOTE', value: (row: Row) => row.note},
      {header: 'END', value: () => 'x'},
    ]
    expect(renderTable(columns, [{name: 'a', note: ''}])).toBe('NAME  END\na     x\n')
    expect(
      renderTable(columns, [
        {name: 'a', note: ''},
        {name: 'b', note: 'hi'},
      ]),
    ).toBe('NAME  NOTE  END\na           x\nb     hi    x\n')
  })

  it('counts Thai combining marks as zero width', () => {
    expect(displayWidth('ไทยพาณิชย์')).toBe(8)
    expect(displayWidth('abc')).toBe(3)
  })
})

describe('time helpers', () => {
  const now = Date.parse('2026-11-22T10:00:00Z')

  it('says how far a moment is in the largest unit that fits', () => {
    expect(en.relative('2026-11-22T10:05:00Z', now)).toBe('in 5 minutes')
    expect(en.relative('2026-11-22T08:00:00Z', now)).toBe('2 hours ago')
    expect(en.relative('2026-11-22T10:00:20Z', now)).toBe('in 20 seconds')
    expect(th.relative('2026-11-22T10:05:00Z', now)).toBe('ในอีก 5 นาที')
    expect(timeFromNow('2026-11-22T09:59:59.600Z', now)).toEqual({unit: 'second', count: 0})
  })

  it("says it in Intl.RelativeTimeFormat's words, in both languages, without building one", () => {
    const offsets = [0, 400, -400, 999, 1000, -1000, 1500, 59_499, 59_500, -59_500, 60_000, 90_000, -3_599_999]
    for (const days of [1, 1.4, 1.6, 2, 2.5, 3, 14, 1234]) offsets.push(days * 86_400_000, -days * 86_400_000)
    for (const hours of [1, 2, 23]) offsets.push(hours * 3_600_000, -hours * 3_600_000)
    for (const [words, locale] of [
      [en, 'en'],
      [th, 'th'],
    ] as const) {
      const format = new Intl.RelativeTimeFormat(locale, {numeric: 'auto'})
      for (const offset of offsets) {
        const {unit, count} = timeFromNow(new Date(now + offset).toISOString(), now)
        expect(words.relative(new Date(now + offset).toISOString(), now), `${locale} ${offset}`).toBe(format.format(count, unit))
      }
    }
  })

  it('counts down to a moment and stops at zero', () => {
    expect(countdown('2026-11-22T10:04:05Z', now)).toBe('4:05')
    expect(countdown('2026-11-22T09:00:00Z', now)).toBe('0:00')
  })
})

describe('createStyle', () => {
  it('writes plain text when colour is off', () => {
    expect(createStyle(false).red('x')).toBe('x')
    expect(createStyle(true).red('x')).not.toBe('x')
  })
})
