import {readFileSync, writeFileSync} from 'node:fs'

import {afterEach, describe, expect, it} from 'vitest'

import {parseWireMoney} from '../../src/core/money/money.js'
import {accountFor, BatchWorld, journalRecords} from './batch-helpers.js'

let world: BatchWorld | undefined

afterEach(async () => {
  await world?.close()
  world = undefined
})

/** Withdrawals settle at the sandbox's next tick: a close-out's second round finds them final. */
async function settlingWorld(faultRate = 0): Promise<BatchWorld> {
  world = await BatchWorld.start(faultRate, 0)
  await world.topUp(10_000_000)
  return world
}

/** One row per account, `amount` baht each. */
function payoutsTo(accounts: string[], amount = '100.00'): string {
  return `amount,bank,account_no,account_name\n${accounts.map((account, index) => `${amount},KBANK,${account},Payee ${index + 1}`).join('\n')}\n`
}

function csvLines(path: string): string[][] {
  return readFileSync(path, 'utf8')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','))
}

async function close(file: string, ...flags: string[]) {
  const result = await world!.home.runHere(['withdrawal', 'batch', 'close', file, '--retries', '10', '--json', ...flags])
  return {...result, json: JSON.parse(result.stdout)}
}

describe('pay withdrawal batch close', () => {
  it('follows every row of a run with faults and failing accounts to its final state, to the satang of the sandbox', async () => {
    await settlingWorld(0.2)
    const accounts = Array.from({length: 30}, (_, index) =>
      index % 10 === 3
        ? `77000${String(index).padStart(2, '0')}4001`
        : index % 10 === 7
          ? `77000${String(index).padStart(2, '0')}4002`
          : accountFor(index + 1),
    )
    const file = await world!.writeFile('payouts.csv', payoutsTo(accounts, '123.45'))
    const paid = await world!.home.runHere(['withdrawal', 'batch', file.path, '--retries', '10', '--json'])
    expect(paid.code).toBe(0)

    const retry = `${world!.home.root}/retry.csv`
    const result = await close(file.path, '--retry-file', retry)
    expect(result.code).toBe(4)
    expect(result.json.rows.every((row: {final: boolean}) => row.final)).toBe(true)
    expect(result.json.summary).toMatchObject({rows: 30, succeeded: 24, failed: 3, rejected: 3, open: 0, no_withdrawal: 0})

    const state = await world!.state()
    const successTotal = state.withdrawals.filter((w) => w.status === 'SUCCESS').reduce((sum, w) => sum + parseWireMoney(w.amount), 0)
    const [header, ...lines] = csvLines(result.json.final_file)
    expect(lines).toHaveLength(30)
    const status = header!.indexOf('status')
    const amount = header!.indexOf('amount')
    const fileTotal = lines.filter((line) => line[status] === 'SUCCESS').reduce((sum, line) => sum + parseWireMoney(line[amount]!), 0)
    expect(fileTotal).toBe(successTotal)
    expect(parseWireMoney(result.json.summary.total_paid)).toBe(successTotal)

    const failedAccounts = state.withdrawals.filter((w) => w.status !== 'SUCCESS').map((w) => w.destination.account_no)
    const [retryHeader, ...retryRows] = csvLines(retry)
    expect(retryHeader).toEqual(['amount', 'bank', 'account_no', 'account_name'])
    expect(retryRows.map((row) => row[2]).sort()).toEqual(failedAccounts.sort())
    expect(result.stdout).not.toContain('Error')
  }, 60_000)

  it('exits 0 when every row is SUCCESS, and reads nothing again for rows it saw final', async () => {
    await settlingWorld()
    const file = await world!.writeFile('payouts.csv', payoutsTo([accountFor(1), accountFor(2)]))
    expect((await world!.home.runHere(['withdrawal', 'batch', file.path])).code).toBe(0)
    const first = await close(file.path)
    expect(first.code).toBe(0)
    expect(first.json.summary).toMatchObject({succeeded: 2, total_paid: '200.00'})
    const again = await close(file.path)
    expect(again.code).toBe(0)
    expect(again.json.requests).toEqual({get: 0, list_pages: 0, rounds: 0})
  })

  it('gives up after --wait on a row that stays PENDING, naming it, and finishes once it is settled', async () => {
    await settlingWorld()
    const file = await world!.writeFile('payouts.csv', payoutsTo([accountFor(1), '7700000014003']))
    expect((await world!.home.runHere(['withdrawal', 'batch', file.path])).code).toBe(0)
    const waited = await close(file.path, '--wait', '1')
    expect(waited.code).toBe(1)
    expect(waited.json).toMatchObject({gave_up: true, open_rows: [2]})
    const people = await world!.home.runHere(['withdrawal', 'batch', 'close', file.path, '--wait', '0'])
    expect(people.code).toBe(1)
    expect(people.stdout).toContain('not final yet: rows 2')

    const pending = waited.json.rows[1]
    expect((await world!.sandbox.admin('POST', `/_sandbox/withdrawals/${pending.withdrawal_id}/settle`, {status: 'SUCCESS'})).status).toBe(
      200,
    )
    expect((await close(file.path)).code).toBe(0)
  })

  it('looks a row sent without an answer up in the list, and calls a row never created NOT_FOUND', async () => {
    await settlingWorld()
    const file = await world!.writeFile('payouts.csv', payoutsTo([accountFor(1), accountFor(2)]))
    expect((await world!.home.runHere(['withdrawal', 'batch', file.path])).code).toBe(0)
    // Row 1's answer lost (killed before it was journalled): its withdrawal exists, the journal does not say so.
    const records = journalRecords(file.journal)
    const lost = records.find((record) => record.type === 'done' && record.row === 1)
    writeFileSync(
      file.journal,
      records
        .filter((record) => record !== lost)
        .map((record) => `${JSON.stringify(record)}\n`)
        .join(''),
    )
    const found = await close(file.path)
    expect(found.code).toBe(0)
    expect(found.json.rows[0]).toMatchObject({withdrawal_id: lost.withdrawal_id, status: 'SUCCESS'})

    // A row recorded as sent under a key the service never saw: no withdrawal of it anywhere.
    const other = await world!.writeFile('other.csv', payoutsTo([accountFor(3)]))
    const header = {...records[0], batch_id: other.batchId, content_id: other.batchId, file: other.path, rows: 1}
    const sent = {
      type: 'sent',
      row: 1,
      row_id: other.rowIds[0],
      key: `batch-${other.batchId}-${other.rowIds[0]}`,
      at: new Date().toISOString(),
    }
    writeFileSync(other.journal, `${JSON.stringify(header)}\n${JSON.stringify(sent)}\n`)
    const notFound = await close(other.path)
    expect(notFound.code).toBe(1)
    expect(notFound.json.rows[0]).toMatchObject({withdrawal_id: null, status: 'NOT_FOUND'})
  })

  it('pays the retry file as a new batch, then names and skips a payee FAILED twice unless included', async () => {
    await settlingWorld()
    const file = await world!.writeFile('payouts.csv', payoutsTo([accountFor(1), '7700000014001']))
    expect((await world!.home.runHere(['withdrawal', 'batch', file.path])).code).toBe(0)
    const retry = `${world!.home.root}/retry.csv`
    const first = await close(file.path, '--retry-file', retry)
    expect(first.code).toBe(4)
    expect(first.json.retry_rows).toBe(1)

    const retried = await world!.home.runHere(['withdrawal', 'batch', retry, '--json'])
    expect(retried.code).toBe(0)
    expect(JSON.parse(retried.stdout).summary).toMatchObject({sent: 1, already_paid: 0})
    expect((await close(retry)).code).toBe(4)

    const third = await world!.writeFile('third.csv', payoutsTo(['7700000014001', accountFor(3)], '50.00'))
    const plan = await world!.home.runHere(['withdrawal', 'batch', third.path, '--dry-run'])
    expect(plan.stdout).toContain('Failing payees')
    expect(plan.stdout).toContain('row 1 (KBANK 7700000014001): FAILED 2 times')
    const skipped = await world!.home.runHere(['withdrawal', 'batch', third.path, '--json'])
    expect(skipped.code).toBe(1)
    expect(JSON.parse(skipped.stdout)).toMatchObject({summary: {sent: 1, not_sent: 1}, failing_payees: [{row: 1, failures: 2}]})
    const people = await world!.home.runHere(['withdrawal', 'batch', third.path])
    expect(people.stdout).toContain('skipped (--include-failing-payees sends them)')
    expect(people.stdout).not.toContain('Run the same file again to continue')
    const included = await world!.home.runHere(['withdrawal', 'batch', third.path, '--include-failing-payees', '--json'])
    expect(JSON.parse(included.stdout).summary).toMatchObject({sent: 1, created: 2})
  }, 60_000)

  it('knows a payee that keeps failing from what a re-run of the batch read, without a close-out', async () => {
    await settlingWorld()
    const file = await world!.writeFile(
      'payouts.csv',
      payoutsTo(['7700000024001', '7700000024001', accountFor(4)], '60.00').replace(
        /\n60\.00,KBANK,7700000024001,Payee 2/,
        '\n61.00,KBANK,7700000024001,Payee 2',
      ),
    )
    expect((await world!.home.runHere(['withdrawal', 'batch', file.path])).code).toBe(0)
    // The re-run reads the earlier rows again until the two to the failing account are FAILED.
    await expect
      .poll(async () => JSON.parse((await world!.home.runHere(['withdrawal', 'batch', file.path, '--json'])).stdout).summary.ended_badly, {
        timeout: 20_000,
      })
      .toBe(2)
    const next = await world!.writeFile('next.csv', payoutsTo(['7700000024001'], '62.00'))
    const plan = await world!.home.runHere(['withdrawal', 'batch', next.path, '--dry-run', '--json'])
    expect(JSON.parse(plan.stdout).dry_run.preview.failing_payees).toMatchObject([{row: 1, failures: 2}])
  }, 60_000)

  it('refuses a file that was never run, and a --retry-file that is the input, writing nothing', async () => {
    await settlingWorld()
    const file = await world!.writeFile('payouts.csv', payoutsTo([accountFor(1)]))
    const never = await world!.home.runHere(['withdrawal', 'batch', 'close', file.path, '--json'])
    expect(never.code).toBe(2)
    expect(JSON.parse(never.stdout).error.code).toBe('NO_JOURNAL')
    expect((await world!.home.runHere(['withdrawal', 'batch', file.path])).code).toBe(0)
    const before = readFileSync(file.path, 'utf8')
    const clash = await world!.home.runHere(['withdrawal', 'batch', 'close', file.path, '--retry-file', file.path])
    expect(clash.code).toBe(2)
    expect(readFileSync(file.path, 'utf8')).toBe(before)
  })
})
