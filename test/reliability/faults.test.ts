import {describe, expect, it} from 'vitest'

import {MONEY_COMMANDS, runUnderFaults, useFaultWorld} from './money-under-faults.js'

// The fast share of the fault runs; `npm run test:soak` runs 200 of each (test/soak/faults.soak.test.ts).
const RUNS = 12
const world = useFaultWorld()

describe('money-moving commands under 20 % faults (503 before processing, connection dropped after)', () => {
  it.each(MONEY_COMMANDS.map((command) => [command.name, command] as const))(
    '%s: every run happens exactly once; a failed run prints its Idempotency-Key and a rerun with it answers the same object',
    {timeout: 180_000},
    async (_, command) => {
      const figures = await runUnderFaults(world.sandbox, world.home, command, RUNS)
      expect(figures.problems).toEqual([])
      expect(figures.objects).toBe(RUNS)
      expect(figures.commandRuns).toBe(RUNS + figures.reruns)
    },
  )
})
