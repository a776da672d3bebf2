import {readFileSync} from 'node:fs'

import {afterEach, describe, expect, it} from 'vitest'

import type {ErrorFacts} from '../../src/core/error-facts.js'
import {displayWidth, padEndDisplay, truncateDisplay} from '../../src/core/text/display-width.js'
import {terminalSafe} from '../../src/core/text/visible-text.js'
import {renderTable} from '../../src/ui/text/table.js'
import {sayErrorFacts, speak, words} from '../../src/ui/words/active.js'
import {thaiDateTime} from '../../src/ui/words/dates.js'
import {en} from '../../src/ui/words/en/index.js'
import {chooseLanguage, plural} from '../../src/ui/words/language.js'
import {PSEUDO_CLOSE, PSEUDO_OPEN, pseudoWords} from '../../src/ui/words/pseudo.js'
import {th} from '../../src/ui/words/th/index.js'

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {oclif: {topics: Record<string, unknown>}}

/** Every key path of a catalog, and each string it holds (functions called with sample values). */
function leaves(catalog: object, path = ''): Array<[string, unknown]> {
  return Object.entries(catalog).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leaves(value, `${path}${key}.`) : [[`${path}${key}`, value] as [string, unknown]],
  )
}

/** Sample values for a message function: codes, numbers, names, so only the catalog's own words remain. */
function said(value: unknown): string {
  if (typeof value === 'string') return value
  const fn = value as (...args: unknown[]) => string
  const samples = [
    ['X_CODE', 'X_CODE'],
    [3, 7, 1],
    ['2026-11-22T12:00:00Z'],
    [['--amount', '--bank']],
    ['NOT_MATCHED_YET', {message: 'X_CODE', depositId: 'X_CODE'}],
  ]
  for (const args of samples) {
    try {
      const text = fn(...args, ...args, ...args)
      if (typeof text === 'string' && !text.includes('undefined') && !text.includes('NaN')) return text
    } catch {}
  }
  return fn({language: 'th', source: 'LANG', value: 'th_TH.UTF-8'})
}

/** Errors as they were made (test/ui/error-corpus.test.ts), of every code: said by the `errors` surface from their facts. */
const CORPUS: Array<{facts: ErrorFacts}> = JSON.parse(readFileSync(new URL('../fixtures/error-corpus.json', import.meta.url), 'utf8'))

/** Every string of an error's facts, longest first: the values a sentence shows as they came. */
function valuesOf(value: unknown): string[] {
  const strings = (inner: unknown): string[] =>
    typeof inner === 'string' ? [inner] : inner && typeof inner === 'object' ? Object.values(inner).flatMap(strings) : []
  return strings(value).sort((a, b) => b.length - a.length)
}

/**
 * A sentence without the values of its facts, each taken out where it stands whole: not where it ends or begins a
 * longer word (`.xlsx` of `report.xlsx`, an example the sentence gives), which stays for the words kept below.
 */
function withoutValues(text: string, facts: ErrorFacts): string {
  return valuesOf(facts).reduce((rest, value) => {
    const escaped = terminalSafe(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return rest.replace(new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`, 'g'), '')
  }, text)
}

// Words a Thai operator reads in Latin letters as they are: names, codes, commands and their tools; in help, also
// quoted values, field names and event types, paths, headers and keys (a token with _ . / = - $ { < or a digit).
const manifest = JSON.parse(readFileSync(new URL('../../oclif.manifest.json', import.meta.url), 'utf8')) as {
  commands: Record<string, unknown>
}
/** `pay` and the words of one of its commands, as typed (`pay sandbox stop`): longest first, so the whole is taken. */
const PAY_COMMAND = new RegExp(
  `\\bpay (?:${Object.keys(manifest.commands)
    .map((id) => id.replaceAll(':', ' '))
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'g',
)
const LATIN_KEPT =
  /`[^`]*`|"[^"]*"|'[^']*'|--[\w-]+|\b[A-Z][A-Z0-9_]+\b|\bpay\b|\bth\b|\ben\b|\bendpoint\b|\bloopback\b|\bpid\b|\b2xx\b|\bdeposit\.expired\b|\bId[\w-]+-Key\b|\bLC_\w+|\blang\b|request_id|\bSomchai\b|\b(Enter|Esc)\b|th_TH\.UTF-8|[\w.-]*X_CODE|\bnpm install\b|@latest\b|\b(stdin|stderr|https?|hex|curl|Unix|SQLite|UnknownPay|Excel|Keychain|amount|description|Python|Windows|PowerShell|Bash|bash|zsh|powershell)\b|[^\s\u0E00-\u0E7F]*[_./=${<\d-][^\s\u0E00-\u0E7F]*/g

describe('the catalog', () => {
  afterEach(() => speak('en', {}))

  it('has every key of the English catalog in Thai, and nothing else', () => {
    expect(
      leaves(th)
        .map(([key]) => key)
        .filter((key) => !/^(error\.hints|help\.(root|topics|commands|flags|unbroken))\./.test(key)),
    ).toEqual(leaves(en).map(([key]) => key))
  })

  it('has a Thai description for every topic (the commands: test/ui/help-words.test.ts)', () => {
    expect(Object.keys(th.help.topics).sort()).toEqual(Object.keys(pkg.oclif.topics).sort())
  })

  it('leaves no English in Thai but names and codes', () => {
    for (const [key, value] of leaves(th).filter(([key]) => !key.startsWith('errors.'))) {
      const text = said(value).replace(PAY_COMMAND, '').replace(LATIN_KEPT, '')
      expect(text, key).not.toMatch(/[A-Za-z]{2,}/)
    }
  })

  it('says every recorded error in Thai with no English but the values it was given', () => {
    for (const {facts} of CORPUS) {
      const {message, tryMessage} = sayErrorFacts(facts, th)
      const shown = withoutValues(`${message}\n${tryMessage ?? ''}`, facts)
      expect(shown.replace(PAY_COMMAND, '').replace(LATIN_KEPT, ''), facts.code).not.toMatch(/[A-Za-z]{2,}/)
    }
  })

  it('makes the pseudo-locale from English: every word marked and longer', () => {
    const pseudo = leaves(pseudoWords())
    expect(pseudo.map(([key]) => key)).toEqual(leaves(en).map(([key]) => key))
    for (const [key, value] of pseudo.filter(([key]) => !key.startsWith('errors.'))) {
      const text = said(value)
      expect(text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE), key).toBe(true)
    }
    for (const {facts} of CORPUS) {
      const {message, tryMessage} = sayErrorFacts(facts, pseudoWords())
      for (const line of [...message.split('\n'), ...(tryMessage?.split('\n') ?? [])])
        expect(line.startsWith(PSEUDO_OPEN) && line.endsWith(PSEUDO_CLOSE), `${facts.code}: ${line}`).toBe(true)
    }
    expect(pseudoWords().balance.available).toBe('⟦Available···⟧')
  })

  it('says amounts in baht and dates in the Buddhist calendar with Thai month names, Gregorian on request', async () => {
    await speak('th', {})
    expect(words().amount(123_450, 'THB')).toBe('1,234.50 บาท')
    expect(words().amount(5, 'USD')).toBe('0.05 USD')
    // Noon UTC is the same day from UTC-11 to UTC+11.
    expect(words().dateTime('2026-11-22T12:00:00Z')).toMatch(/^22 พ\.ย\. 2569 \d\d:00:00$/)
    expect(thaiDateTime('2026-01-15T12:00:00Z', 'buddhist')).toMatch(/^15 ม\.ค\. 2569 /)
    expect(thaiDateTime('2026-12-31T17:00:59Z', 'buddhist', 'Asia/Bangkok')).toBe('1 ม.ค. 2570 00:00 +07:00')
    await speak('th', {PAY_CALENDAR: 'gregorian'})
    expect(words().dateTime('2026-11-22T12:00:00Z')).toMatch(/^22 พ\.ย\. ค\.ศ\. 2026 /)
    await speak('en', {})
    expect(words().amount(123_450, 'THB')).toBe('1,234.50 THB')
  })

  it('counts with the plural rules of the language', () => {
    expect(plural('en', 1, {one: '# bank', other: '# banks'})).toBe('1 bank')
    expect(plural('en', 1234, {one: '# bank', other: '# banks'})).toBe('1,234 banks')
    expect(plural('th', 1, {one: '# x', other: '# ธนาคาร'})).toBe('1 ธนาคาร')
  })

  it('picks the form Intl.PluralRules would, for every whole count it is given', () => {
    for (const language of ['en', 'th'] as const) {
      const rules = new Intl.PluralRules(language)
      for (const count of [0, 1, 2, 3, 11, 21, 101, 1000, 1001]) {
        const picked = plural(language, count, {one: 'one', other: 'other'})
        expect(picked, `${language} ${count}`).toBe(rules.select(count) === 'one' ? 'one' : 'other')
      }
    }
  })
})

describe('choosing the language', () => {
  it('reads PAY_LANG, then the saved setting, then LC_ALL, LC_MESSAGES and LANG, the first set deciding', () => {
    expect(chooseLanguage({LANG: 'th_TH.UTF-8'}, undefined)).toEqual({language: 'th', source: 'LANG', value: 'th_TH.UTF-8'})
    expect(chooseLanguage({LANG: 'th_TH.UTF-8', LC_ALL: 'C'}, undefined)).toEqual({language: 'en', source: 'LC_ALL', value: 'C'})
    expect(chooseLanguage({LANG: 'en_US.UTF-8', LC_MESSAGES: 'th_TH'}, undefined)).toMatchObject({language: 'th', source: 'LC_MESSAGES'})
    expect(chooseLanguage({LANG: 'th_TH.UTF-8'}, 'en')).toEqual({language: 'en', source: 'setting'})
    expect(chooseLanguage({LANG: 'en_US.UTF-8', PAY_LANG: 'th'}, 'en')).toEqual({language: 'th', source: 'PAY_LANG', value: 'th'})
    expect(chooseLanguage({LANG: 'thx_XX'}, undefined)).toMatchObject({language: 'en'})
    expect(chooseLanguage({}, undefined)).toEqual({language: 'en', source: 'default'})
    expect(chooseLanguage({PAY_LANG: 'fr'}, 'th')).toEqual({invalid: 'fr'})
  })
})

describe('display width', () => {
  const names = ['นางสาวสมหญิง ใจดี', 'บริษัท ก้าวหน้า จำกัด', 'Somchai Jaidee', 'นายสมชาย ใจดี']

  it('counts columns: Thai vowels above and below and tone marks take none, CJK two', () => {
    expect(displayWidth('ใจดี')).toBe(3)
    expect(displayWidth('ก้าวหน้า')).toBe(6)
    expect(displayWidth('นางสาวสมหญิง ใจดี')).toBe(15)
    expect(displayWidth('銀行')).toBe(4)
    expect(padEndDisplay('ก้า', 4)).toBe('ก้า  ')
    expect(truncateDisplay('บริษัท ก้าวหน้า จำกัด', 8)).toBe('บริษัท ก้า…')
    expect(displayWidth(truncateDisplay('บริษัท ก้าวหน้า จำกัด', 8))).toBe(8)
  })

  it('lines up the columns after Thai payee names, with English or Thai headings', () => {
    for (const headings of [
      ['NAME', 'AMOUNT', 'BANK'],
      ['ชื่อบัญชี', 'ยอดเงิน', 'ธนาคาร'],
    ]) {
      const text = renderTable(
        [
          {header: headings[0]!, value: (name: string) => name},
          {header: headings[1]!, value: (name) => `${name.length}.00`, align: 'right'},
          {header: headings[2]!, value: () => 'KBANK'},
        ],
        names,
      )
      const lines = text.trimEnd().split('\n')
      // Where each line's last column starts, counted in terminal columns.
      const starts = lines.map((line) => displayWidth(line.slice(0, line.lastIndexOf('  ') + 2)))
      expect(new Set(starts).size, text).toBe(1)
      expect(new Set(lines.slice(1).map(displayWidth)).size, text).toBe(1)
    }
  })
})
