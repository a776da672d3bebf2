import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {MONEY_COMMANDS, runUnderFaults} from '../reliability/money-under-faults.js'
import {printFigures} from './figures.js'

const RUNS = 200

let sandbox: TestSandbox
let home: CliHome

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  home = new CliHome()
  await home.addProfile('sandbox', sandbox.baseUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
  await home.run(['profile', 'use', 'sandbox'])
  await sandbox.topUp('1000000.00')
})
afterAll(async () => {
  await sandbox?.close()
  home?.cleanup()
})

describe(`soak: ${RUNS} runs of each money-moving command under 20 % faults`, () => {
  it.each(MONEY_COMMANDS.map((command) => [command.name, command] as const))('%s happens exactly once per run', {timeout: 900_000}, async (_, command) => {
    const figures = await runUnderFaults(sandbox, home, command, RUNS)
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
  })
})
