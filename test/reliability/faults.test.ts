import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {MONEY_COMMANDS, runUnderFaults} from './money-under-faults.js'

// The fast share of the fault runs; `npm run test:soak` runs 200 of each (test/soak/faults.soak.test.ts).
const RUNS = 12

let sandbox: TestSandbox
let home: CliHome

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  home = new CliHome()
  await home.addProfile('sandbox', sandbox.baseUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
  await home.run(['profile', 'use', 'sandbox'])
  await sandbox.topUp('100000.00')
})
afterAll(async () => {
  await sandbox?.close()
  home?.cleanup()
})

describe('money-moving commands under 20 % faults (503 before processing, connection dropped after)', () => {
  it.each(MONEY_COMMANDS.map((command) => [command.name, command] as const))(
    '%s: every run happens exactly once; a failed run prints its Idempotency-Key and a rerun with it answers the same object',
    {timeout: 180_000},
    async (_, command) => {
      const figures = await runUnderFaults(sandbox, home, command, RUNS)
      expect(figures.problems).toEqual([])
      expect(figures.objects).toBe(RUNS)
      expect(figures.processes).toBe(RUNS + figures.reruns)
    },
  )
})
