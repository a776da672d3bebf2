import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {formatBaht, parseWireMoney} from '../../src/core/money/money.js'
import {WebhookReceiver} from '../helpers/webhook-receiver.js'
import {type MonthSums, monthThroughPay, recordInLedger} from './statement-helpers.js'
import {type SandboxHome, sandboxHome, walletState} from './withdrawal-helpers.js'

let env: SandboxHome
let app: WebhookReceiver
let month: MonthSums

beforeAll(async () => {
  env = await sandboxHome()
  // pay trigger drives its objects only where their events are delivered somewhere.
  app = new WebhookReceiver()
  await env.sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url: await app.start()})
  month = await monthThroughPay(env, {topUps: 1, credited: 5, cancelled: 1, open: 1, paid: 3, failed: 2, rejected: 1})
}, 60_000)
afterAll(async () => {
  await env?.close()
  await app?.stop()
})

const statement = async (args: string[] = [], options: {env?: Record<string, string>} = {}) => {
  const result = await env.home.runHere(['statement', ...args], options)
  return {...result, json: args.includes('--json') ? JSON.parse(result.stdout) : undefined}
}

describe('pay statement on a month created through pay in the sandbox', () => {
  it('adds up, and its closing is the service available to the satang', async () => {
    const {code, json} = await statement(['--json'])
    expect(code).toBe(0)
    const wallet = await walletState(env.sandbox)
    expect(json.balance_proof).toEqual({
      opening: '0.00',
      credits: formatBaht(month.credited + month.topUps),
      debits: formatBaht(month.debits),
      refunds: formatBaht(month.refunds),
      closing: formatBaht(wallet.available),
      service_available: formatBaht(wallet.available),
      difference: '0.00',
      unseen_deposits: '0.00',
      unexplained: '0.00',
    })
    expect(month.credited + month.topUps - month.debits + month.refunds).toBe(wallet.available)
    expect(json.fees).toMatchObject({deposits: formatBaht(month.depositFees), withdrawals: formatBaht(month.withdrawalFees)})
    expect(json.ledger).toMatchObject({lines: month.lines, deposits_open: 1, pending: '0.00', service_pending: '0.00'})
    expect(json.lines).toHaveLength(month.lines)
    expect(parseWireMoney(json.lines.at(-1).balance)).toBe(wallet.available)
    const balance = JSON.parse((await env.home.runHere(['balance', '--json'])).stdout)
    expect(json.balance_proof.closing).toBe(balance.available)
  })

  it('is byte-identical after a second pay sync', async () => {
    const before = await statement(['--json'])
    expect((await env.home.runHere(['sync', '--json'])).code).toBe(0)
    const after = await statement(['--json'])
    expect(after.stdout).toBe(before.stdout)
  })

  it('signs the balance request and sends nothing under --dry-run', async () => {
    const result = await statement(['--dry-run', '--json'])
    expect(result.code).toBe(0)
    expect(result.json.dry_run).toMatchObject({method: 'GET', url: expect.stringMatching(/\/v1\/balance$/)})
  })

  it('says so to people, in English and in Thai', async () => {
    const english = await statement()
    expect(english.code).toBe(0)
    expect(english.stdout).toContain("✓ The closing equals the service's available to the satang.")
    expect(english.stdout).toMatch(/^= Closing balance +[\d,]+\.\d\d THB$/m)
    expect(english.stdout).toContain(`Lines (${month.lines})`)
    const thai = await statement([], {env: {PAY_LANG: 'th'}})
    expect(thai.code).toBe(0)
    expect(thai.stdout).toContain('✓ ยอดยกไปตรงกับยอดที่ใช้ได้ตามผู้ให้บริการทุกสตางค์')
    expect(thai.stdout).toMatch(/^ยอดยกมา +0\.00 บาท$/m)
    expect(thai.stdout).toMatch(/ตามวันในประเทศไทย/)
  })

  it('writes CSV with a BOM, XLSX with number cells and Thai headings, and a PDF with Thai words', async () => {
    const dir = env.home.root
    const csv = await statement(['--out', join(dir, 'statement.csv')])
    expect(csv.code).toBe(0)
    const text = readFileSync(join(dir, 'statement.csv'), 'utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    expect(text.split('\r\n').filter((line) => /,(credit|debit|refund|top-up),/.test(line))).toHaveLength(month.lines)

    const xlsx = await statement(['--format', 'xlsx', '--out', join(dir, 'statement.xlsx')], {env: {PAY_LANG: 'th'}})
    expect(xlsx.code).toBe(0)
    const {default: ExcelJS} = await import('exceljs')
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(join(dir, 'statement.xlsx'))
    const sheet = book.worksheets[0]!
    expect(sheet.getRow(1).getCell(8).value).toBe('ยอดคงเหลือ')
    const last = sheet.getRow(month.lines + 2)
    expect(typeof last.getCell(8).value).toBe('number')
    expect(Math.round((last.getCell(8).value as number) * 100)).toBe((await walletState(env.sandbox)).available)

    const pdf = await statement(['--format', 'pdf', '--out', join(dir, 'statement.pdf')], {env: {PAY_LANG: 'th'}})
    expect(pdf.code).toBe(0)
    expect(pdf.stderr).toContain(`บันทึก ${join(dir, 'statement.pdf')} แล้ว: ใบแจ้งยอด ${month.lines} รายการ`)
    const words = execFileSync('pdftotext', ['-raw', join(dir, 'statement.pdf'), '-'], {encoding: 'utf8'})
    expect(words).toContain('ใบแจ้งยอดกระเป๋าเงิน')
    expect(words).toContain('การพิสูจน์ยอดคงเหลือ')
    expect(words).toMatch(/ยอดยกมา\s+0\.00 บาท/)
    expect(words).toContain('(ศูนย์บาทถ้วน)')
    expect(words).toMatch(/\d{1,2} [ก-๙.]+ 25\d\d/)
    expect(execFileSync('pdffonts', [join(dir, 'statement.pdf')], {encoding: 'utf8'})).toMatch(/Sarabun/)
  })

  it('shows the first 200 lines at the terminal and names the command that writes every one', async () => {
    const day = (index: number) => new Date(Date.UTC(2020, 0, 10, 0, index)).toISOString()
    await recordInLedger(
      env,
      Array.from({length: 201}, (_, index) => ({
        kind: 'top-up' as const,
        id: `old-top-up-${index}`,
        reference: null,
        amount: 100,
        fee: null,
        credited: null,
        status: 'credited',
        createdAt: day(index),
        settledAt: day(index),
        origin: 'created' as const,
      })),
      'live',
    )
    // The live ledger, so that the test mode's proof is left as it is; the period is past, so nothing is sent.
    const result = await statement(['--from', '2020-01-01', '--to', '2020-01-31', '--live'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Lines (201)')
    expect(result.stdout).toContain('old-top-up-199')
    expect(result.stdout).not.toContain('old-top-up-200')
    expect(result.stdout).toContain(
      '… 1 more line. Every line is in a file:\n  pay statement --from 2020-01-01 --to 2020-01-31 --format csv --out statement.csv',
    )
  })

  it('sends nothing for a period before today, and says the closing is not compared', async () => {
    const result = await statement(['--from', '2019-01-01', '--to', '2019-01-31', '--verbose', '--json'])
    expect(result.code).toBe(0)
    expect(result.stderr).not.toMatch(/→ GET/)
    expect(result.json.balance_proof).toMatchObject({closing: '0.00', service_available: null, difference: null})
    expect(result.json.lines).toEqual([])
  })

  it.each([
    [['--from', '2026-02-30'], '--from: "2026-02-30" is not a day.'],
    [['--from', '2026-11-30', '--to', '2026-11-01'], 'The period ends (2026-11-01) before it starts (2026-11-30).'],
    [['--format', 'pdf'], '--out needs a file to write.'],
    [['--out', 'statement.txt'], '--out: "statement.txt" does not end in .csv, .xlsx, .pdf.'],
    [['--format', 'pdf', '--out', 'statement.csv'], '--out: "statement.csv" does not end in .pdf.'],
  ])('refuses %j before sending anything', async (args, message) => {
    const result = await statement([...args, '--verbose'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(message)
    expect(result.stderr).not.toMatch(/→ GET/)
  })

  it('states deposits created outside pay as unseen, to the satang', async () => {
    let unseen = 0
    for (const amount of ['120.00', '333.33', '1000.07']) {
      const created = await env.sandbox.createDeposit({amount})
      await env.sandbox.call('POST', '/v1/test/simulate-transfer', {deposit_id: created.id}, {idempotencyKey: `outside-${created.id}`})
      unseen += parseWireMoney((await env.sandbox.call('GET', `/v1/deposits/${created.id}`)).body.credited_amount)
    }
    const result = await statement(['--json'])
    expect(result.code).toBe(0)
    expect(result.json.balance_proof).toMatchObject({
      difference: formatBaht(unseen),
      unseen_deposits: formatBaht(unseen),
      unexplained: '0.00',
    })
    const people = await statement()
    expect(people.stdout).toContain(
      `! The service holds ${formatBaht(unseen).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} THB more than the ledger`,
    )
  })

  it('exits 4 when the ledger holds a credit the service does not: the difference is unexplained', async () => {
    const before = (await statement(['--json'])).json.balance_proof
    await recordInLedger(env, [
      {
        kind: 'deposit',
        id: 'dep_not_at_the_service',
        reference: null,
        amount: 1_000_000,
        fee: 10_000,
        credited: 990_000,
        status: 'CREDITED',
        createdAt: new Date().toISOString(),
        settledAt: new Date().toISOString(),
        origin: 'created',
      },
    ])
    const result = await statement(['--json'])
    expect(result.code).toBe(4)
    expect(result.json.balance_proof).toMatchObject({
      closing: formatBaht(parseWireMoney(before.closing) + 990_000),
      difference: formatBaht(parseWireMoney(before.difference) - 990_000),
      unseen_deposits: '0.00',
      unexplained: formatBaht(parseWireMoney(before.difference) - 990_000),
    })
    const people = await statement()
    expect(people.code).toBe(4)
    expect(people.stdout).toMatch(/✗ -[\d,]+\.\d\d THB of the difference is not explained by the ledger/)
  })
  it('starts the history at a test-mode reset, which wipes the wallet and what came before', async () => {
    expect((await env.home.runHere(['test', 'reset', '--yes'])).code).toBe(0)
    const result = await statement(['--json'])
    expect(result.code).toBe(0)
    expect(result.json.history_start).not.toBeNull()
    expect(result.json.balance_proof).toMatchObject({opening: '0.00', closing: '0.00', service_available: '0.00', difference: '0.00'})
    expect(result.json.lines).toEqual([])
  })
})
