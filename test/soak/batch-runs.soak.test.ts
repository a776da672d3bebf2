import fc from 'fast-check'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import type {TestSandbox} from '../helpers/sandbox.js'
import {driveBatch, startSandbox, steps} from '../property/batch-runs.js'

const RUNS = 300
let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startSandbox()
  for (let top = 0; top < 20; top++) await sandbox.topUp('1000000.00')
})
afterAll(async () => {
  await sandbox?.close()
})

describe(`soak: ${RUNS} batches through kills, lost answers and edits between runs`, () => {
  it('never pays a payee twice, and loses no row', {timeout: 1_800_000}, async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (plan) => {
        expect(await driveBatch(sandbox, plan)).toEqual([])
      }),
      {numRuns: RUNS},
    )
  })
})
