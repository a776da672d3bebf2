import {existsSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'

// `pay help` and `pay autocomplete` are oclif's own commands, bundled as pay's (scripts/build/bundle.js).
const home = new CliHome()
afterAll(() => home.cleanup())

describe('pay help', () => {
  it.each([
    [[], ['TOPICS', 'deposit', 'COMMANDS', 'balance', 'autocomplete', 'help']],
    [['deposit'], ['pay deposit COMMAND', 'deposit watch']],
    [
      ['deposit', 'get'],
      ['pay deposit get ID', 'FLAGS', '--json'],
    ],
    [['withdrawal', 'batch'], ['pay withdrawal batch']],
    [['autocomplete'], ['pay autocomplete [SHELL]', '--refresh-cache']],
  ])('help %j', async (words, expected) => {
    const result = await home.run(['help', ...words])
    expect(result.code, result.stderr).toBe(0)
    for (const text of expected) expect(result.stdout).toContain(text)
  })

  it('--help of a command prints what `pay help` of it prints', async () => {
    const [viaFlag, viaCommand] = await Promise.all([home.run(['balance', '--help']), home.run(['help', 'balance'])])
    expect(viaFlag.stdout).toBe(viaCommand.stdout)
  })
})

describe('pay autocomplete', () => {
  it.each(['bash', 'zsh'])('%s: the set-up instructions, and the completion scripts written to the cache dir', async (shell) => {
    const result = await home.run(['autocomplete', shell])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain(`pay autocomplete script ${shell}`)
    const functions = join(home.env.PAY_CACHE_DIR, 'autocomplete', 'functions', shell)
    expect(existsSync(join(functions, shell === 'bash' ? 'pay.bash' : '_pay'))).toBe(true)
  })

  it('script bash: the line a shell sources, pointing into the cache dir', async () => {
    const result = await home.run(['autocomplete', 'script', 'bash'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain(`PAY_AC_BASH_SETUP_PATH=${join(home.env.PAY_CACHE_DIR, 'autocomplete', 'bash_setup')}`)
  })
})
