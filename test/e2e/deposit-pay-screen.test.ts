import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {runInTerminal} from '../helpers/terminal.js'
import {decodeScreenQr, type PaletteName, screenOf} from '../helpers/terminal-screen.js'
import {type SandboxHome, sandboxHome} from './withdrawal-helpers.js'

// The moment the tool exists for: the screen turned to a customer. Each case runs `pay deposit create` on a
// pseudo-terminal of a real size, leaves with q, plays what the terminal received into a headless xterm.js,
// paints the final screen under a dark and a light theme and scans it with jsQR.
const PAYER = ['--payer-bank', 'KBANK', '--payer-name', 'Somchai Jaidee', '--payer-account', '1234567890']
const PALETTES: PaletteName[] = ['dark', 'light']

let env: SandboxHome

beforeAll(async () => {
  env = await sandboxHome()
})
afterAll(() => env?.close())

async function payScreen(size: {columns: number; rows: number}, extraEnv: Record<string, string> = {}, payer = PAYER, leaveAt = 'q leave') {
  const result = await runInTerminal(
    ['deposit', 'create', '--amount', '1234.56', ...payer],
    {...env.home.env, NO_COLOR: '', ...extraEnv},
    [{waitFor: leaveAt, send: 'q'}],
    {size},
  )
  expect(result.code, result.stdout).toBe(0)
  const screen = await screenOf(result.stdout, size)
  const text = screen.lines.join('\n')
  // Rows side by side as the terminal wraps them: an id wrapped at the last column reads whole.
  const rows = screen.lines.map((line) => line.padEnd(size.columns)).join('')
  const id = /Deposit (\S+) {2}PENDING/.exec(text)?.[1] ?? /pay deposit watch (\S+)/.exec(rows)?.[1]
  expect(id, text).toBeDefined()
  const deposit = (await env.sandbox.call('GET', `/v1/deposits/${id}`)).body as {expected_amount: string; pay_to: {qr_payload: string}}
  return {screen, text, deposit, id: id!, output: result.stdout}
}

describe('the pay screen on a real terminal', () => {
  it.each([
    {columns: 120, rows: 45},
    {columns: 100, rows: 30},
  ])('at $columns×$rows shows the whole code, which scans to qr_payload on a dark and a light theme, with the amount', async (size) => {
    const {screen, text, deposit} = await payScreen(size)
    for (const palette of PALETTES) expect(decodeScreenQr(screen, palette), palette).toBe(deposit.pay_to.qr_payload)
    expect(text).toContain('Pay exactly')
    expect(text).toContain(`${Number(deposit.expected_amount).toLocaleString('en', {minimumFractionDigits: 2})} THB`)
  })

  it('at 80×24 shows the whole code with the amount beside it, the details on a key, and how it ended under it', async () => {
    const {screen, text, deposit, output} = await payScreen({columns: 80, rows: 24})
    for (const palette of PALETTES) expect(decodeScreenQr(screen, palette), palette).toBe(deposit.pay_to.qr_payload)
    // Above the code until the view ends; the two rows of how it ended then scroll it off the top.
    expect(output).toContain(`Pay exactly ${Number(deposit.expected_amount).toLocaleString('en', {minimumFractionDigits: 2})} THB`)
    expect(output).toContain('d details')
    expect(text.replaceAll(/\s+/g, ' ')).toContain('Left; nothing was changed. Follow it again with: pay deposit watch')
  })

  it('smaller still, says it is too small, how big it must be and how to send the image, and shows no partial code', async () => {
    const size = {columns: 60, rows: 18}
    const {screen, text, deposit, id, output} = await payScreen(size)
    expect(text.replaceAll(/\s+/g, ' ')).toContain('This terminal (60×18) is too small to show the whole QR code with the amount.')
    expect(text).toMatch(/Make it at least \d+×\d+ or \d+×\d+ \(columns×rows\)/)
    expect(text.replaceAll(/\s+/g, ' ')).toContain(`pay deposit get ${id} --qr-png qr.png`)
    expect(output).toContain(`Pay exactly ${Number(deposit.expected_amount).toLocaleString('en', {minimumFractionDigits: 2})} THB`)
    for (const palette of PALETTES) expect(decodeScreenQr(screen, palette)).toBeUndefined()
  })

  it('with a Thai payer whose name holds SARA AM, redrawn each second: the code scans, nothing is left behind', async () => {
    const thaiPayer = ['--payer-bank', 'KBANK', '--payer-name', 'นายสมชาย คำดีมีสุขสบายๆ', '--payer-account', '1234567890']
    for (const size of [
      {columns: 100, rows: 30},
      {columns: 80, rows: 24},
    ]) {
      // Left after three redraws of the countdown: a view that measured Thai a column short left a stale copy of its
      // top row in the scrollback at each. The status row is there once, on the screen or scrolled off by the end.
      const {screen, deposit} = await payScreen(size, {}, thaiPayer, '4:57')
      for (const palette of PALETTES) expect(decodeScreenQr(screen, palette), `${size.columns}: ${palette}`).toBe(deposit.pay_to.qr_payload)
      const statusRows = [...screen.scrollback, ...screen.lines].filter((row) => /Deposit .*PENDING/.test(row))
      expect(statusRows, `${size.columns}`).toHaveLength(1)
    }
  })

  it('with NO_COLOR scans on a light theme and says how to get a code for any screen', async () => {
    const {screen, text, deposit, id} = await payScreen({columns: 120, rows: 45}, {NO_COLOR: '1'})
    expect(decodeScreenQr(screen, 'light')).toBe(deposit.pay_to.qr_payload)
    expect(text.replaceAll(/\s+/g, ' ')).toContain(
      `No colour: this code reads on a light background. For any screen: pay deposit get ${id} --qr-png qr.png`,
    )
  })
})
