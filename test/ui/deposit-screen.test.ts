import {describe, expect, it} from 'vitest'

import {encodePromptPayPayload} from '../../src/core/promptpay.js'
import type {Deposit} from '../../src/core/schemas/deposit.js'
import {bigText} from '../../src/ui/big-text.js'
import {differenceNote} from '../../src/ui/deposit-notes.js'
import {renderDepositScreen} from '../../src/ui/deposit-screen.js'
import {loadQrRenderer, type QrRenderer} from '../../src/ui/qr-code.js'
import {createStyle} from '../../src/ui/style.js'
import {pendingDeposit} from '../helpers/deposit-fixture.js'

const NOW = Date.parse('2026-11-23T10:00:00Z')
const plain = createStyle(false)
const coloured = createStyle(true)
const payload = encodePromptPayPayload({target: {kind: 'mobile', mobile: '0812345678'}, amountSatang: 10_037})
const qrDeposit = pendingDeposit(NOW, {pay_to: {bank: 'PROMPTPAY', account_holder: 'Acme Co., Ltd.', qr_payload: payload}})
const bankDeposit: Deposit = {
  ...qrDeposit,
  amount: '100.37',
  payment_method_type: 'BANK_TRANSFER',
  pay_to: {bank: 'KBANK', account_holder: 'Acme Co., Ltd.', account_no: '123-4-56789-0'},
}

/** Records which size was asked for, drawing a block of that many lines. */
function fakeQr(): QrRenderer & {asked: boolean[]} {
  const asked: boolean[] = []
  const render = ((_payload: string, {small}: {small: boolean}) => {
    asked.push(small)
    return small ? 'small\n'.repeat(20) : '\u001B[40m  \u001B[0m'.repeat(40).concat('\n').repeat(40)
  }) as QrRenderer & {asked: boolean[]}
  render.asked = asked
  return render
}

function screen(deposit: Deposit, options: {rows?: number; columns?: number; color?: boolean; qr?: QrRenderer} = {}): string {
  return renderDepositScreen(deposit, {
    style: options.color ? coloured : plain,
    color: options.color ?? false,
    size: {rows: options.rows ?? 80, columns: options.columns ?? 120},
    qr: options.qr,
    now: NOW,
  })
}

describe('bigText', () => {
  it('draws three rows of equal width, keeping characters it has no glyph for', () => {
    const rows = bigText('1,250.37 THB')
    expect(rows).toHaveLength(3)
    expect(new Set(rows.map((row) => row.length)).size).toBe(1)
    expect(bigText('10.50')).toEqual(['▀█  █▀█   █▀▀ █▀█', ' █  █ █   ▀▀█ █ █', '▀▀▀ ▀▀▀ ▀ ▀▀▀ ▀▀▀'])
    expect(bigText('€')[1]).toBe('€')
  })
})

describe('renderDepositScreen', () => {
  it('shows expected_amount large, and marks it when it is not the amount asked for', () => {
    const text = screen(qrDeposit, {qr: fakeQr()})
    expect(text).toContain(bigText('100.37 THB').join('\n'))
    expect(text).toContain('⚠ Pay exactly 100.37 THB, not 100.00 THB')
    expect(screen(bankDeposit)).not.toContain('Pay exactly 100.37 THB, not')
    expect(differenceNote(bankDeposit)).toBeUndefined()
  })

  it('draws the full-size QR when the terminal is tall and coloured, the small one when it is short', () => {
    const tall = fakeQr()
    screen(qrDeposit, {qr: tall, color: true, rows: 80})
    expect(tall.asked).toEqual([false])
    const short = fakeQr()
    expect(screen(qrDeposit, {qr: short, color: true, rows: 40})).toContain('small')
    expect(short.asked).toEqual([false, true])
  })

  it('draws the small QR without colour, whatever the size (the full one needs background colours)', () => {
    const qr = fakeQr()
    expect(screen(qrDeposit, {qr, color: false, rows: 200})).not.toContain('\u001B[')
    expect(qr.asked).toEqual([true])
  })

  it('draws the small QR when the full one is wider than the terminal', () => {
    const qr = fakeQr()
    screen(qrDeposit, {qr, color: true, rows: 200, columns: 60})
    expect(qr.asked).toEqual([false, true])
  })

  it('draws a scannable QR with qrcode-terminal: half blocks without colour, background colours when tall and coloured', async () => {
    const qr = await loadQrRenderer()
    const colourless = screen(qrDeposit, {qr, color: false})
    expect(colourless).toMatch(/[▀▄█]{20}/)
    expect(colourless).not.toContain('\u001B[')
    expect(colourless).toContain('Scan with any Thai banking app (PromptPay) · pays Acme Co., Ltd.')
    expect(screen(qrDeposit, {qr, color: true, rows: 80})).toContain('\u001B[47m  \u001B[0m')
    expect(screen(qrDeposit, {qr, color: true, rows: 24})).not.toContain('\u001B[47m')
  })

  it('shows the bank, the holder and the account number for a bank transfer', () => {
    const text = screen(bankDeposit)
    expect(text).toMatch(/Bank +KBANK/)
    expect(text).toMatch(/Account name +Acme Co., Ltd./)
    expect(text).toMatch(/Account no\. +123-4-56789-0/)
    expect(text).toMatch(/Show until +2026-11-23 \d\d:05:00 \(in 5 minutes\)/)
  })

  it('warns about a QR whose amount is not expected_amount, or whose CRC is wrong', () => {
    const wrongAmount = encodePromptPayPayload({target: {kind: 'mobile', mobile: '0812345678'}, amountSatang: 10_000})
    const amountText = screen({...qrDeposit, pay_to: {...qrDeposit.pay_to!, qr_payload: wrongAmount}}, {qr: fakeQr()})
    expect(amountText).toContain('⚠ The QR asks for 100.00 THB but the deposit expects 100.37 THB')
    const badCrc = `${payload.slice(0, -4)}${payload.endsWith('0000') ? 'FFFF' : '0000'}`
    expect(screen({...qrDeposit, pay_to: {...qrDeposit.pay_to!, qr_payload: badCrc}}, {qr: fakeQr()})).toContain('banking apps will refuse to scan it')
    expect(screen(qrDeposit, {qr: fakeQr()})).not.toContain('⚠ The QR')
  })

  it('says there is nothing to pay once pay_to is gone', () => {
    expect(screen({...qrDeposit, status: 'CREDITED', pay_to: null})).toContain('Nothing to pay to: the deposit is CREDITED.')
  })
})
