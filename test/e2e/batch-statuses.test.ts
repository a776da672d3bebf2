import {afterEach, describe, expect, it} from 'vitest'

import {BatchWorld, journalRecords, payoutFile} from './batch-helpers.js'

const GROSS = 10_900 // 100.00 + the sandbox's fee of 9.00, in satang
let world: BatchWorld | undefined

afterEach(async () => {
  await world?.close()
  world = undefined
})

describe('a batch run again shows the statuses of its rows as they are now', () => {
  it('rows settled since the first run are counted as succeeded, and Paid is their total', async () => {
    world = await BatchWorld.start()
    await world.topUp(3 * GROSS)
    const file = await world.writeFile('payouts.csv', payoutFile(3))
    const first = await world.home.runHere(['withdrawal', 'batch', file.path])
    expect(first.code).toBe(0)
    expect(first.stdout).toMatch(/Pending\s+3/)
    for (const {id} of (await world.state()).withdrawals) {
      expect((await world.sandbox.admin('POST', `/_sandbox/withdrawals/${id}/settle`, {status: 'SUCCESS'})).status).toBe(200)
    }

    const again = await world.home.runHere(['withdrawal', 'batch', file.path])
    expect(again.code).toBe(0)
    expect(again.stdout).toMatch(/Succeeded\s+3\s+SUCCESS: paid/)
    expect(again.stdout).not.toMatch(/Pending/)
    expect(again.stdout).toMatch(/Paid\s+300\.00 THB/)
    // Recorded, so that a later run knows without asking: nothing left to read again.
    expect(journalRecords(file.journal).filter((record) => record.type === 'done' && record.status === 'SUCCESS')).toHaveLength(3)
    const json = JSON.parse((await world.home.runHere(['withdrawal', 'batch', file.path, '--json'])).stdout)
    expect(json.summary).toMatchObject({succeeded: 3, pending: 0, total_paid: '300.00', total_submitted: '0.00'})
    expect(json.rows.every((row: {status: string; status_seen_at?: string}) => row.status === 'SUCCESS' && !row.status_seen_at)).toBe(true)
  })

  it('a status that cannot be read again is shown with when it was seen', async () => {
    world = await BatchWorld.start()
    await world.topUp(3 * GROSS)
    const file = await world.writeFile('payouts.csv', payoutFile(3))
    expect((await world.home.runHere(['withdrawal', 'batch', file.path])).code).toBe(0)
    // The withdrawals are unknown to another merchant's key: each read is refused.
    const other = (await world.sandbox.admin('POST', '/_sandbox/merchants', {name: 'Other'})).body
    await world.home.addProfile('other', world.sandbox.baseUrl, other.test.key_id, other.test.secret)
    const recorded = journalRecords(file.journal)
      .filter((record) => record.type === 'done')
      .sort((a, b) => a.row - b.row)
      .map((record) => record.at)
    const again = await world.home.runHere(['withdrawal', 'batch', file.path, '--json', '--profile', 'other', '--retries', '0'])
    const report = JSON.parse(again.stdout)
    expect(report.summary).toMatchObject({sent: 0, pending: 3})
    expect(report.rows.map((row: {status_seen_at?: string}) => row.status_seen_at)).toEqual(recorded)
    const human = await world.home.runHere(['withdrawal', 'batch', file.path, '--profile', 'other', '--retries', '0'])
    expect(human.stdout).toContain('The status of 3 rows could not be read again now; they are shown as seen')
  })
})
