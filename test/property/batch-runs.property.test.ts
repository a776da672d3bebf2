import fc from 'fast-check'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import type {TestSandbox} from '../helpers/sandbox.js'
import {driveBatch, startSandbox, steps} from './batch-runs.js'

// A small share of the sweep; test/soak/batch-runs.soak.test.ts runs the long one.
const RUNS = 6
let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startSandbox()
  for (let top = 0; top < 2; top++) await sandbox.topUp('1000000.00')
})
afterAll(async () => {
  await sandbox?.close()
})

describe('a batch through kills, lost answers and edits between runs (property-based, against the sandbox)', () => {
  it('never pays a payee twice, and loses no row', {timeout: 120_000}, async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (plan) => {
        expect(await driveBatch(sandbox, plan)).toEqual([])
      }),
      {numRuns: RUNS},
    )
  })
})
