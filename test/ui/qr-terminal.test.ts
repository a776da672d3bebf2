import {describe, expect, it} from 'vitest'
import {choosePayLayout, drawQrForTerminal, qrDrawingSize, qrMatrix} from '../../src/ui/text/deposit-screen.js'
import {STATUS_BLOCK} from '../../src/ui/text/watch.js'
import {decodeScreenQr, screenOf} from '../helpers/terminal-screen.js'

const PAYLOAD =
  '00020101021230630016A000000677010112011501055501234560102204798ED16EC364F6F985953037645802TH54071235.475916SANDBOX MERCHANT63049B44'
const matrix = qrMatrix(PAYLOAD)

/** The drawing alone on a terminal just its size, scanned under a theme. */
async function scan(options: Parameters<typeof drawQrForTerminal>[1], palette: 'dark' | 'light'): Promise<string | undefined> {
  const drawing = drawQrForTerminal(matrix, options)
  const screen = await screenOf(drawing.lines.join('\r\n'), {columns: drawing.columns, rows: drawing.rows})
  return decodeScreenQr(screen, palette)
}

describe('drawQrForTerminal', () => {
  it.each([
    {scale: 'half', quiet: 4},
    {scale: 'full', quiet: 4},
    {scale: 'half', quiet: 2},
  ] as const)('in colour ($scale, quiet zone $quiet) scans on a dark and on a light theme', async (layout) => {
    for (const palette of ['dark', 'light'] as const) expect(await scan({...layout, color: true}, palette), palette).toBe(PAYLOAD)
  })

  it('without colour scans on a light theme only (dark modules are the text colour)', async () => {
    expect(await scan({scale: 'half', quiet: 4, color: false}, 'light')).toBe(PAYLOAD)
    expect(await scan({scale: 'half', quiet: 4, color: false}, 'dark')).toBeUndefined()
  })

  it('takes the size it says, quiet zone included', () => {
    for (const scale of ['half', 'full'] as const) {
      const drawing = drawQrForTerminal(matrix, {scale, quiet: 4, color: false})
      expect({columns: drawing.columns, rows: drawing.rows}).toEqual(qrDrawingSize(matrix.size, {scale, quiet: 4}))
      expect(drawing.lines).toHaveLength(drawing.rows)
      expect(new Set(drawing.lines.map((line) => [...line].length))).toEqual(new Set([drawing.columns]))
    }
  })
})

describe('choosePayLayout', () => {
  const input = {modules: 37, amountColumns: {big: 47, line: 25}, noteRows: 1, status: STATUS_BLOCK, after: 0}

  it.each([
    [
      {columns: 200, rows: 80},
      {scale: 'full', arrangement: 'stacked', amount: 'big'},
    ],
    [
      {columns: 120, rows: 45},
      {scale: 'half', quiet: 4, arrangement: 'stacked', amount: 'big'},
    ],
    [
      {columns: 100, rows: 30},
      {scale: 'half', quiet: 4, arrangement: 'beside', amount: 'big'},
    ],
  ])('fits the whole code at %o', (terminal, layout) => {
    expect(choosePayLayout({...input, terminal})).toEqual({fits: true, layout: expect.objectContaining(layout)})
  })

  it('at 80×24, the most common default, keeps the whole code with its standard quiet zone: compact, details on a key', () => {
    expect(choosePayLayout({...input, terminal: {columns: 80, rows: 24}})).toEqual({
      fits: true,
      layout: {scale: 'half', quiet: 4, arrangement: 'compact', amount: 'line'},
    })
  })

  it('gives the sizes that would fit when none does', () => {
    const choice = choosePayLayout({...input, terminal: {columns: 70, rows: 20}})
    expect(choice.fits).toBe(false)
    if (choice.fits) return
    for (const needed of choice.needed) expect(choosePayLayout({...input, terminal: needed}).fits).toBe(true)
  })

  it('keeps the rows printed after the screen on it', () => {
    const printed = {...input, status: {columns: 0, rows: 0}}
    expect(choosePayLayout({...printed, terminal: {columns: 80, rows: 24}, after: 1})).toMatchObject({fits: true, layout: {quiet: 2}})
    expect(choosePayLayout({...printed, terminal: {columns: 80, rows: 22}, after: 1}).fits).toBe(false)
  })
})
