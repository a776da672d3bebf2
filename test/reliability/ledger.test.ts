import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {expectLedgerHeld, runLedgerLoad} from './ledger-load.js'
import {SandboxProcess} from './sandbox-process.js'

// The fast share of the load: 3 s without a crash, and 3 s with one. `npm run test:soak` runs 30 s with a SIGKILL halfway.
let sandbox: SandboxProcess

beforeAll(async () => {
  sandbox = await SandboxProcess.start()
})
afterAll(() => sandbox?.stop())

describe('the ledger under 8 concurrent clients', () => {
  it('stays exact per merchant: the wallet is what the objects add up to, never negative, one state per object, each credit announced once', {
    timeout: 60_000,
  }, async () => {
    const {figures, check} = await runLedgerLoad(sandbox, {clients: 8, durationMs: 3000, crash: false})
    expect(figures.deposits).toBeGreaterThan(0)
    expect(figures.credited).toBeGreaterThan(0)
    expect(figures.cancelled).toBeGreaterThan(0)
    expect(figures.withdrawals).toBeGreaterThan(0)
    expect(figures.balanceSamples).toBeGreaterThan(0)
    expect(check.ledgers).toHaveLength(2)
    expectLedgerHeld(figures, check)
  })

  // On Node 20 this is also the restart taking over the database lock the killed process held (docs/runtimes.md).
  it('loses no acknowledged object and stays exact when the sandbox is killed with SIGKILL halfway and started again', {
    timeout: 60_000,
  }, async () => {
    const killed = await SandboxProcess.start()
    try {
      const {figures, check} = await runLedgerLoad(killed, {clients: 8, durationMs: 3000, crash: true})
      expect(figures.crashes).toBe(1)
      expect(figures.acknowledged).toBeGreaterThan(0)
      expectLedgerHeld(figures, check)
    } finally {
      await killed.stop()
    }
  })
})
