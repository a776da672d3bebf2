import {writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest'

import {bankListBody} from '../../src/sandbox/server/bank-list.js'
import {CliHome} from '../helpers/cli.js'
import {type ReceivedRequest, StubServer} from '../helpers/stub-server.js'
import {payoutFile} from './batch-helpers.js'

const KEY = 'unk_test_batchwords'
let stub: StubServer
let home: CliHome

/** The service's answer to a payout: a withdrawal created PENDING, as the service's create does. */
function created(request: ReceivedRequest, delayMs = 0) {
  const body = JSON.parse(request.body.toString('utf8'))
  const destination = {
    bank: body.receiver_bank_provider,
    account_no: body.receiver_bank_account_number,
    name: body.receiver_bank_account_name,
  }
  const id = `wd_${String(request.headers['idempotency-key']).slice(0, 12)}`
  return {
    status: 201,
    delayMs,
    body: {
      id,
      amount: body.amount,
      fee: '9.00',
      net_payout: body.amount,
      currency: 'THB',
      receiver_bank_provider: destination.bank,
      destination,
      kind: 'WITHDRAWAL',
      status: 'PENDING',
    },
  }
}

beforeAll(async () => {
  stub = new StubServer({[KEY]: 'cd'.repeat(32)})
  home = new CliHome()
  await home.addProfile('stub', await stub.start(), KEY, 'cd'.repeat(32))
})

afterAll(async () => {
  await stub.stop()
  home.cleanup()
})

function answering(payout: (request: ReceivedRequest) => {status: number; delayMs?: number; body: object}): void {
  stub.respond((request) => {
    if (request.target === '/v1/banks') return {status: 200, body: bankListBody()}
    if (request.target === '/v1/balance') return {status: 200, body: {available: '1000000.00', pending: '0.00', currency: 'THB'}}
    // A run again reads the rows done before; this stub keeps nothing, so it cannot say.
    if (request.method === 'GET') return {status: 404, body: {error: {code: 'NOT_FOUND', message: 'not kept', request_id: 'req_stub'}}}
    return payout(request)
  })
}

let file = 0
beforeEach(() => {
  file++
  stub.received.length = 0
})

function writePayouts(rows: number): string {
  const path = join(home.root, `payouts-${file}.csv`)
  writeFileSync(path, payoutFile(rows, `${100 + file}.00`))
  return path
}

describe('pay withdrawal batch says what its totals count', () => {
  it('counts withdrawals created PENDING as created and pending, and pays nothing yet', async () => {
    answering((request) => created(request))
    const path = writePayouts(3)
    const human = await home.runHere(['withdrawal', 'batch', path])
    expect(human.code).toBe(0)
    expect(human.stdout).not.toMatch(/Succeeded\s+3|Total paid/)
    expect(human.stdout).toMatch(/Created\s+3/)
    expect(human.stdout).toMatch(/Pending\s+3/)
    expect(human.stdout).toMatch(/Submitted\s+303\.00 THB/)
    expect(human.stdout).toMatch(/Paid\s+0\.00 THB/)
    const json = await home.runHere(['withdrawal', 'batch', path, '--json'])
    expect(JSON.parse(json.stdout).summary).toMatchObject({
      rows: 3,
      created: 3,
      pending: 3,
      succeeded: 0,
      total_paid: '0.00',
      total_submitted: '303.00',
    })
  })

  it("marks a refused row's reason as the service's own words, after pay's, in English and in Thai", async () => {
    answering(() => ({status: 422, body: {error: {code: 'ACCOUNT_CLOSED', message: 'Destination account is closed', request_id: 'req_r'}}}))
    const path = writePayouts(1)
    const english = await home.runHere(['withdrawal', 'batch', path])
    expect(english.code).not.toBe(0)
    expect(english.stderr).toMatch(/^row 1 +failed +ACCOUNT_CLOSED: the service said: "Destination account is closed"$/m)
    const thaiPath = join(home.root, 'refused-th.csv')
    writeFileSync(thaiPath, payoutFile(1, '555.00'))
    const thai = await home.runHere(['withdrawal', 'batch', thaiPath], {env: {PAY_LANG: 'th'}})
    expect(thai.code).not.toBe(0)
    expect(thai.stderr).toMatch(/^รายการ 1 +ถูกปฏิเสธ +ACCOUNT_CLOSED: ผู้ให้บริการแจ้ง: "Destination account is closed"$/m)
    expect(thai.stderr).not.toContain('สำเร็จ')
  })

  it('exits 130 when Ctrl-C stops it, as every command does, with the rows in flight recorded', async () => {
    answering((request) => created(request, 300))
    const path = writePayouts(5)
    const result = await home.runHere(['withdrawal', 'batch', path, '--concurrency', '1'], {
      whileRunning: async (io) => {
        for (let wait = 0; wait < 500 && !stub.received.some((request) => request.method === 'POST'); wait++)
          await new Promise((resolve) => setTimeout(resolve, 10))
        io.signal('SIGINT')
      },
    })
    expect(result.stdout).toContain('Stopped: interrupted')
    expect(result.code).toBe(130)
  })
})
