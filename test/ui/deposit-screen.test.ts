import {describe, expect, it} from 'vitest'
import {checkQrPayload, encodePromptPayPayload} from '../../src/core/promptpay/payload.js'
import type {Deposit} from '../../src/core/schemas/deposit.js'
import {differenceNote} from '../../src/ui/text/deposit.js'
import {bigText, buildPayScreen, CODE_GAP, type PayScreen, qrMatrix, renderPayScreen} from '../../src/ui/text/deposit-screen.js'
import {qrProblemText} from '../../src/ui/text/qr-problem.js'
import {createStyle} from '../../src/ui/text/style.js'
import {STATUS_BLOCK} from '../../src/ui/text/watch.js'
import {speak} from '../../src/ui/words/active.js'
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

const matrix = qrMatrix(payload)
const BIG = {columns: 120, rows: 80}

function screen(
  deposit: Deposit,
  options: {
    terminal?: {columns: number; rows: number}
    color?: boolean
    withCode?: boolean
    status?: {columns: number; rows: number}
    qrProblems?: string[]
  } = {},
): PayScreen {
  return buildPayScreen(deposit, {
    qrProblems: options.qrProblems,
    style: options.color ? coloured : plain,
    color: options.color ?? false,
    terminal: options.terminal ?? BIG,
    status: options.status,
    matrix: options.withCode === false ? undefined : matrix,
  })
}

const text = (parts: PayScreen) => renderPayScreen(parts)

describe('bigText', () => {
  it('draws three rows of equal width, keeping characters it has no glyph for', () => {
    const rows = bigText('1,250.37 THB')
    expect(rows).toHaveLength(3)
    expect(new Set(rows.map((row) => row.length)).size).toBe(1)
    expect(bigText('10.50')).toEqual(['▀█  █▀█   █▀▀ █▀█', ' █  █ █   ▀▀█ █ █', '▀▀▀ ▀▀▀ ▀ ▀▀▀ ▀▀▀'])
    expect(bigText('€')[1]).toBe('€')
  })
})

describe('buildPayScreen', () => {
  it('shows expected_amount large, and marks it when it is not the amount asked for', () => {
    const shown = text(screen(qrDeposit))
    expect(shown).toContain(bigText('100.37 THB').join('\n'))
    expect(shown).toContain('⚠ Pay exactly 100.37 THB, not 100.00 THB')
    expect(text(screen(bankDeposit))).not.toContain('Pay exactly 100.37 THB, not')
    expect(differenceNote(bankDeposit)).toBeUndefined()
  })

  it('draws the code at full size when the terminal has the room, in halves when it has less, beside the text when it is wide', () => {
    expect(screen(qrDeposit, {terminal: {columns: 120, rows: 80}})).toMatchObject({
      arrangement: 'stacked',
      mainColumns: 2 * (matrix.size + 8),
      code: true,
    })
    expect(screen(qrDeposit, {terminal: {columns: 80, rows: 40}})).toMatchObject({arrangement: 'stacked', mainColumns: matrix.size + 8})
    const beside = screen(qrDeposit, {terminal: {columns: 100, rows: 30}, status: STATUS_BLOCK})
    expect(beside).toMatchObject({arrangement: 'beside', mainColumns: matrix.size + 8})
    const lines = text(beside).split('\n')
    expect(lines[0]).toMatch(/^[▀▄█ ]+ {2}Pay exactly$/)
  })

  it('printed once on 80×24, puts the amount beside the code and the notes under it, at full width', () => {
    const printed = buildPayScreen(qrDeposit, {style: plain, color: true, terminal: {columns: 80, rows: 24}, after: 1, matrix})
    expect(printed).toMatchObject({arrangement: 'beside', mainColumns: matrix.size + 4})
    const lines = text(printed).trimEnd().split('\n')
    expect(lines[0]).toMatch(new RegExp(`\\u001B\\[0m {${CODE_GAP}}Pay exactly 100\\.37 THB$`))
    expect(lines.at(-1)).toBe('Scan with any Thai banking app (PromptPay) · pays Acme Co., Ltd.')
    expect(lines.length).toBeLessThanOrEqual(24 - 2)
  })

  it('says how big the terminal must be instead of drawing a code that does not fit, and how to send the image', () => {
    const small = screen(qrDeposit, {terminal: {columns: 60, rows: 20}})
    expect(small.code).toBe(false)
    const shown = text(small)
    expect(shown).toContain('Pay exactly 100.37 THB')
    expect(shown).toContain('This terminal (60×20) is too small to show the whole QR code with the amount.')
    expect(shown).toMatch(/Make it at least \d+×\d+ or \d+×\d+ \(columns×rows\)/)
    expect(shown).toContain(`pay deposit get ${qrDeposit.id} --qr-png qr.png`)
    expect(shown).not.toMatch(/[▀▄█]{10}/)
  })

  it('paints every module with the 256-colour cube when colour is on, and says how to get a theme-proof code when it is off', () => {
    const painted = text(screen(qrDeposit, {color: true}))
    expect(painted).toContain('\u001B[48;5;231m')
    expect(painted).toContain('\u001B[48;5;16m')
    const colourless = text(screen(qrDeposit))
    expect(colourless).not.toContain('\u001B[')
    expect(colourless).toContain(
      `No colour: this code reads on a light background. For any screen: pay deposit get ${qrDeposit.id} --qr-png qr.png`,
    )
    expect(colourless).toContain('Scan with any Thai banking app (PromptPay) · pays Acme Co., Ltd.')
  })

  it('shows the payload as text when no code can be drawn', () => {
    expect(text(screen(qrDeposit, {withCode: false}))).toContain(payload)
  })

  it('shows the bank, the holder and the account number for a bank transfer', () => {
    const shown = text(screen(bankDeposit))
    expect(shown).toMatch(/Bank +KBANK/)
    expect(shown).toMatch(/Account name +Acme Co., Ltd./)
    expect(shown).toMatch(/Account no\. +123-4-56789-0/)
  })

  it('warns about a QR whose amount is not expected_amount, or whose CRC is wrong', () => {
    const wrongAmount = encodePromptPayPayload({target: {kind: 'mobile', mobile: '0812345678'}, amountSatang: 10_000})
    const problemsOf = (qr: string) => checkQrPayload(qr, qrDeposit.expected_amount).problems.map((problem) => qrProblemText(problem))
    const amountText = text(
      screen(
        {...qrDeposit, pay_to: {...qrDeposit.pay_to!, qr_payload: wrongAmount}},
        {withCode: false, qrProblems: problemsOf(wrongAmount)},
      ),
    )
    expect(amountText).toContain('⚠ The QR asks for 100.00 THB but the deposit expects 100.37 THB')
    const badCrc = `${payload.slice(0, -4)}${payload.endsWith('0000') ? 'FFFF' : '0000'}`
    expect(
      text(screen({...qrDeposit, pay_to: {...qrDeposit.pay_to!, qr_payload: badCrc}}, {withCode: false, qrProblems: problemsOf(badCrc)})),
    ).toContain('banking apps will refuse to scan it')
    expect(problemsOf(payload)).toEqual([])
  })

  it('says the QR problems in Thai', async () => {
    await speak('th', {})
    try {
      expect(qrProblemText({kind: 'amount', amount: '100.00', expected: '100.37'})).toBe(
        'คิวอาร์ระบุยอด 100.00 บาท แต่รายการฝากเงินกำหนด 100.37 บาท: การโอนตามยอดในคิวอาร์จะจับคู่ไม่ได้ อย่าให้ลูกค้าชำระด้วยคิวอาร์นี้: ยกเลิกรายการฝากเงินแล้วสร้างใหม่',
      )
      expect(qrProblemText({kind: 'crc', found: '0000', expected: 'A1B2'})).toContain('แอปธนาคารจะไม่ยอมสแกน')
    } finally {
      await speak('en', {})
    }
  })

  it('says there is nothing to pay once pay_to is gone', () => {
    expect(text(screen({...qrDeposit, status: 'CREDITED', pay_to: null}))).toContain(
      'No payment is due: the deposit is CREDITED (it expected 100.37 THB).',
    )
  })
})
