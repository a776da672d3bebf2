import {existsSync, mkdirSync, readdirSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {localTime} from '../../src/ui/text/time.js'
import {decodeQrPng, decodeQrSvg, parseXml, svgTexts} from '../helpers/qr-decode.js'
import {sandboxState} from '../helpers/sandbox-state.js'
import {type SandboxHome, sandboxHome} from './withdrawal-helpers.js'

const PAYER = ['--payer-bank', 'kbank', '--payer-name', 'Somchai Jaidee', '--payer-account', '123-4-56789-0']
let env: SandboxHome
let dir: string
let cwd: number = 0

beforeAll(async () => {
  env = await sandboxHome()
})
afterAll(() => env?.close())

/** A fresh empty directory for one test's files. */
function freshDir(): string {
  dir = join(env.home.root, `files-${++cwd}`)
  mkdirSync(dir)
  return dir
}

/** Bangkok wall time to the minute with its offset, computed without Intl: Bangkok is UTC+7 all year. */
function bangkokMinute(iso: string): string {
  return `${new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} +07:00`
}

/** `1,000.37 THB` from a wire amount, grouped by hand. */
function grouped(wire: string): string {
  const [baht, satang] = wire.split('.')
  return `${baht!.replace(/\B(?=(\d{3})+$)/g, ',')}.${satang} THB`
}

describe('pay deposit create --qr-png --qr-svg', () => {
  it('writes a PNG that scans to pay_to.qr_payload and an SVG with the code, the amount and the deadline', async () => {
    const files = freshDir()
    const png = join(files, 'f.png')
    const svg = join(files, 'f.svg')
    const created = await env.home.runHere([
      'deposit',
      'create',
      '--amount',
      '1234',
      ...PAYER,
      '--no-watch',
      '--json',
      '--qr-png',
      png,
      '--qr-svg',
      svg,
    ])
    expect(created.code, created.stderr).toBe(0)
    const result = JSON.parse(created.stdout)
    expect(result.qr_files).toEqual({png, svg})

    // The rest of the JSON result is the deposit as the service has it.
    const {qr_files: _, ...deposit} = result
    expect(deposit).toEqual((await env.sandbox.call('GET', `/v1/deposits/${deposit.id}`)).body)
    expect(deposit.pay_to.qr_payload).toMatch(/^000201/)

    expect(decodeQrPng(readFileSync(png))).toBe(deposit.pay_to.qr_payload)
    expect(statSync(png).mode & 0o777).toBe(0o644 & ~process.umask())

    const svgText = readFileSync(svg, 'utf8')
    expect(svgText.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    const document = parseXml(svgText)
    expect(document.documentElement!.namespaceURI).toBe('http://www.w3.org/2000/svg')
    expect(decodeQrSvg(document)).toBe(deposit.pay_to.qr_payload)
    const amount = grouped(deposit.expected_amount)
    expect(amount).toMatch(/^1,234\.\d\d THB$/)
    const texts = svgTexts(document)
    expect(texts).toContain(amount)
    expect(texts).toContain(`before ${bangkokMinute(deposit.display_expires_at)}`)

    // The note is on stderr only, naming the files as given; no temporary file is left beside them.
    expect(created.stderr).toBe(`QR written to ${png} and ${svg} (scan: ${amount}, expires ${localTime(deposit.display_expires_at)})\n`)
    expect(readdirSync(files).sort()).toEqual(['f.png', 'f.svg'])
  })

  it('without --json prints the deposit as before, and names a relative file as it was typed', async () => {
    const files = freshDir()
    const created = await env.home.run(['deposit', 'create', '--amount', '40', ...PAYER, '--no-watch', '--qr-png', 'qr.png'], {cwd: files})
    expect(created.code, created.stderr).toBe(0)
    expect(created.stdout).toContain('PENDING')
    expect(created.stdout).not.toContain('qr.png')
    expect(created.stderr).toMatch(/^QR written to qr\.png \(scan: 40\.\d\d THB, expires \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\)\n$/)
    expect(decodeQrPng(readFileSync(join(files, 'qr.png')))).toMatch(/^000201/)
  })

  it('--wait writes the files first, and the final deposit carries qr_files', async () => {
    const files = freshDir()
    const png = join(files, 'wait.png')
    let simulated: Promise<unknown> | undefined
    let fileThereWhileWaiting = false
    const result = await env.home.runHere(['deposit', 'create', '--amount', '41', ...PAYER, '--wait', '--json', '--qr-png', png], {
      onStderr: (text) => {
        const match = /deposit (\S+) {2}PENDING/.exec(text)
        if (match && !simulated) {
          fileThereWhileWaiting = existsSync(png)
          simulated = env.home.runHere(['test', 'simulate-transfer', match[1]!])
        }
      },
    })
    await simulated
    expect(fileThereWhileWaiting).toBe(true)
    expect(result.code, result.stderr).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({status: 'CREDITED', qr_files: {png}})
    expect(result.stderr.indexOf('QR written to')).toBeLessThan(result.stderr.indexOf('PENDING'))
  })

  it('leaves the JSON result without qr_files when no QR flag is given', async () => {
    const created = await env.home.runHere(['deposit', 'create', '--amount', '42', ...PAYER, '--no-watch', '--json'])
    expect(created.code).toBe(0)
    expect(JSON.parse(created.stdout)).not.toHaveProperty('qr_files')
    expect(created.stderr).toBe('')
  })
})

describe('pay deposit get ID --qr-png', () => {
  it('writes the QR of a PENDING deposit; the JSON result gains qr_files only', async () => {
    const deposit = await env.sandbox.createDeposit({amount: '2500.00'})
    const files = freshDir()
    const png = join(files, 'get.png')
    const svg = join(files, 'get.SVG')
    const got = await env.home.runHere(['deposit', 'get', deposit.id, '--json', '--qr-png', png, '--qr-svg', svg])
    expect(got.code, got.stderr).toBe(0)
    expect(JSON.parse(got.stdout)).toEqual({...deposit, qr_files: {png, svg}})
    expect(decodeQrPng(readFileSync(png))).toBe(deposit.pay_to.qr_payload)
    expect(svgTexts(parseXml(readFileSync(svg, 'utf8')))).toContain(grouped(deposit.expected_amount))
    expect(got.stderr).toContain(`(scan: ${grouped(deposit.expected_amount)}, expires ${localTime(deposit.display_expires_at)})`)
  })

  it('replaces an existing file whole', async () => {
    const deposit = await env.sandbox.createDeposit({amount: '60.00'})
    const files = freshDir()
    const png = join(files, 'again.png')
    expect((await env.home.runHere(['deposit', 'get', deposit.id, '--qr-png', png])).code).toBe(0)
    const other = await env.sandbox.createDeposit({amount: '61.00'})
    expect((await env.home.runHere(['deposit', 'get', other.id, '--qr-png', png])).code).toBe(0)
    expect(decodeQrPng(readFileSync(png))).toBe(other.pay_to.qr_payload)
    expect(readdirSync(files)).toEqual(['again.png'])
  })
})

describe('refused with exit 2, nothing written', () => {
  it.each([
    [
      'cancelled',
      async (id: string) => expect((await env.sandbox.call('POST', `/v1/deposits/${id}/cancel`)).status).toBe(200),
      'CANCELLED',
    ],
    [
      'expired',
      async (id: string) => expect((await env.sandbox.admin('POST', `/_sandbox/deposits/${id}/expire`)).status).toBe(200),
      'EXPIRED',
    ],
  ])('deposit get of a %s deposit', async (_, close, status) => {
    const deposit = await env.sandbox.createDeposit({amount: '70.00'})
    await close(deposit.id)
    const files = freshDir()
    const json = await env.home.runHere([
      'deposit',
      'get',
      deposit.id,
      '--json',
      '--qr-png',
      join(files, 'q.png'),
      '--qr-svg',
      join(files, 'q.svg'),
    ])
    expect(json.code).toBe(2)
    expect(JSON.parse(json.stdout).error).toMatchObject({code: 'DEPOSIT_NOT_PENDING'})
    const human = await env.home.runHere(['deposit', 'get', deposit.id, '--qr-png', join(files, 'q.png')])
    expect(human.code).toBe(2)
    expect(human.stdout).toBe('')
    expect(human.stderr).toContain(`Deposit ${deposit.id} is ${status}`)
    expect(human.stderr).toContain('Create a new deposit')
    expect(readdirSync(files)).toEqual([])
  })

  it('deposit get of a bank-transfer deposit', async () => {
    const deposit = await env.sandbox.createDeposit({amount: '71.00', payment_method_type: 'BANK_TRANSFER'})
    const files = freshDir()
    const result = await env.home.runHere(['deposit', 'get', deposit.id, '--json', '--qr-svg', join(files, 'q.svg')])
    expect(result.code).toBe(2)
    expect(JSON.parse(result.stdout).error.code).toBe('NO_QR_FOR_BANK_TRANSFER')
    expect(readdirSync(files)).toEqual([])
  })

  it.each([
    [['--qr-png', 'qr.jpg'], 'INVALID_QR_FILE', '--qr-png: "qr.jpg" does not end in .png.'],
    [['--qr-svg', 'qr.png'], 'INVALID_QR_FILE', '--qr-svg: "qr.png" does not end in .svg.'],
    [['--qr-png', ''], 'INVALID_QR_FILE', '--qr-png: no file name given.'],
    [['--qr-png', 'missing/qr.png'], 'INVALID_QR_FILE', '--qr-png: the directory missing does not exist.'],
    [['--qr-png', 'taken.png'], 'INVALID_QR_FILE', '--qr-png: "taken.png" is a directory.'],
    [
      ['--qr-png', 'qr.png', '--method', 'bank'],
      'NO_QR_FOR_BANK_TRANSFER',
      'A bank-transfer deposit has no QR: --qr-png cannot be used with --method bank.',
    ],
  ])('deposit create %j sends nothing', async (flags, code, message) => {
    const files = freshDir()
    mkdirSync(join(files, 'taken.png'))
    const before = sandboxState(env.sandbox.dataDir)
    const json = await env.home.run(['deposit', 'create', '--amount', '80', ...PAYER, '--no-watch', '--json', ...flags], {cwd: files})
    expect(json.code, json.stderr).toBe(2)
    expect(JSON.parse(json.stdout).error).toMatchObject({code, message})
    const human = await env.home.run(['deposit', 'create', '--amount', '80', ...PAYER, '--no-watch', ...flags], {cwd: files})
    expect(human.code).toBe(2)
    expect(human.stderr).toContain(message)
    expect(sandboxState(env.sandbox.dataDir)).toEqual(before)
    expect(readdirSync(files)).toEqual(['taken.png'])
  })

  it('deposit get with a bad file name sends nothing', async () => {
    const files = freshDir()
    const refused = await env.home.runHere(['deposit', 'get', 'dep_unknown', '--qr-svg', join(files, 'nope', 'q.svg'), '--verbose'])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain(`--qr-svg: the directory ${join(files, 'nope')} does not exist.`)
    expect(refused.stderr).not.toContain('→ GET')
    // The same command with a good file name does send (and gets a 404 for the unknown id).
    const sent = await env.home.runHere(['deposit', 'get', 'dep_unknown', '--qr-svg', join(files, 'q.svg'), '--verbose'])
    expect(sent.code).toBe(1)
    expect(sent.stderr).toContain('→ GET')
    expect(readdirSync(files)).toEqual([])
  })
})
