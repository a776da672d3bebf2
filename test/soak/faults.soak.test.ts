import {describe, expect, it} from 'vitest'

import {MONEY_COMMANDS, runUnderFaults, useFaultWorld} from '../reliability/money-under-faults.js'
import {printFigures} from './figures.js'

const RUNS = 200
const world = useFaultWorld()

describe(`soak: ${RUNS} runs of each money-moving command under 20 % faults`, () => {
  it.each(MONEY_COMMANDS.map((command) => [command.name, command] as const))(
    '%s happens exactly once per run',
    {timeout: 900_000},
    async (_, command) => {
      const figures = await runUnderFaults(world.sandbox, world.home, command, RUNS)
      const {problems, ...counts} = figures
      printFigures(`faults: ${command.name}`, {
        ...counts,
        faults_injected: figures.unavailable + figures.dropped,
        problems: problems.length,
        exactly_once: figures.objects === RUNS && problems.length === 0,
      })
      expect(problems).toEqual([])
      expect(figures.objects).toBe(RUNS)
      // 200 runs at 20 % meet both kinds of fault, failures, and failed runs the sandbox had in fact processed.
      expect(figures.unavailable).toBeGreaterThan(0)
      expect(figures.dropped).toBeGreaterThan(0)
      expect(figures.failed).toBeGreaterThan(0)
      expect(figures.replayed).toBeGreaterThan(0)
    },
  )
})
