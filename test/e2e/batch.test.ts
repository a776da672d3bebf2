import {spawn} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {hostname} from 'node:os'
import {join} from 'node:path'

import {afterEach, describe, expect, it} from 'vitest'

import {parseWireMoney} from '../../src/core/money/money.js'
import {bankListBody} from '../../src/sandbox/server/bank-list.js'
import {BIN, CliHome} from '../helpers/cli.js'
import {StubServer} from '../helpers/stub-server.js'
import {answerInTerminal} from '../helpers/terminal.js'
import {accountFor, BatchWorld, journalRecords, payoutFile} from './batch-helpers.js'

const GROSS = 10_900 // 100.00 + the sandbox's fee of 9.00, in satang
let world: BatchWorld | undefined

afterEach(async () => {
  await world?.close()
  world = undefined
})

/** Every row paid exactly once: one withdrawal per account, the wallet down by exactly the gross of each. */
async function expectPaidOnce(rows: number, availableBefore: number) {
  const state = await world!.state()
  expect(state.withdrawals).toHaveLength(rows)
  expect(new Set(state.withdrawals.map((withdrawal) => withdrawal.destination.account_no)).size).toBe(rows)
  expect(new Set(state.withdrawals.map((withdrawal) => withdrawal.destination.account_no))).toEqual(
    new Set(Array.from({length: rows}, (_, index) => accountFor(index + 1))),
  )
  expect(parseWireMoney(state.available)).toBe(availableBefore - rows * GROSS)
  expect(parseWireMoney(state.pending)).toBe(rows * GROSS)
}

describe('pay withdrawal batch against the sandbox', () => {
  it('pays 500 rows exactly once through 20 % injected faults', async () => {
    world = await BatchWorld.start(0.2)
    await world.topUp(500 * GROSS + 100_000)
    const file = await world.writeFile('payouts.csv', payoutFile(500))
    const result = await world.home.runHere(['withdrawal', 'batch', file.path, '--concurrency', '8', '--retries', '10', '--json'])
    expect(result.stderr).not.toContain('Error')
    expect(result.code).toBe(0)
    const report = JSON.parse(result.stdout)
    expect(report.summary).toMatchObject({
      rows: 500,
      sent: 500,
      created: 500,
      pending: 500,
      succeeded: 0,
      failed: 0,
      not_sent: 0,
      total_paid: '0.00',
      total_submitted: '50000.00',
      total_fees: '4500.00',
    })
    expect(report.rows[0]).toMatchObject({
      row: 1,
      line: 2,
      outcome: 'done',
      status: 'PENDING',
      fee: '9.00',
      idempotency_key: `batch-${file.batchId}-${file.rowIds[0]}`,
    })
    await expectPaidOnce(500, 500 * GROSS + 100_000)
    const results = readFileSync(`${file.path}.results.csv`, 'utf8').trim().split('\r\n')
    expect(results).toHaveLength(501)
    expect(results[1]).toMatch(new RegExp(`^1,2,done,[0-9a-f-]{36},PENDING,100.00,9.00,batch-${file.batchId}-${file.rowIds[0]},,,,,$`))
  })

  it('killed with SIGKILL part-way, the same file run again pays every row exactly once', async () => {
    world = await BatchWorld.start(0.2)
    await world.topUp(500 * GROSS)
    const file = await world.writeFile('payouts.csv', payoutFile(500))
    const child = spawn(process.execPath, [BIN, 'withdrawal', 'batch', file.path, '--concurrency', '8', '--retries', '10'], {
      env: {...process.env, ...world.home.env, NO_COLOR: '1'},
      stdio: 'ignore',
    })
    const exited = new Promise((resolve) => child.on('exit', resolve))
    let outcomes = 0
    for (let attempt = 0; attempt < 1500 && outcomes < 40; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      outcomes = journalRecords(file.journal).filter((record) => record.type === 'done').length
    }
    child.kill('SIGKILL')
    await exited
    const atKill = journalRecords(file.journal)
    const doneAtKill = atKill.filter((record) => record.type === 'done').length
    expect(doneAtKill).toBeGreaterThanOrEqual(40)
    expect(doneAtKill).toBeLessThan(500)

    const again = await world.home.runHere(['withdrawal', 'batch', file.path, '--concurrency', '8', '--retries', '10', '--json'])
    expect(again.code).toBe(0)
    const report = JSON.parse(again.stdout)
    expect(report.summary).toMatchObject({rows: 500, created: 500, failed: 0, not_sent: 0})
    // The rows recorded before the kill were not sent again; the others were.
    expect(report.summary.sent).toBe(500 - doneAtKill)
    expect(report.rows.filter((row: any) => row.earlier)).toHaveLength(doneAtKill)
    await expectPaidOnce(500, 500 * GROSS)
  })

  it('refuses a file with bad rows whole: names each, creates no withdrawal and no journal', async () => {
    world = await BatchWorld.start()
    await world.topUp(100_000)
    const file = world.writeRaw(
      'bad.csv',
      'amount,bank,account_no,account_name\n100,KBANK,1234567890,Good\n1.001,KBANK,1234567890,A\n100,NOPE,1234567890,B\n100,KBANK,1234567890,"=cmd()"\n100,KBANK\n',
    )
    const result = await world.home.runHere(['withdrawal', 'batch', file.path, '--verbose'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(`4 of 5 rows of ${file.path} are invalid; nothing was sent:`)
    expect(result.stderr).toContain('line 3 (row 2), column amount:')
    expect(result.stderr).toContain('line 4 (row 3), column bank: unknown bank code "NOPE".')
    expect(result.stderr).toContain('line 5 (row 4), column account_name: starts with "="')
    expect(result.stderr).toContain('line 6 (row 5): has 2 cells; the header has 4')
    expect(result.stderr).not.toContain('POST')
    expect((await world.state()).withdrawals).toHaveLength(0)
    expect(existsSync(join(world.home.env.PAY_DATA_DIR, 'batches'))).toBe(false)

    const json = await world.home.runHere(['withdrawal', 'batch', file.path, '--json'])
    expect(JSON.parse(json.stdout).error).toMatchObject({
      code: 'INVALID_ROWS',
      details: {problems: expect.arrayContaining([{line: 4, row: 3, column: 'bank', message: 'unknown bank code "NOPE".'}])},
    })
  })

  it('--dry-run shows the first request signed and every key, and sends nothing', async () => {
    world = await BatchWorld.start()
    expect((await world.home.runHere(['banks'])).code).toBe(0) // a fresh bank list, else the dry run shows that lookup
    const file = await world.writeFile('payouts.csv', payoutFile(3))
    const result = await world.home.runHere(['withdrawal', 'batch', file.path, '--dry-run', '--json', '--live'])
    expect(result.code).toBe(0)
    const {dry_run: dryRun} = JSON.parse(result.stdout)
    expect(dryRun.first_request).toMatchObject({method: 'POST', url: `${world.sandbox.baseUrl}/v1/withdrawals`})
    expect(dryRun.first_request.headers['idempotency-key']).toBe(`batch-${file.batchId}-${file.rowIds[0]}`)
    expect(dryRun.first_request.headers['x-signature']).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.parse(dryRun.first_request.body)).toEqual({
      amount: '100.00',
      receiver_bank_provider: 'KBANK',
      receiver_bank_account_name: 'Payee 1',
      receiver_bank_account_number: accountFor(1),
    })
    expect(dryRun.keys).toEqual([1, 2, 3].map((row) => ({row, idempotency_key: `batch-${file.batchId}-${file.rowIds[row - 1]}`})))
    expect(dryRun.preview).toMatchObject({rows: 3, to_send: 3, total: '300.00'})
    expect((await world.state()).withdrawals).toHaveLength(0)
    expect(existsSync(file.journal)).toBe(false)
  })

  it('stops at INSUFFICIENT_BALANCE, then pays the rest once the wallet is funded', async () => {
    world = await BatchWorld.start()
    await world.topUp(5 * GROSS + 500) // five rows and a little
    const file = await world.writeFile('payouts.csv', payoutFile(12))
    const first = await world.home.runHere(['withdrawal', 'batch', file.path, '--concurrency', '1'])
    expect(first.code).toBe(1)
    expect(first.stdout).toContain('Batch')
    expect(first.stdout).toContain('5 of 12 rows have a withdrawal.')
    expect(first.stdout).toContain('row 6 was refused for INSUFFICIENT_BALANCE; no row was started after it.')
    expect(first.stderr).toMatch(/row 6 +failed +INSUFFICIENT_BALANCE/)
    const results = readFileSync(`${file.path}.results.csv`, 'utf8').split('\r\n')
    expect(results[6]).toMatch(new RegExp(`^6,7,failed,,,100.00,,batch-${file.batchId}-${file.rowIds[5]},INSUFFICIENT_BALANCE,`))
    expect(results[7]).toBe('7,8,not_sent,,,100.00,,,,,,,')

    await world.topUp(7 * GROSS - 500)
    const second = await world.home.runHere(['withdrawal', 'batch', file.path, '--resume', '--json'])
    expect(second.code).toBe(0)
    const report = JSON.parse(second.stdout)
    expect(report.summary).toMatchObject({sent: 7, created: 12})
    // The refused row gets a key of its own: nothing was created under the first one.
    expect(report.rows[5].idempotency_key).toBe(`batch-${file.batchId}-${file.rowIds[5]}-a2`)
    await expectPaidOnce(12, 12 * GROSS)
  })

  describe('rows in flight more than 24 h ago (the service keeps keys for 24 h)', () => {
    /** Rewrites the journal as if the run had been killed a day ago with every row in flight. */
    function inFlightADayAgo(journal: string) {
      const dayAgo = new Date(Date.now() - 25 * 3_600_000).toISOString()
      const kept = journalRecords(journal)
        .filter((record) => record.type !== 'done')
        .map((record) => (record.type === 'sent' ? {...record, at: dayAgo} : record))
      writeFileSync(journal, kept.map((record) => `${JSON.stringify(record)}\n`).join(''))
    }

    it('finds their withdrawals in the list, records them as done, and sends nothing', async () => {
      world = await BatchWorld.start()
      await world.topUp(3 * GROSS)
      const file = await world.writeFile('payouts.csv', payoutFile(3))
      expect((await world.home.runHere(['withdrawal', 'batch', file.path])).code).toBe(0)
      // As if those withdrawals were created at the time of the (rewritten) sends.
      inFlightADayAgo(file.journal)
      const created = journalRecords(file.journal)
      expect(created.filter((record) => record.type === 'sent')).toHaveLength(3)
      // The sandbox created them just now, which is after the recorded send: a match.
      const again = await world.home.runHere(['withdrawal', 'batch', file.path, '--json'])
      expect(again.code).toBe(0)
      expect(again.stderr).toContain('3 rows were sent without an answer so long ago')
      expect(again.stderr).toMatch(
        /row 1 \(KBANK 7700000010, 100.00 THB, sent .*\): found [0-9a-f-]{36} \(PENDING\), recorded as this row's withdrawal/,
      )
      expect(JSON.parse(again.stdout).summary).toMatchObject({sent: 0, created: 3})
      expect(journalRecords(file.journal).filter((record) => record.found_by === 'lookup')).toHaveLength(3)
      await expectPaidOnce(3, 3 * GROSS)
    })

    it('leaves unmatched rows unsent without --resend-unmatched, and sends them with it', async () => {
      world = await BatchWorld.start()
      await world.topUp(2 * GROSS)
      const file = await world.writeFile('payouts.csv', payoutFile(2))
      const dayAgo = new Date(Date.now() - 25 * 3_600_000).toISOString()
      const header = {
        type: 'batch',
        batch_id: file.batchId,
        content_id: file.batchId,
        generation: 1,
        file: file.path,
        rows: 2,
        base_url: world.sandbox.baseUrl,
        mode: 'test',
        at: dayAgo,
      }
      const sent = [1, 2].map((row) => ({
        type: 'sent',
        row,
        row_id: file.rowIds[row - 1],
        key: `batch-${file.batchId}-${file.rowIds[row - 1]}`,
        at: dayAgo,
      }))
      const {mkdirSync} = await import('node:fs')
      mkdirSync(`${world.home.env.PAY_DATA_DIR}/batches`, {recursive: true})
      writeFileSync(file.journal, [header, ...sent].map((record) => `${JSON.stringify(record)}\n`).join(''))

      const held = await world.home.runHere(['withdrawal', 'batch', file.path, '--json'])
      expect(held.code).toBe(1)
      expect(held.stderr).toContain('row 1 (KBANK 7700000010, 100.00 THB, sent')
      expect(held.stderr).toContain('no matching withdrawal')
      expect(held.stderr).toContain('Left 2 unmatched rows unsent.')
      expect(JSON.parse(held.stdout).summary).toMatchObject({sent: 0, created: 0, unmatched: 2})
      expect((await world.state()).withdrawals).toHaveLength(0)

      const resent = await world.home.runHere(['withdrawal', 'batch', file.path, '--resend-unmatched', '--json'])
      expect(resent.code).toBe(0)
      const report = JSON.parse(resent.stdout)
      expect(report.rows.map((row: any) => row.idempotency_key)).toEqual(file.rowIds.map((rowId) => `batch-${file.batchId}-${rowId}-a2`))
      await expectPaidOnce(2, 2 * GROSS)
    })
  })

  describe('safety', () => {
    it('--resume refuses a file that never ran; a journal is not continued against another account', async () => {
      world = await BatchWorld.start()
      await world.topUp(GROSS)
      const file = await world.writeFile('payouts.csv', payoutFile(1))
      const resume = await world.home.runHere(['withdrawal', 'batch', file.path, '--resume'])
      expect(resume.code).toBe(2)
      expect(resume.stderr).toContain('has never been run')
      expect((await world.home.runHere(['withdrawal', 'batch', file.path])).code).toBe(0)
      const live = await world.home.runHere(['withdrawal', 'batch', file.path, '--live', '--yes'])
      expect(live.code).toBe(2)
      expect(live.stderr).toContain('This file was already run in test mode against')
      expect(live.stderr).toContain(`mv ${file.journal} ${file.journal}.test`)
    })

    it('in live mode, refuses without --yes off a terminal, and sends nothing', async () => {
      world = await BatchWorld.start()
      const file = await world.writeFile('payouts.csv', payoutFile(2))
      const result = await world.home.runHere(['withdrawal', 'batch', file.path, '--live'])
      expect(result.code).toBe(2)
      expect(result.stderr).toContain(
        'Pay 2 rows, 200.00 THB plus fees, from the LIVE wallet? Refused: there is no terminal to confirm on.',
      )
      expect(result.stderr).toContain('LIVE MODE')
      expect(existsSync(file.journal)).toBe(false)
    })

    it('in live mode on a terminal, asks with the count and total; "n" sends nothing', async () => {
      world = await BatchWorld.start()
      const file = await world.writeFile('payouts.csv', payoutFile(2))
      const result = await answerInTerminal(world.home, ['withdrawal', 'batch', file.path, '--live'], 'from the LIVE wallet?', 'n\r')
      expect(result.prompted).toBe(true)
      expect(result.stdout).toContain('Pay 2 rows, 200.00 THB plus fees, from the LIVE wallet? (y/N)')
      expect(result.stdout).toContain('Cancelled; nothing was sent.')
      expect(result.code).toBe(2)
      expect(existsSync(file.journal)).toBe(false)
    })

    it('draws a progress view on a terminal instead of a line per row', async () => {
      world = await BatchWorld.start()
      await world.topUp(20 * GROSS)
      const file = await world.writeFile('payouts.csv', payoutFile(20))
      const result = await answerInTerminal(world.home, ['withdrawal', 'batch', file.path], 'never asked', '')
      expect(result.code).toBe(0)
      expect(result.stdout).toMatch(/created 20 · failed 0 · remaining 0 · [\d.]+ rows\/s/)
      expect(result.stdout).not.toMatch(/row 1 +done/)
      expect(result.stdout).not.toContain('\u001B[32m') // NO_COLOR holds for the Ink view too
      expect(result.stdout).toContain('20 of 20 rows have a withdrawal.')
    })
  })

  describe('a re-saved file, and runs at once', () => {
    it('pays a re-saved file (CRLF, BOM, trailing blank line, columns re-ordered) no second time; identical rows twice; --pay-again pays once more', async () => {
      world = await BatchWorld.start()
      await world.topUp(10 * GROSS)
      const rows = [
        `100.00,KBANK,${accountFor(1)},Payee 1`,
        `100.00,KBANK,${accountFor(2)},Payee 2`,
        `100.00,KBANK,${accountFor(1)},Payee 1`,
      ]
      const file = await world.writeFile('payouts.csv', `amount,bank,account_no,account_name\n${rows.join('\n')}\n`)
      const first = await world.home.runHere(['withdrawal', 'batch', file.path, '--json'])
      expect(first.code).toBe(0)
      expect(JSON.parse(first.stdout).summary).toMatchObject({sent: 3, created: 3})

      const reordered = rows.map((row) => row.split(',').reverse().join(',')).join('\r\n')
      writeFileSync(file.path, `\uFEFFaccount_name,account_no,bank,amount\r\n${reordered}\r\n\r\n`)
      const again = await world.home.runHere(['withdrawal', 'batch', file.path])
      expect(again.code).toBe(0)
      expect(again.stdout).toContain(`Batch ${file.batchId} · 3 of 3 rows have a withdrawal.`)
      expect(again.stdout).toMatch(
        /Nothing was sent: every row already had a withdrawal of this batch, first run .* from .*payouts\.csv\. To pay them once more on purpose, run with --pay-again\./,
      )
      expect((await world.state()).withdrawals).toHaveLength(3)

      // The file edited to add a row: the dry run and the run name the rows paid by the first batch.
      const edited = await world.writeFile(
        'payouts-more.csv',
        `amount,bank,account_no,account_name\n${rows.join('\n')}\n100.00,KBANK,${accountFor(3)},Payee 3\n`,
      )
      const dryRun = await world.home.runHere(['withdrawal', 'batch', edited.path, '--dry-run'])
      expect(dryRun.code).toBe(0)
      expect(dryRun.stderr + dryRun.stdout).toContain(
        'Already sent 3 rows, with a withdrawal of another batch: skipped (--pay-again pays them again):',
      )
      expect(dryRun.stderr + dryRun.stdout).toContain(`row 1 (KBANK ${accountFor(1)}, 100.00 THB): `)
      const more = await world.home.runHere(['withdrawal', 'batch', edited.path, '--json'])
      expect(more.code).toBe(1)
      const report = JSON.parse(more.stdout)
      expect(report.summary).toMatchObject({rows: 4, sent: 1, created: 1, already_paid: 3})
      expect(report.already_paid.map((row: any) => [row.row, row.batch_id, row.file])).toEqual(
        [1, 2, 3].map((row) => [row, file.batchId, file.path]),
      )
      expect((await world.state()).withdrawals).toHaveLength(4)

      const payAgain = await world.home.runHere(['withdrawal', 'batch', file.path, '--pay-again', '--json'])
      expect(payAgain.code).toBe(0)
      expect(JSON.parse(payAgain.stdout)).toMatchObject({batch_id: `${file.batchId}-2`, summary: {sent: 3, created: 3}})
      const accounts = (await world.state()).withdrawals.map((withdrawal) => withdrawal.destination.account_no)
      expect(accounts.filter((account) => account === accountFor(1))).toHaveLength(4)
      expect(accounts.filter((account) => account === accountFor(2))).toHaveLength(2)
    })

    it('a second run while one runs exits 1 at once naming it and sends nothing; a double Ctrl-C of the first removes its lock', async () => {
      const stub = new StubServer({unk_test_batchlock: 'cd'.repeat(32)})
      const baseUrl = await stub.start()
      stub.respond((request) => {
        if (request.target === '/v1/banks') return {status: 200, body: bankListBody()}
        if (request.target === '/v1/balance') return {status: 200, body: {available: '1000000.00', pending: '0.00', currency: 'THB'}}
        // The first row is held: the first run stays in flight while the second starts.
        return {status: 500, body: {}, delayMs: 25_000}
      })
      const home = new CliHome()
      try {
        await home.addProfile('stub', baseUrl, 'unk_test_batchlock', 'cd'.repeat(32))
        const path = join(home.root, 'payouts.csv')
        writeFileSync(path, payoutFile(3))
        const lock = join(home.env.PAY_DATA_DIR, 'batches', 'run.lock')
        const child = spawn(process.execPath, [BIN, 'withdrawal', 'batch', path, '--concurrency', '1'], {
          env: {...process.env, ...home.env, NO_COLOR: '1'},
          stdio: ['ignore', 'ignore', 'pipe'],
        })
        let stderr = ''
        child.stderr.setEncoding('utf8')
        child.stderr.on('data', (chunk: string) => (stderr += chunk))
        const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
        for (let wait = 0; wait < 500 && !stub.received.some((request) => request.method === 'POST'); wait++)
          await new Promise((resolve) => setTimeout(resolve, 20))
        expect(stub.received.filter((request) => request.method === 'POST')).toHaveLength(1)
        const holder = JSON.parse(readFileSync(lock, 'utf8'))

        const second = await home.run(['withdrawal', 'batch', path])
        expect(second.code).toBe(1)
        expect(second.stderr).toContain(
          `Another \`pay withdrawal batch\` is running: pid ${child.pid}, started ${holder.started_at}, paying ${path}. Nothing was sent.`,
        )
        expect(stub.received.filter((request) => request.method === 'POST')).toHaveLength(1)

        child.kill('SIGINT')
        for (let wait = 0; wait < 500 && !stderr.includes('Stopping: interrupted'); wait++)
          await new Promise((resolve) => setTimeout(resolve, 20))
        child.kill('SIGINT')
        expect(await exited).toBe(130)
        expect(existsSync(lock)).toBe(false)
      } finally {
        await stub.stop()
        home.cleanup()
      }
    })

    it('takes over the lock left by a run that was killed', async () => {
      world = await BatchWorld.start()
      await world.topUp(2 * GROSS)
      const file = await world.writeFile('payouts.csv', payoutFile(2))
      const dead = spawn(process.execPath, ['-e', ''])
      await new Promise((resolve) => dead.on('exit', resolve))
      mkdirSync(join(world.home.env.PAY_DATA_DIR, 'batches'), {recursive: true})
      const lock = join(world.home.env.PAY_DATA_DIR, 'batches', 'run.lock')
      writeFileSync(lock, JSON.stringify({pid: dead.pid, hostname: hostname(), started_at: '2026-03-01T10:00:00.000Z', file: file.path}))
      const result = await world.home.runHere(['withdrawal', 'batch', file.path])
      expect(result.code).toBe(0)
      expect(result.stderr).toContain(
        `A batch run (pid ${dead.pid}, started 2026-03-01T10:00:00.000Z, paying ${file.path}) ended without releasing its lock; taken over.`,
      )
      expect(existsSync(lock)).toBe(false)
      await expectPaidOnce(2, 2 * GROSS)
    })
  })
})
