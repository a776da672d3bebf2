import {execFileSync} from 'node:child_process'

import {describe, expect, it} from 'vitest'

import {en} from '../../src/ui/words/en/index.js'
import {th} from '../../src/ui/words/th/index.js'
import {
  arrivalClaims,
  claimProblems,
  commandProblems,
  expectHonestClaims,
  parseShellLine,
  printedCommands,
  shellWords,
} from '../helpers/claims.js'

describe('the claims check every run goes through', () => {
  it('fails a ✗ verdict that exits 0, and lets it pass with a non-zero exit', () => {
    const run = {code: 0, stdout: '✗ Deposit dep_1 was not credited (still PENDING).\n', stderr: ''}
    expect(() => expectHonestClaims(['test', 'simulate-transfer', 'dep_1'], run)).toThrow(/✗ verdict with exit 0/)
    expect(() => expectHonestClaims(['test', 'simulate-transfer', 'dep_1'], {...run, code: 4})).not.toThrow()
  })

  it('finds the commands printed for a person, in backticks or at the end of a sentence, and not prose', () => {
    const text =
      'See it with: pay balance\nRun `pay withdrawal list --all` to check.\nThen run pay deposit watch dep_1 (or pass --wait).\nThe customer must pay exactly this.'
    expect(printedCommands(text)).toEqual(['pay balance', 'pay withdrawal list --all', 'pay deposit watch dep_1'])
  })

  it('fails a hint naming an unknown command or flag, missing an argument, or topping up more than accepted', () => {
    expect(commandProblems('pay withdrawal list --state=PENDING')).toEqual(['withdrawal list has no flag --state'])
    expect(commandProblems('pay withdrawl list')).toEqual(['names no command'])
    expect(commandProblems('pay deposit get --verbose')).toEqual(['missing id'])
    expect(commandProblems('pay deposit get')).toEqual([])
    expect(commandProblems('pay test top-up 1,000,000.01')).toEqual(['1,000,000.01 is over the 1,000,000.00 a top-up accepts'])
    expect(commandProblems('pay test top-up 1000000.00')).toEqual([])
    expect(commandProblems('pay webhook replay EVENT_ID --forward-to http://127.0.0.1:3000/hook')).toEqual([])
    expect(claimProblems('Fund it: `pay test top-up 5000 --bogus`', 1)).toEqual([
      '`pay test top-up 5000 --bogus`: test top-up has no flag --bogus',
    ])
    expect(commandProblems('pay help withdrawal batch')).toEqual([])
  })

  it('does not take the command line the run was given, echoed back, for a hint', () => {
    const text = 'Error: `pay balnce` is not a command. Did you mean `pay balance`?'
    expect(claimProblems(text, 127, ['pay', 'balnce'])).toEqual([])
    expect(claimProblems(text, 127)).toEqual(['`pay balnce`: names no command'])
    expect(claimProblems(text, 127, ['pay', 'balnce', '--json'])).toEqual([])
    expect(claimProblems('Error: `pay bal` is not a command.', 127, ['pay', 'balnce'])).toEqual(['`pay bal`: names no command'])
  })

  it('splits a printed command as a shell would', () => {
    expect(shellWords(`pay request POST /v1/x -d '{"a": 1}' --data-file "my file" a\\ b`)).toEqual([
      'pay',
      'request',
      'POST',
      '/v1/x',
      '-d',
      '{"a": 1}',
      '--data-file',
      'my file',
      'a b',
    ])
    expect(shellWords(`pay sign 'POST`)).toBeUndefined()
  })

  it('fails a printed command a shell would not run as shown: a value with a space, a quote or a character it acts on', () => {
    expect(
      commandProblems('pay deposit create --amount 100.00 --payer-bank KBANK --payer-name Somchai Jaidee --payer-account 1234567890'),
    ).toEqual(['unexpected Jaidee'])
    expect(commandProblems("pay profile use O'Brien")).toEqual(['its quotes are not closed'])
    expect(commandProblems('pay profile use shop&co')).toEqual([
      'its & is not quoted, and the shell acts on it: quote the value with shellWord',
    ])
    expect(commandProblems('pay deposit watch $ID')).toEqual([
      'its $ is not quoted, and the shell acts on it: quote the value with shellWord',
    ])
    expect(commandProblems('pay profile use ~me')).toHaveLength(1)
    expect(commandProblems('pay deposit get <id>')).toHaveLength(1)
    expect(commandProblems('pay profile use "a$b"')).toEqual(['the shell expands its $ inside double quotes: quote it with shellWord'])
    expect(commandProblems("pay profile use 'a$b'")).toEqual([])
    expect(commandProblems('pay profile use a#b')).toEqual([])
  })

  it('reads a command line into the words sh gives the command', () => {
    const lines = [
      `pay request POST /v1/x -d '{"a": 1, "b": [2]}'`,
      `pay profile use 'it'\\''s' "say \\"hi\\"" a\\ b ''`,
      'pay deposit create --payer-name Somchai\\ Jaidee --amount 1,500.00 --x=y@z:%+,./-',
      "pay profile add 'ไทย ร้าน' --base-url 'http://h/a?b=c&d'",
    ]
    for (const line of lines) {
      const byShell = execFileSync('sh', ['-c', line.replace(/^pay/, `printf '%s\\0' pay`)])
        .toString('utf8')
        .split('\0')
        .slice(0, -1)
      expect(parseShellLine(line)).toEqual({words: byShell})
    }
  })

  it('finds the words that say money arrived, from the catalog and its verbs, and not where they are denied', () => {
    expect(arrivalClaims('Amount 300.00 THB received by the destination', en, 'en')).not.toEqual([])
    expect(arrivalClaims('Net payout 300.00 THB', en, 'en')).toHaveLength(1)
    expect(arrivalClaims('Withdrawal SUCCESS: 300.00 THB paid to KBANK 1234567890.', en, 'en')).toHaveLength(1)
    expect(arrivalClaims('Withdrawal PENDING: not paid yet. Nothing was paid; not credited (still EXPIRED).', en, 'en')).toEqual([])
    expect(arrivalClaims('Unpaid and prepaid are other words.', en, 'en')).toEqual([])
    expect(arrivalClaims('ยอดเงิน 300.00 บาท ยอดที่บัญชีปลายทางได้รับ', th, 'th')).not.toEqual([])
    expect(arrivalClaims('ถอนเงิน สำเร็จ (SUCCESS): จ่าย 300.00 บาท ให้ KBANK แล้ว', th, 'th')).toHaveLength(1)
    expect(arrivalClaims('ยังไม่ได้จ่ายเงิน ไม่มีการจ่ายเงิน ไม่ได้รับคำตอบ', th, 'th')).toEqual([])
  })
})
