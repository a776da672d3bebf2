import {afterAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {runInTerminal} from '../helpers/terminal.js'

const home = new CliHome()
afterAll(() => home.cleanup())

describe('an unknown command', () => {
  it.each([
    [['balnce'], 'Did you mean `pay balance`?'],
    [['withdrawl', 'create'], 'Did you mean `pay withdrawal create`?'],
    [['deposit', 'creat'], 'Did you mean `pay deposit create`?'],
  ])('%j without a terminal: the nearest command on stderr, exit 127', async (args, suggestion) => {
    const result = await home.run(args)
    expect(result.code).toBe(127)
    expect(result.stderr).toContain(suggestion)
    expect(result.stderr).toContain('Run `pay help` for the list of commands.')
    expect(result.stdout).toBe('')
  })

  it('far from every command: no guess, exit 127', async () => {
    const result = await home.run(['zzzzzz'])
    expect(result.code).toBe(127)
    expect(result.stderr).not.toContain('Did you mean')
  })

  it('on a terminal: the same suggestion, never a question that would run another command', async () => {
    const result = await runInTerminal(['balnce'], home.env, [])
    expect(result.code).toBe(127)
    expect(result.stdout).toContain('Did you mean `pay balance`?')
    expect(result.stdout).not.toMatch(/\(Y\/n\)|\? \(y/i)
  })
})
