import {writeFileSync} from 'node:fs'
import {createServer, request as httpRequest, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'

import {afterEach, describe, expect, it} from 'vitest'

import {accountFor, BatchWorld, journalRecords, payoutFile} from './batch-helpers.js'

const GROSS = 10_900 // 100.00 + the sandbox's fee of 9.00, in satang
let world: BatchWorld | undefined
let proxy: SlowProxy | undefined

afterEach(async () => {
  await proxy?.close()
  proxy = undefined
  await world?.close()
  world = undefined
})

/** How many withdrawals the sandbox holds for each of the first `rows` accounts, read from its own list. */
async function paidPerPayee(rows: number): Promise<number[]> {
  const {withdrawals} = await world!.state()
  return Array.from({length: rows}, (_, index) => withdrawals.filter((w) => w.destination.account_no === accountFor(index + 1)).length)
}

/** The payout file with one payee's name corrected: another batch, the same payments. */
function nameFixed(rows: number, row: number): string {
  return payoutFile(rows).replace(`Payee ${row}\n`, `Payee ${row} (corrected)\n`)
}

/**
 * A proxy in front of the sandbox that, while `slow`, holds each answer to POST /v1/withdrawals for longer
 * than the client waits: the service creates the withdrawal, pay sees a timeout.
 */
class SlowProxy {
  slow = true
  private readonly server: Server
  private held: Array<() => void> = []

  private constructor(target: URL) {
    this.server = createServer((incoming, outgoing) => {
      const forwarded = httpRequest(
        {host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers},
        (answer) => {
          const relay = () => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(outgoing)
          }
          if (this.slow && incoming.method === 'POST' && incoming.url === '/v1/withdrawals') this.held.push(relay)
          else relay()
        },
      )
      forwarded.on('error', () => outgoing.destroy())
      incoming.pipe(forwarded)
    })
  }

  static async start(target: string): Promise<{proxy: SlowProxy; url: string}> {
    const proxy = new SlowProxy(new URL(target))
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve))
    return {proxy, url: `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`}
  }

  async close(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }
}

describe('rows sent by another batch without a final answer are possibly paid', () => {
  it('killed with rows in flight, one name fixed, run again: every payee is paid once, the rows never sent are sent', async () => {
    const rows = 30
    world = await BatchWorld.start()
    // Enough for 27 rows: row 28 is refused (INSUFFICIENT_BALANCE) and 29–30 are never started.
    await world.topUp(27 * GROSS)
    const first = await world.writeFile('payouts.csv', payoutFile(rows))
    const run = await world.home.runHere(['withdrawal', 'batch', first.path, '--concurrency', '1'])
    expect(run.code).toBe(1)
    expect(await paidPerPayee(rows)).toEqual([...Array(27).fill(1), 0, 0, 0])
    // As a kill leaves it: the outcomes of rows 21–27 were never written (they are written after the request).
    const inFlight = new Set(first.rowIds.slice(20, 27))
    const kept = journalRecords(first.journal).filter((record) => !(record.type === 'done' && inFlight.has(record.row_id)))
    writeFileSync(first.journal, kept.map((record) => `${JSON.stringify(record)}\n`).join(''))
    // Enough for every row again: only pay's rule, not the balance, may keep a payee from a second payment.
    await world.topUp(rows * GROSS)

    const fixed = await world.writeFile('payouts.csv', nameFixed(rows, 25))
    expect(fixed.batchId).not.toBe(first.batchId)
    const dryRun = await world.home.runHere(['withdrawal', 'batch', fixed.path, '--dry-run', '--json'])
    expect(dryRun.code).toBe(0)
    const planned = JSON.parse(dryRun.stdout).dry_run
    expect(planned.possibly_paid.map((entry: {row: number}) => entry.row)).toEqual([21, 22, 23, 24, 25, 26, 27])
    expect(planned.possibly_paid[0]).toMatchObject({batch_id: first.batchId, file: first.path})
    expect(planned.keys.map((entry: {row: number}) => entry.row)).toEqual([28, 29, 30])
    const told = await world.home.runHere(['withdrawal', 'batch', fixed.path, '--dry-run'])
    expect(told.stdout).toContain(
      '7 rows were sent by another batch without a final answer, so possibly paid: a real run first looks for their withdrawals',
    )
    expect(told.stdout).toMatch(new RegExp(`row 21: sent by batch ${first.batchId} \\(.*payouts\\.csv\\), `))
    expect(told.stdout).not.toContain('key may have expired')

    const again = await world.home.runHere(['withdrawal', 'batch', fixed.path, '--json'])
    expect(again.stderr).toContain('7 rows were sent by another batch without a final answer, so possibly paid')
    expect(again.stderr).toMatch(
      /row 25 \(KBANK 7700000250, 100.00 THB, sent .* by batch [0-9a-f]{20}\): found \S+ \(PENDING\): already sent by that batch, not sent again/,
    )
    const report = JSON.parse(again.stdout)
    expect(report.summary).toMatchObject({sent: 3, created: 3, already_paid: 27})
    expect(report.rows[24]).toMatchObject({outcome: 'already_paid', paid_by: {batch_id: first.batchId, file: first.path}})
    expect(again.code).toBe(1)
    expect(await paidPerPayee(rows)).toEqual(Array(rows).fill(1))
    // Recorded: the next run reports the same without looking again.
    expect(journalRecords(fixed.journal).filter((record) => record.paid_by?.batch_id === first.batchId)).toHaveLength(7)
    const third = await world.home.runHere(['withdrawal', 'batch', fixed.path, '--json'])
    expect(third.stderr).not.toContain('possibly paid')
    expect(JSON.parse(third.stdout).summary).toMatchObject({sent: 0, created: 3, already_paid: 27})
    expect(await paidPerPayee(rows)).toEqual(Array(rows).fill(1))
  })

  it('answers slower than --timeout (the service created them), one name fixed, run again: no payee is paid twice', async () => {
    const rows = 6
    world = await BatchWorld.start()
    await world.topUp(2 * rows * GROSS)
    const started = await SlowProxy.start(world.sandbox.baseUrl)
    proxy = started.proxy
    const {test} = world.sandbox.merchant
    await world.home.addProfile('proxied', started.url, test.key_id, test.secret)
    const batch = (path: string) =>
      world!.home.runHere(['withdrawal', 'batch', path, '--profile', 'proxied', '--timeout', '2', '--retries', '0', '--json'])

    const first = await world.writeFile('payouts.csv', payoutFile(rows))
    const slow = await batch(first.path)
    expect(slow.code).toBe(1)
    const unanswered = JSON.parse(slow.stdout).rows.filter((row: {outcome: string}) => row.outcome === 'unknown').length
    expect(unanswered).toBeGreaterThan(0)
    proxy.slow = false
    const created = await paidPerPayee(rows)
    expect(created.every((count) => count <= 1)).toBe(true)

    const fixed = await world.writeFile('payouts.csv', nameFixed(rows, 2))
    const again = await batch(fixed.path)
    const report = JSON.parse(again.stdout)
    // Each row is either paid by the first batch (found, and named so) or sent now because it was proven unsent.
    const after = await paidPerPayee(rows)
    expect(after).toEqual(Array(rows).fill(1))
    const {withdrawals} = await world.state()
    for (const row of report.rows) {
      if (row.outcome === 'already_paid') {
        expect(created[row.row - 1]).toBe(1)
        expect(withdrawals.find((w) => w.id === row.withdrawal_id)?.destination.account_no).toBe(accountFor(row.row))
        expect(row.paid_by.batch_id).toBe(first.batchId)
      } else {
        expect(row).toMatchObject({outcome: 'done', earlier: false})
        expect(created[row.row - 1]).toBe(0)
      }
    }
  })
})
