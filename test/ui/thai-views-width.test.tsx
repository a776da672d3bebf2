import {afterAll, describe, expect, it, vi} from 'vitest'

import {encodePromptPayPayload} from '../../src/core/promptpay/payload.js'
import {qrMatrix} from '../../src/core/promptpay/qr-matrix.js'
import {displayWidth} from '../../src/core/text/display-width.js'
import {STATUS_BLOCK} from '../../src/ui/components/live-watch-size.js'
import {buildPayScreen} from '../../src/ui/text/deposit-screen.js'
import {createStyle} from '../../src/ui/text/style.js'
import {speak} from '../../src/ui/words/active.js'
import {pendingDeposit} from '../helpers/deposit-fixture.js'
import {loadOutsideCi} from '../helpers/outside-ci.js'
import {decodeScreenQr, screenOf} from '../helpers/terminal-screen.js'

const [{render}, {LiveWatch}] = await loadOutsideCi(() =>
  Promise.all([import('ink-testing-library'), import('../../src/ui/components/live-watch.js')]),
)

// Real Thai names and words with SARA AM (ำ), which Ink's string-width took for no column of its own, tone marks
// and ๆ: each line holding one ran a column past where Ink thought it ended.
const PAYERS = ['นายสมชาย คำดีมีสุขสบายๆ', 'นางสาวกำไล ชำนาญกิจ', 'บริษัท น้ำใจงาม จำกัด']
const HOLDER = 'บริษัท ทำดีได้ดี จำกัด'
const NOW = Date.parse('2026-11-23T10:00:00Z')
const payload = encodePromptPayPayload({target: {kind: 'mobile', mobile: '0812345678'}, amountSatang: 10_037})
const matrix = qrMatrix(payload)

afterAll(() => speak('en', {}))

/** The live view of a pending deposit paid by `payer`, its frame after a few redraws of the countdown. */
async function frame(payer: string, terminal: {columns: number; rows: number}): Promise<string> {
  const deposit = pendingDeposit(NOW, {
    id: '3b9d0c1e-5f7a-4c2b-9e1d-8a6f4b2c7d90',
    pay_to: {bank: 'PROMPTPAY', account_holder: HOLDER, qr_payload: payload},
    payer: {bank: 'KBANK', account_no: '1234567890', name: payer},
  })
  let now = NOW
  const view = render(
    <LiveWatch
      initial={{kind: 'deposit', object: deposit}}
      updates={(async function* () {})()}
      stopUpdates={() => {}}
      isFinal={() => false}
      actions={{}}
      plain={false}
      now={() => now}
      tickMs={5}
      onEnd={() => {}}
      payScreen={(size) => buildPayScreen(deposit, {style: createStyle(true), color: true, terminal: size, status: STATUS_BLOCK, matrix})}
    />,
  )
  Object.defineProperty(view.stdout, 'columns', {value: terminal.columns, configurable: true})
  Object.defineProperty(view.stdout, 'rows', {value: terminal.rows, configurable: true})
  view.stdout.emit('resize')
  await vi.waitFor(() => expect(view.lastFrame()).toContain(payer.split(' ')[0]))
  now += 3000
  await vi.waitFor(() => expect(view.lastFrame()).toMatch(/4:5[67]/))
  const last = view.lastFrame()!
  view.unmount()
  return last
}

describe.each(['en', 'th'] as const)('the live pay screen with Thai names, in %s', (language) => {
  it.each([80, 100, 120])('at %i columns: no line wider than the terminal, the code intact', async (columns) => {
    await speak(language, {})
    const terminal = {columns, rows: columns === 80 ? 24 : columns === 100 ? 30 : 45}
    for (const payer of PAYERS) {
      const shown = await frame(payer, terminal)
      const plain = shown.replaceAll(/\u001B\[[\d;]*m/g, '')
      for (const line of plain.split('\n')) expect(displayWidth(line), line).toBeLessThanOrEqual(columns)
      const screen = await screenOf(shown.replaceAll('\n', '\r\n'), terminal)
      expect(decodeScreenQr(screen, 'dark'), `${payer} at ${columns}`).toBe(payload)
    }
  })
})
