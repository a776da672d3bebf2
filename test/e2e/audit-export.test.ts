import {appendFileSync, existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {auditLine, auditLogPath} from '../../src/services/audit/audit-log.js'
import {CliHome, ONE_PAYOUT} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'

// `pay audit export` (docs/approvals.md, "Audit log"): the records between two days, for an auditor, as CSV (a
// BOM, formula cells neutralised), XLSX or JSON; bad dates and files refused before anything is written.
let sandbox: TestSandbox
const home = new CliHome()
const log = () => auditLogPath(home.env.PAY_DATA_DIR)

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  await home.addProfile('shop', sandbox.baseUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
  await home.runHere(['profile', 'use', 'shop'])
  for (const args of [['test', 'top-up', '500.00'], ONE_PAYOUT]) expect((await home.runHere(args)).code).toBe(0)
  // A record of an older day whose text a spreadsheet would run (a command name is pay's, but a file is anyone's to open).
  const last = JSON.parse(readFileSync(log(), 'utf8').trim().split('\n').at(-1)!)
  const body = {...last, seq: last.seq + 1, at: '2026-01-15T03:00:00.000Z', command: '=HYPERLINK("http://x")\u009b2J', prev: last.hash}
  delete body.hash
  appendFileSync(log(), `${auditLine(body)}\n`)
})
afterAll(async () => {
  await sandbox?.close()
  home.cleanup()
})

describe('pay audit export', () => {
  it('writes a CSV with a BOM, one line per money request, a formula cell neutralised', async () => {
    const out = join(home.root, 'audit.csv')
    const run = await home.runHere(['audit', 'export', '--out', out])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain(`Wrote 3 records to ${out}.`)
    const text = readFileSync(out, 'utf8')
    expect(text.startsWith('\uFEFFseq,at,command,')).toBe(true)
    const lines = text.slice(1).trim().split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(/^1,[^,]+,test top-up,,[^,]*,shop,test,/)
    expect(lines[2]).toContain(',withdrawal create,')
    expect(lines[3]).toContain(`,"'=HYPERLINK(""http://x"")\u009b2J",`)
  })

  it('keeps the records of the days asked (Asia/Bangkok), as JSON with the verification', async () => {
    const out = join(home.root, 'january.json')
    const run = await home.runHere(['audit', 'export', '--from', '2026-01-15', '--to', '2026-01-15', '--out', out])
    expect(run.code, run.stderr).toBe(0)
    const exported = JSON.parse(readFileSync(out, 'utf8'))
    expect(exported.from).toBe('2026-01-14T17:00:00.000Z')
    expect(exported.to).toBe('2026-01-15T16:59:59.999Z')
    expect(exported.records.map((record: {seq: number}) => record.seq)).toEqual([3])
    // Appended after later records, so the chain holds while the days do not follow: seq orders the log.
    expect(exported.verification.broken).toBeUndefined()
  })

  it('prints JSON on stdout with every control character escaped', async () => {
    const run = await home.runHere(['audit', 'export', '--from', '2026-01-15T00:00:00+07:00', '--to', '2026-01-16'])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).not.toContain('\u009b')
    expect(run.stdout).toContain('\\u009b2J')
    expect(JSON.parse(run.stdout).records[0].command).toBe('=HYPERLINK("http://x")\u009b2J')
  })

  it('refuses a date it cannot read, and a file it cannot write, naming the flag, and writes nothing', async () => {
    const badDate = await home.runHere(['audit', 'export', '--from', '15/01/2026', '--out', join(home.root, 'never.csv')])
    expect(badDate.code).toBe(2)
    expect(badDate.stderr).toContain('--from "15/01/2026" is not a date.')
    expect(existsSync(join(home.root, 'never.csv'))).toBe(false)
    const noFolder = await home.runHere(['audit', 'export', '--out', join(home.root, 'missing', 'audit.json')])
    expect(noFolder.code).toBe(2)
    expect(noFolder.stderr).toContain(`The folder ${join(home.root, 'missing')} of --out does not exist. Nothing was written.`)
    const zoneless = await home.runHere(['audit', 'export', '--to', '2026-01-15T09:00:00'])
    expect(zoneless.code).toBe(2)
  })

  // Linux refuses writing in /proc/sys to root too, where a folder's mode would not stop a test run as root.
  it.skipIf(!existsSync('/proc/sys'))('refuses a file in a folder that cannot be written to, naming it, and keeps the log', async () => {
    const before = readFileSync(log())
    const run = await home.runHere(['audit', 'export', '--out', '/proc/sys/audit.csv'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('The folder /proc/sys of --out cannot be written to. Nothing was written.')
    expect(run.stderr).toContain('Give --out a file in a folder you can write to.')
    const json = await home.runHere(['audit', 'export', '--out', '/proc/sys/audit.csv', '--json'])
    expect(json.code).toBe(2)
    expect(JSON.parse(json.stdout).error).toMatchObject({code: 'INVALID_OUT_FILE', details: {field: '--out'}})
    expect(readFileSync(log())).toEqual(before)
  })
})
