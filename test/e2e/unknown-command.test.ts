import {afterAll, describe, expect, it} from 'vitest'
import {PSEUDO_OPEN} from '../../src/ui/words/pseudo.js'
import {CliHome} from '../helpers/cli.js'
import {uncatalogued} from '../helpers/pseudo-locale.js'
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

  it.each([
    [['webhook', 'chek', '--help'], 'Error: `pay webhook chek` is not a command. Did you mean `pay webhook check`?'],
    [['deposit', 'creat', '--amount', '5', '--help'], 'Error: `pay deposit creat` is not a command. Did you mean `pay deposit create`?'],
    [['help', 'withdrawl', 'create'], 'Error: `pay withdrawl create` is not a command. Did you mean `pay withdrawal create`?'],
    [['nosuch', '--help'], 'Error: `pay nosuch` is not a command.\n'],
  ])('%j asks help of a command that does not exist: answered as the unknown command, exit 127', async (args, said) => {
    const result = await home.run(args)
    expect(result.code).toBe(127)
    expect(result.stderr).toBe(`${said}\n  → Run \`pay help\` for the list of commands.\n`.replace('\n\n', '\n'))
    expect(result.stdout).toBe('')
  })

  it('--help of a command or a topic that exists is still its help, exit 0', async () => {
    for (const args of [
      ['webhook', 'check', '--help'],
      ['webhook', '--help'],
      ['help', 'deposit', 'create'],
      ['deposit', 'get', 'dep_1', '--help'],
    ]) {
      const result = await home.run(args)
      expect(result.code).toBe(0)
      expect(result.stdout).toContain('USAGE')
    }
  })

  it('on a terminal: the same suggestion, never a question that would run another command', async () => {
    const result = await runInTerminal(['balnce'], home.env, [])
    expect(result.code).toBe(127)
    expect(result.stdout).toContain('Did you mean `pay balance`?')
    expect(result.stdout).not.toMatch(/\(Y\/n\)|\? \(y/i)
  })

  it.each([[['balnce']], [['help', 'nosuch']], [['webhook', 'chek', '--help']]])(
    '%j in the language of the run: every line from the catalog, the Thai one in Thai',
    async (args) => {
      const pseudo = await home.run(args, {env: {PAY_LANG: 'qps'}})
      expect(pseudo.code).toBe(127)
      expect(pseudo.stderr).toContain(PSEUDO_OPEN)
      for (const line of uncatalogued(pseudo.stderr, []).split('\n')) expect(line).not.toMatch(/[A-Za-z]{2,}/)
      const thai = await home.run(args, {env: {PAY_LANG: 'th'}})
      expect(thai.stderr).toMatch(/^ข้อผิดพลาด: ไม่มีคำสั่ง `pay /)
    },
  )
})
