import {describe, expect, it} from 'vitest'

import {MONEY_COMMANDS, runUnderFaults, useFaultWorld} from '../reliability/money-under-faults.js'
import {printFigures} from './figures.js'

const RUNS = 200
const world = useFaultWorld()

describe(`soak: ${RUNS} runs of each money-moving command under 20 % faults`, () => {
  it.each(MONEY_COMMANDS.map((command) => [command.name, command] as const))('%s happens exactly once per run', {timeout: 900_000}, async (_, command) => {
    const figures = await runUnderFaults(world.sandbox, world.home, command, RUNS)
    printFigures(`faults: ${command.name}`, {...figures})
    expect(figures.objects).toBe(RUNS)
    expect(figures.failedFirst).toBeGreaterThan(0)
  })
})
