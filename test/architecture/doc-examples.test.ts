import {resolve} from 'node:path'

import ts from 'typescript'
import {describe, expect, it} from 'vitest'

import {type CheckedExamples, checkExamples, examplesIn, namesUsed} from '../helpers/doc-examples.js'

const ROOT = resolve(import.meta.dirname, '../..')

/** The value a `// result` comment gives, when it is a plain literal with nothing elided (`…`) and no prose. */
function literalResult(result: string | undefined): {value: unknown} | undefined {
  if (result === undefined || result.includes('…')) return undefined
  try {
    return {value: new Function(`return (${result})`)()}
  } catch {
    return undefined
  }
}

/** A lone expression with no inputs (the reader's own values) can be run as it is written. */
function isLoneExpression(code: string): boolean {
  const source = ts.createSourceFile('example.ts', code, ts.ScriptTarget.ES2022)
  return !code.includes('…') && source.statements.length === 1 && ts.isExpressionStatement(source.statements[0]!)
}

async function run(code: string, modules: Map<string, string[]>): Promise<unknown> {
  const names: string[] = []
  const values: unknown[] = []
  for (const [module, imported] of modules) {
    const loaded = (await import(module.startsWith('node:') ? module : resolve(ROOT, module))) as Record<string, unknown>
    for (const name of imported) names.push(name) && values.push(loaded[name])
  }
  const js = ts.transpile(`(${code})`, {target: ts.ScriptTarget.ES2022}).trim().replace(/;$/, '')
  const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<unknown>
  const value = await new AsyncFunction(...names, `return ${js}`)(...values)
  // Bytes are written as their text in a result comment.
  return value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : value
}

describe('the @example of every comment in src/', () => {
  it('reads the examples and their results from a comment, each line of a block on its own', () => {
    const text = [
      '/**',
      ' * @example',
      " *   parseBaht('1,000.5') // 100050",
      ' *   shortfallText(computeShortfall(30000, 50000, 900))',
      " *   // 'available 300.00 THB'",
      ' */',
      "/** Drops it. @example lfToCrlf(Buffer.from('a\\nb')) // 'a\\r\\nb' */",
      " * @example fetch('http://x//y') // 'ok'",
    ].join('\n')
    expect(examplesIn('src/x.ts', text)).toEqual([
      {file: 'src/x.ts', line: 3, code: "parseBaht('1,000.5')", result: '100050'},
      {file: 'src/x.ts', line: 4, code: 'shortfallText(computeShortfall(30000, 50000, 900))', result: "'available 300.00 THB'"},
      {file: 'src/x.ts', line: 7, code: "lfToCrlf(Buffer.from('a\\nb'))", result: "'a\\r\\nb'"},
      {file: 'src/x.ts', line: 8, code: "fetch('http://x//y')", result: "'ok'"},
    ])
    expect(namesUsed('const relay = new WebhookRelay({webhookSecret, log: open(dir)}); relay.handle(x)')).toEqual({
      values: ['WebhookRelay', 'open', 'dir', 'x'],
      types: [],
      shorthands: ['webhookSecret'],
    })
  })

  let checked: CheckedExamples
  it('type-check against the functions they name, as those are now', {timeout: 120_000}, () => {
    checked = checkExamples(ROOT)
    expect(checked.examples.length).toBeGreaterThan(150)
    expect(checked.problems).toEqual([])
  })

  it('give the value their `// result` comment says, where it is a plain literal and the example needs no inputs', async () => {
    const runnable = checked.examples.flatMap((example, position) => {
      const expected = literalResult(example.result)
      const {inputs, modules} = checked.scopes[position]!
      return expected && inputs.length === 0 && isLoneExpression(example.code) ? [{example, expected, modules}] : []
    })
    expect(runnable.length).toBeGreaterThan(50)
    const wrong: string[] = []
    for (const {example, expected, modules} of runnable) {
      const actual = await run(example.code, modules).catch((error: Error) => `throws ${error.message}`)
      try {
        expect(actual).toEqual(expected.value)
      } catch {
        wrong.push(`${example.file}:${example.line}: ${example.code} gives ${JSON.stringify(actual)}, not ${example.result}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
