import {afterEach, describe, expect, it} from 'vitest'

import {accountFor, BatchWorld, journalRecords, payoutFile} from './batch-helpers.js'

const GROSS = 10_900 // 100.00 + the sandbox's fee of 9.00, in satang
let world: BatchWorld | undefined

afterEach(async () => {
  await world?.close()
  world = undefined
})

/** The sandbox's base URL spelt as an operator might type it: each names the same service. */
function spellings(baseUrl: string): string[] {
  const port = new URL(baseUrl).port
  return [`${baseUrl}/`, baseUrl.replace('http://', 'HTTP://'), `http://127.1:${port}`, `http://localhost:${port}`, `${baseUrl}//./`]
}

describe('a batch re-run with the base URL spelt another way', () => {
  it('finds the earlier journals: nothing is sent again, the same file is continued, not refused', async () => {
    world = await BatchWorld.start()
    await world.topUp(8 * GROSS + 100_000)
    const file = await world.writeFile('payouts.csv', payoutFile(3))
    const first = await world.home.runHere(['withdrawal', 'batch', file.path, '--json'])
    expect(first.code, first.stderr).toBe(0)
    expect(journalRecords(file.journal)[0]).toMatchObject({type: 'batch', base_url: world.sandbox.baseUrl})

    const payees = [1, 2, 3]
    for (const [index, spelling] of spellings(world.sandbox.baseUrl).entries()) {
      const env = {PAY_BASE_URL: spelling}
      // One payee's name fixed and one payee added: a new file, whose first three rows the first batch paid.
      const added = 4 + index
      const content = `${payoutFile(3).replace('Payee 1', `Payee One ${index}`)}100.00,KBANK,${accountFor(added)},Payee ${added}\n`
      const fixed = await world.writeFile(`payouts-${index}.csv`, content)
      const again = await world.home.runHere(['withdrawal', 'batch', fixed.path, '--json'], {env})
      expect(JSON.parse(again.stdout).summary, `${spelling}: ${again.stderr}`).toMatchObject({sent: 1, already_paid: 3})
      payees.push(added)
      // Written normalised: localhost stays localhost (requests go where the operator said), the rest is the sandbox's spelling.
      const written = spelling.includes('localhost') ? world.sandbox.baseUrl.replace('127.0.0.1', 'localhost') : world.sandbox.baseUrl
      expect(journalRecords(fixed.journal)[0], spelling).toMatchObject({type: 'batch', base_url: written})

      const same = await world.home.runHere(['withdrawal', 'batch', file.path], {env})
      expect(same.code, `${spelling}: ${same.stderr}`).toBe(0)
      expect(same.stdout).toContain(`Batch ${file.batchId} · 3 of 3 rows have a withdrawal.`)
      const accounts = (await world.state()).withdrawals.map((withdrawal) => withdrawal.destination.account_no)
      expect(accounts.sort(), spelling).toEqual(payees.map(accountFor).sort())
    }
  })
})
