import {afterAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'

const home = new CliHome()
afterAll(() => home.cleanup())

async function refused(args: string[]) {
  const run = await home.runHere(args)
  expect(run.code, run.stderr).toBe(2)
  expect(run.stderr).not.toContain('See more help with --help')
  expect(run.stderr).not.toContain('The following error occurred')
  return run.stderr
}

describe("oclif's parse errors are said in pay's words, with a code and a next step", () => {
  it('an unknown flag suggests the nearest one', async () => {
    const stderr = await refused(['balance', '--jsn'])
    expect(stderr).toContain('`pay balance` has no flag --jsn.')
    expect(stderr).toContain('code UNKNOWN_FLAG')
    expect(stderr).toContain('Did you mean --json?')
    expect(stderr).toContain('pay help balance')
  })

  it('an unknown flag given a value suggests the nearest one by its name, whatever the value holds', async () => {
    for (const typed of ['--jsn=1', '--jsn=a=b', `--jsn=${'='.repeat(100_000)}\n`]) {
      expect(await refused(['balance', typed])).toContain('Did you mean --json?')
    }
  })

  it('a missing required flag is named', async () => {
    const stderr = await refused(['withdrawal', 'create', '--amount', '10', '--bank', 'KBANK', '--account-no', '1234567890', '--no-input'])
    expect(stderr).toContain('`pay withdrawal create` needs --account-name.')
    expect(stderr).toContain('code MISSING_FLAG')
  })

  it('a missing argument is named', async () => {
    const stderr = await refused(['deposit', 'get'])
    expect(stderr).toContain('`pay deposit get` needs its argument ID.')
    expect(stderr).toContain('code MISSING_ARGUMENT')
  })

  it('a word too many says that a value with spaces needs quotes', async () => {
    const stderr = await refused(['withdrawal', 'create', '--account-name', 'Somchai', 'Jaidee'])
    expect(stderr).toContain('`pay withdrawal create` does not take Jaidee.')
    expect(stderr).toContain('code UNEXPECTED_ARGUMENT')
    expect(stderr).toContain('needs quotes')
  })

  it("a value outside a flag's or an argument's options, an integer flag's range or an Idempotency-Key with a space is said in the run's language, its --json in oclif's English", async () => {
    for (const [args, english, thai] of [
      [
        ['sandbox', 'key', 'rotate', '--mode', 'prod', '--merchant', 'm'],
        'Expected --mode=prod to be one of: test, live',
        '--mode รับค่า prod ไม่ได้: เลือกจาก test, live',
      ],
      [['trigger', 'nope.event'], 'Expected nope.event to be one of: ', 'ไม่รู้จัก nope.event: เลือกจาก '],
      [
        ['doctor', '--timeout', '0'],
        'Parsing --timeout \n\tExpected an integer greater than or equal to 1 but received: 0',
        '--timeout ต้องเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป ไม่ใช่ 0',
      ],
      [
        ['withdrawal', 'batch', 'payouts.csv', '--concurrency', '99'],
        'Expected an integer less than or equal to 32 but received: 99',
        '--concurrency ต้องเป็นจำนวนเต็มไม่เกิน 32 ไม่ใช่ 99',
      ],
      [['doctor', '--timeout', 'ten'], 'Expected an integer but received: ten', '--timeout ต้องเป็นจำนวนเต็ม ไม่ใช่ "ten"'],
      [
        ['withdrawal', 'create', '--idempotency-key', 'a b', '--amount', '1', '--bank', 'KBANK', '--account-no', '1234567890'],
        '--idempotency-key "a b" is not a header value: visible ASCII characters, no spaces.',
        '--idempotency-key "a b" ใช้เป็นค่าเฮดเดอร์ไม่ได้: ต้องเป็นอักขระ ASCII ที่มองเห็นได้ ไม่มีช่องว่าง',
      ],
    ] as const) {
      const json = JSON.parse((await home.runHere([...args, '--json'])).stdout).error
      expect(json).toMatchObject({code: 'INVALID_INPUT'})
      expect(json.message).toContain(english)
      const said = await home.runHere([...args, '--json'], {env: {PAY_LANG: 'th'}})
      expect(JSON.parse(said.stdout).error).toEqual(json)
      expect((await home.runHere([...args], {env: {PAY_LANG: 'th'}})).stderr).toContain(thai)
    }
  })

  it('keeps the error envelope under --json', async () => {
    const run = await home.runHere(['balance', '--jsn', '--json'])
    expect(run.code).toBe(2)
    expect(JSON.parse(run.stdout).error).toMatchObject({code: 'UNKNOWN_FLAG'})
  })
})
