import {readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {MAX_TEXT_CHARS, textFact} from '../../src/core/money/field-readers.js'
import {OPTIONAL_COLUMNS, REQUIRED_COLUMNS} from '../../src/services/batch/payout-csv.js'
import {sayErrorFacts} from '../../src/ui/words/active.js'
import {en} from '../../src/ui/words/en/index.js'
import {th} from '../../src/ui/words/th/index.js'
import type {CliHome} from '../helpers/cli.js'
import {bankListOnlyStub, type StubServer} from '../helpers/stub-server.js'

// Guard (a person's text that shows nothing, or is longer than the one limit): every flag of the manifest that
// takes a person's text (named like a name, a description or a reference), every text column of a payout file
// and the prompt for the payer's name refuse each blank-looking value and a value over MAX_TEXT_CHARS, with the
// same words (English and Thai), and send nothing. A new such flag fails here until it has a run below.
const KEY = 'unk_test_persontext'

interface Manifest {
  commands: Record<string, {flags: Record<string, {type: string}>}>
}
const manifest = JSON.parse(readFileSync(new URL('../../oclif.manifest.json', import.meta.url), 'utf8')) as Manifest
const LOOKS_LIKE_TEXT = /name|description|ref|note|memo/

/** Flags named like a person's text that are not one, and why. */
const NOT_PERSON_TEXT: Record<string, string> = {
  'login name': "the profile's name, a key of the profile store",
  'test:simulate-transfer sender-name': "what the sandbox records as the bank's sender: a test of how an app copes with any name",
}

/** A valid run of each command, by flag; the guard puts the value under test in one flag. */
const VALID: Record<string, Record<string, string>> = {
  'deposit:create': {amount: '100', method: 'bank', 'payer-bank': 'KBANK', 'payer-name': 'Somchai', 'payer-account': '1234567890'},
  'withdrawal:create': {amount: '100', bank: 'KBANK', 'account-no': '1234567890', 'account-name': 'Somchai'},
}

const FLAGS = Object.entries(manifest.commands).flatMap(([id, command]) =>
  Object.entries(command.flags)
    .filter(([flag, {type}]) => type === 'option' && LOOKS_LIKE_TEXT.test(flag) && !(`${id} ${flag}` in NOT_PERSON_TEXT))
    .map(([flag]) => ({id, flag})),
)
/** The columns read as a person's text: all but the ones with a syntax of their own. */
const COLUMNS = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS].filter((column) => !['amount', 'account_no', 'bank'].includes(column))

const REFUSED: Array<[string, string]> = [
  ['U+3164 HANGUL FILLER', '\u3164'],
  ['U+2800 BRAILLE BLANK', '\u2800\u2800'],
  ['only combining marks', '\u0301\u0308'],
  ['variation selectors', '\uFE0F\uFE0E'],
  ['zero-width characters', '\u200B\u200D'],
  ['U+115F and U+1160', '\u115F\u1160'],
  ['U+FFA0 HALFWIDTH HANGUL FILLER', ' \uFFA0 '],
  ['one character over the limit', 'ก'.repeat(MAX_TEXT_CHARS + 1)],
]

let stub: StubServer
let home: CliHome

beforeAll(async () => {
  ;({stub, home} = await bankListOnlyStub(KEY))
})
afterAll(async () => {
  await stub?.stop()
  home?.cleanup()
})

// A private-use character: an error's facts come to its words escaped, and this one is shown as it is.
const LABEL = '\uE000'
/** The words of the refusal, without the label (each surface names the field its own way). */
function refusalWords(value: string, lang: 'en' | 'th'): string[] {
  const fact = textFact(value.trim(), LABEL)
  expect(fact, 'the reader refuses it').toBeDefined()
  return sayErrorFacts(fact!, lang === 'en' ? en : th)
    .message.split(LABEL)
    .map((part) => part.replaceAll(/\s+/g, ' ').trim())
    .filter((part) => part.length > 3)
}

function expectRefused(result: {code: number; stderr: string}, value: string, lang: 'en' | 'th' = 'en') {
  expect(result.code, result.stderr).toBe(2)
  for (const part of refusalWords(value, lang)) expect(result.stderr).toContain(part)
  expect(stub.received.filter((request) => request.method !== 'GET')).toEqual([])
}

describe("a person's text that shows nothing, or is too long", () => {
  it('knows how to run every flag that takes a person’s text', () => {
    expect(FLAGS.length).toBeGreaterThan(0)
    expect(FLAGS.filter(({id}) => !(id in VALID))).toEqual([])
  })

  describe.each(FLAGS)('$id --$flag', ({id, flag}) => {
    it.each(REFUSED)('refuses %s, in English and Thai', async (_name, value) => {
      stub.received.length = 0
      const args = Object.entries({...VALID[id], [flag]: value}).flatMap(([name, given]) => [`--${name}`, given])
      const command = [...id.split(':'), ...args, '--profile', 'stub']
      expectRefused(await home.runHere(command), value)
      expectRefused(await home.runHere(command, {env: {PAY_LANG: 'th'}}), value, 'th')
    })
  })

  describe.each(COLUMNS)('the payout file column %s', (column) => {
    it.each(REFUSED)('refuses %s', async (_name, value) => {
      stub.received.length = 0
      const columns = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS]
      const row: Record<string, string> = {
        amount: '100.00',
        bank: 'KBANK',
        account_no: '1234567890',
        account_name: 'Somchai',
        [column]: value,
      }
      const file = join(home.root, 'payouts.csv')
      writeFileSync(file, `${columns.join(',')}\n${columns.map((name) => row[name] ?? '').join(',')}\n`)
      expectRefused(await home.runHere(['withdrawal', 'batch', file, '--yes', '--profile', 'stub']), value)
    })
  })

  describe('the prompt for the payer’s name', () => {
    it.each(REFUSED)('refuses %s', async (_name, value) => {
      stub.received.length = 0
      const {'payer-name': _asked, ...rest} = VALID['deposit:create']!
      const args = Object.entries(rest).flatMap(([name, given]) => [`--${name}`, given])
      let refused = ''
      const result = await home.runHere(['deposit', 'create', ...args, '--profile', 'stub'], {
        tty: true,
        // A person at a terminal: with CI set, pay asks nothing (docs/cli-decisions.md).
        env: {CI: 'false'},
        whileRunning: async (io) => {
          await until(() => io.stderr.text.includes("Payer's name"))
          io.stdin.write(`${value}\r`)
          // Drawn wrapped, in colour: read as words.
          const shown = () => io.stderr.text.replaceAll(/\x1b\[[0-9;]*[A-Za-z]/g, '').replaceAll(/\s+/g, ' ')
          await until(() => refusalWords(value, 'en').every((part) => shown().includes(part)))
          refused = shown()
          io.stdin.write('\u0003')
        },
      })
      expect(result.code).not.toBe(0)
      for (const part of refusalWords(value, 'en')) expect(refused).toContain(part)
      expect(stub.received.filter((request) => request.method !== 'GET')).toEqual([])
    })
  })
})

async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 10))
}
