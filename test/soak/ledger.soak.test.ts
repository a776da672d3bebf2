import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {expectLedgerHeld, runLedgerLoad} from '../reliability/ledger-load.js'
import {SandboxProcess} from '../reliability/sandbox-process.js'
import {printFigures} from './figures.js'

let sandbox: SandboxProcess

beforeAll(async () => {
  sandbox = await SandboxProcess.start()
})
afterAll(() => sandbox?.stop())

describe('soak: 8 clients for 30 s, the sandbox killed with SIGKILL halfway and restarted', () => {
  it('loses no acknowledged object and keeps the ledger exact', {timeout: 180_000}, async () => {
    const {figures, check} = await runLedgerLoad(sandbox, {clients: 8, durationMs: 30_000, crash: true})
    const invariantHeld = check.ledgers.every((ledger) => JSON.stringify(ledger.wallet) === JSON.stringify(ledger.fromObjects))
    printFigures('ledger under load, with a crash', {
      ...figures,
      lost: check.lost.length,
      two_states: check.twoStates.length,
      unmatched: check.unmatched.length,
      success_events_off: check.successEvents.length,
      invariant_held: invariantHeld,
    })
    expect(figures.crashes).toBe(1)
    expect(figures.networkErrors).toBeGreaterThan(0)
    expectLedgerHeld(figures, check)
  })
})
