import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {check, type Diagnostics} from 'recheck'
import ts from 'typescript'
import {beforeAll, describe, expect, it} from 'vitest'

import {STORES} from '../../src/services/stores.js'
import {sourceFiles} from '../helpers/source-files.js'

/**
 * Guard: no regular expression of src/ takes more than linear time to match (ReDoS). A backtracking engine tries a
 * pattern like `/\/+$/` from every start in a run of slashes, so a long run costs its length squared: an amount of
 * 60,000 digits took seconds in `EXPONENT_FORM`. Every expression is found with the TypeScript parser, so one
 * added later is checked without a new test, by recheck's automaton checker (docs/reliability.md, Guards).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * What the checker cannot decide (a lookahead it does not support, say), each with why its input is bounded or its
 * matching linear. Keyed `file: /pattern/flags`.
 */
const UNDECIDED: Record<string, string> = {
  'src/core/money/money.ts: /\\B(?=(\\d{3})+(?!\\d))/g':
    'groupThousands: the whole baht of formatBahtGrouped (a safe integer of satang: at most 14 digits) or a constant',
}

/**
 * `RegExp`s made from a pattern that is not written out, each with where its pattern comes from and the
 * expressions it makes, which are checked as the others are. Keyed `file: the call as written`.
 */
const MADE: Record<string, {from: string; makes: () => RegExp[]}> = {
  "src/services/stores.ts: new RegExp(`^${file.replaceAll('.', '\\\\.')}$`)": {
    from: 'exactly(): the file name of a store, a constant of src/sandbox/shared/, its dots escaped (checked: every store path)',
    makes: () => STORES.map((store) => store.path),
  },
}

/** String methods that make a RegExp of a string argument, and the flags they give it. */
const MAKES_A_REGEXP = new Map([
  ['match', ''],
  ['matchAll', 'g'],
  ['search', ''],
])

/** recheck gives up after this long, which fails the test: far beyond the slowest expression of src/ (3 s, loaded machine). */
const CHECK_TIMEOUT_MS = 60_000

interface Expression {
  /** `file:line`. */
  at: string
  /** The key of UNDECIDED. */
  key: string
  source: string
  flags: string
}

const stringValue = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined

/** Every regular expression written in src/, and each `RegExp` made from what is not written out, as written. */
function expressionsOfSrc(): {written: Expression[]; made: Map<string, string>} {
  const written: Expression[] = []
  const made = new Map<string, string>()
  for (const file of sourceFiles(ROOT)) {
    const text = readFileSync(join(ROOT, file), 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
    const add = (node: ts.Node, pattern: string, flags: string) =>
      written.push({at: at(node), key: `${file}: /${pattern}/${flags}`, source: pattern, flags})
    const visit = (node: ts.Node): void => {
      if (ts.isRegularExpressionLiteral(node)) {
        const end = node.text.lastIndexOf('/')
        add(node, node.text.slice(1, end), node.text.slice(end + 1))
      } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText() === 'RegExp') {
        const [pattern, flags] = node.arguments ?? []
        const patternText = stringValue(pattern)
        const flagsText = flags ? stringValue(flags) : ''
        if (patternText !== undefined && flagsText !== undefined) add(node, patternText, flagsText)
        else made.set(`${file}: ${node.getText()}`, at(node))
      } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const flags = MAKES_A_REGEXP.get(node.expression.name.text)
        const pattern = stringValue(node.arguments[0])
        if (flags !== undefined && pattern !== undefined) add(node, pattern, flags)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return {written, made}
}

const TIMED_OUT = `took recheck over ${CHECK_TIMEOUT_MS / 1000} s to check: simplify it`

/** What to do about a vulnerable expression, with the checker's finding. */
const vulnerable = (complexity: string, attack: string) =>
  `matches in ${complexity} time, e.g. on ${attack}: write it so that each character can be matched one way only, or use indexOf or a loop`

let expressions: Expression[]
let made: Map<string, string>
let results: Map<Expression, Diagnostics>

beforeAll(async () => {
  ;({written: expressions, made} = expressionsOfSrc())
  const fromMade = Object.entries(MADE).flatMap(([key, {makes}]) =>
    makes().map((regexp) => ({at: key, key, source: regexp.source, flags: regexp.flags})),
  )
  const all = [...expressions, ...fromMade]
  const checkOne = async (expression: Expression) =>
    [expression, await check(expression.source, expression.flags, {checker: 'automaton', timeout: CHECK_TIMEOUT_MS})] as const
  // recheck starts its checking process on the first call; calls made before it is up would each start one.
  const first = await checkOne(all[0]!)
  results = new Map([first, ...(await Promise.all(all.slice(1).map(checkOne)))])
}, 4 * CHECK_TIMEOUT_MS)

describe('every regular expression of src/ matches in linear time', () => {
  it('finds them: literals, RegExp of written-out patterns, string patterns of match, matchAll and search', () => {
    expect(expressions.length).toBeGreaterThan(100)
    expect(expressions.map((expression) => expression.key)).toContain('src/core/money/money.ts: /^\\d+\\.\\d{2}$/')
  })

  it('none is vulnerable, and none took too long to check', () => {
    const problems = [...results].flatMap(([{at, source, flags}, result]) => {
      if (result.status === 'vulnerable') {
        return [`${at}: /${source}/${flags} ${vulnerable(result.complexity.summary, result.attack.pattern)}`]
      }
      if (result.status === 'unknown' && result.error.kind === 'timeout') return [`${at}: /${source}/${flags} ${TIMED_OUT}`]
      return []
    })
    expect(problems).toEqual([])
  })

  it('each the checker cannot decide is listed in UNDECIDED with why it is bounded or linear, and the list has nothing else', () => {
    const undecided = [...results].flatMap(([{at, key}, result]) =>
      result.status === 'unknown' && result.error.kind !== 'timeout' ? [{at, key, error: result.error}] : [],
    )
    for (const {at, key, error} of undecided) {
      expect(UNDECIDED[key], `${at}: ${key} cannot be checked (${JSON.stringify(error)}): say in UNDECIDED why it is safe`).toBeDefined()
    }
    expect(Object.keys(UNDECIDED).sort()).toEqual([...new Set(undecided.map(({key}) => key))].sort())
  })

  it('each RegExp made from a pattern not written out is listed in MADE with where the pattern comes from, and the list has nothing else', () => {
    for (const [key, at] of made) expect(MADE[key], `${at}: ${key} — say where its pattern comes from in MADE`).toBeDefined()
    expect(Object.keys(MADE).sort()).toEqual([...made.keys()].sort())
  })
})
