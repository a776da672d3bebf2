import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {StubServer} from '../helpers/stub-server.js'
import {runInTerminal} from '../helpers/terminal.js'

// `--dry-run` prints the signed request and sends nothing. Every command that has the flag, run
// with it against a server that must receive nothing, must also leave every file of the config, cache and
// data dirs as it was (no profile saved, no bank list cached, no journal).

const KEY = 'unk_test_dryrun'
const SECRET = 'ef'.repeat(32)
const DEPOSIT = '3b9d0c1e-0000-4000-8000-000000000001'
const PAYER = ['--payer-bank', 'KBANK', '--payer-name', 'Somchai Jaidee', '--payer-account', '1234567890']
const PAYOUT = ['--amount', '500', '--bank', 'KBANK', '--account-no', '1234567890', '--account-name', 'Somchai Jaidee']

let stub: StubServer
let baseUrl: string
let home: CliHome
let payouts: string

beforeAll(async () => {
  stub = new StubServer({[KEY]: SECRET})
  baseUrl = await stub.start()
  home = new CliHome()
  await home.addProfile('stub', baseUrl, KEY, SECRET)
  payouts = join(home.root, 'payouts.csv')
  writeFileSync(payouts, 'amount,bank,account_no,account_name\n500,KBANK,1234567890,Somchai Jaidee\n')
  stub.received.length = 0
})
afterAll(async () => {
  await stub.stop()
  home.cleanup()
})

/** Node's speed-only cache of compiled code (docs/performance.md), written by any run: not data a dry run could change. */
const CODE_CACHES = new Set(['compile-cache'])

/** Every file under the home's dirs with its bytes, so that a write of any kind shows. */
function files(): Record<string, string> {
  const found: Record<string, string> = {}
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (CODE_CACHES.has(name)) continue
      if (statSync(path).isDirectory()) walk(path)
      else found[path] = readFileSync(path, 'base64')
    }
  }
  walk(home.root)
  return found
}

describe('--dry-run in every command that has it', () => {
  it.each([
    [['balance'], 'GET', '/v1/balance'],
    [['banks', '--refresh'], 'GET', '/v1/banks'],
    [['whoami'], 'GET', '/v1/balance'],
    [['request', 'GET', '/v1/balance'], 'GET', '/v1/balance'],
    [['deposit', 'create', '--amount', '100', ...PAYER], 'POST', '/v1/deposits'],
    [['deposit', 'get', DEPOSIT], 'GET', `/v1/deposits/${DEPOSIT}`],
    [['deposit', 'watch', DEPOSIT], 'GET', `/v1/deposits/${DEPOSIT}`],
    [['deposit', 'cancel', DEPOSIT], 'POST', `/v1/deposits/${DEPOSIT}/cancel`],
    [['withdrawal', 'create', ...PAYOUT], 'POST', '/v1/withdrawals'],
    [['withdrawal', 'get', 'wd_1'], 'GET', '/v1/withdrawals/wd_1'],
    [['withdrawal', 'watch', 'wd_1'], 'GET', '/v1/withdrawals/wd_1'],
    [['withdrawal', 'list'], 'GET', '/v1/withdrawals'],
    [['withdrawal', 'batch', '{payouts}'], 'POST', '/v1/withdrawals'],
    [['test', 'top-up', '10'], 'POST', '/v1/test/top-up'],
    [['test', 'simulate-transfer', DEPOSIT], 'GET', `/v1/deposits/${DEPOSIT}`],
    [['test', 'reset', '--yes'], 'POST', '/v1/test/reset'],
  ])('%j shows the request it would send, sends nothing and writes nothing', async (args, method, path) => {
    const before = files()
    const result = await home.runHere([...args.map((arg) => arg.replace('{payouts}', payouts)), '--dry-run', '--json'])
    expect(result.code, result.stderr).toBe(0)
    const report = JSON.parse(result.stdout)
    const first = report.dry_run ?? report.first_request?.dry_run ?? report
    expect(JSON.stringify(report)).toContain(`${baseUrl}${path}`)
    expect(JSON.stringify(first)).toContain(method)
    expect(stub.received).toEqual([])
    expect(files()).toEqual(before)
  })
})

describe('a dry run that checks a bank code with no bank list cached', () => {
  it.each([
    ['en', "--dry-run: bank codes checked against pay's built-in list of Thai banks (the service's list is not cached)."],
    ['th', '--dry-run: ตรวจสอบรหัสธนาคารเทียบกับรายชื่อธนาคารไทยที่ติดมากับ pay (ยังไม่มีรายชื่อธนาคารของผู้ให้บริการในแคช)'],
  ])('says in %s that the codes were checked against the built-in list, and asks the service nothing', async (language, said) => {
    const result = await home.runHere(['withdrawal', 'create', ...PAYOUT, '--dry-run'], {env: {PAY_LANG: language}})
    expect(result.code, result.stderr).toBe(0)
    expect(result.stderr).toContain(said)
    expect(stub.received).toEqual([])
  })
})

describe('pay login --dry-run', () => {
  it('asks, shows the check it would send, and neither sends it nor saves the profile', async () => {
    const before = files()
    const result = await runInTerminal(['login', '--name', 'acme', '--dry-run'], home.env, [
      {waitFor: 'Base URL', send: `${baseUrl}\r`},
      {waitFor: 'Key id', send: `${KEY}\r`},
      {waitFor: 'Secret', send: `${SECRET}\r`},
    ])
    expect(result.code, result.stdout).toBe(0)
    expect(result.stdout).toContain(`GET ${baseUrl}/v1/balance`)
    expect(result.stdout).not.toContain(SECRET)
    expect(stub.received).toEqual([])
    expect(files()).toEqual(before)
  })
})
