import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterAll, describe, expect, it} from 'vitest'

import {parseWireMoney} from '../../src/core/money/money.js'
import {openDatabase} from '../../src/sandbox/server/database.js'
import {TestSandbox} from '../helpers/sandbox.js'

const dataDir = mkdtempSync(join(tmpdir(), 'pay-crash-'))
afterAll(() => rmSync(dataDir, {recursive: true, force: true}))

/**
 * What a SIGKILL between the commit of a simulate-transfer's 202 and the matcher (which runs right after the
 * answer) leaves behind: the injected transfer, with no outcome.
 */
function leaveUnmatchedTransfer(id: string, deposit: {id: string; expected_amount: string}, merchantId: string, at: number): void {
  const db = openDatabase(dataDir)
  try {
    db.prepare(
      "INSERT INTO bank_transactions (id, merchant_id, mode, deposit_id, amount, sender_bank, created_at) VALUES (?, ?, 'test', ?, ?, 'KBANK', ?)",
    ).run(id, merchantId, deposit.id, parseWireMoney(deposit.expected_amount), at)
  } finally {
    db.close()
  }
}

describe('a transfer acknowledged with 202 survives a crash before its match', () => {
  it('is matched when the sandbox starts again, at the time it came in', async () => {
    const first = await TestSandbox.start({dataDir})
    const merchantId = first.merchant.id
    const inTime = await first.createDeposit({amount: '100.00'})
    const late = await first.createDeposit({amount: '200.00'})
    await first.close()
    leaveUnmatchedTransfer('test_in_time', inTime, merchantId, Date.now())
    leaveUnmatchedTransfer('test_late', late, merchantId, Date.parse(late.match_window_until) + 1)

    const second = await TestSandbox.start({dataDir})
    try {
      const credited = (await second.call('GET', `/v1/deposits/${inTime.id}`)).body
      expect(credited).toMatchObject({status: 'CREDITED', matched_amount: inTime.expected_amount})
      expect((await second.call('GET', '/v1/balance')).body.available).toBe(credited.credited_amount)
      expect((await second.call('GET', `/v1/deposits/${late.id}`)).body.status).toBe('PENDING')
      const db = openDatabase(dataDir, {readonly: true})
      try {
        expect(db.prepare('SELECT id, outcome FROM bank_transactions ORDER BY id').all()).toEqual([
          {id: 'test_in_time', outcome: 'credited'},
          {id: 'test_late', outcome: 'window_closed'},
        ])
      } finally {
        db.close()
      }
    } finally {
      await second.close()
    }
  })
})
