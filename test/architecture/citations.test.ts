import {readdirSync, readFileSync} from 'node:fs'
import {dirname, join, relative, resolve} from 'node:path'

import {describe, expect, it} from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

/** Documents the project was once written from, which the repository does not hold (spelled in parts so this file does not match). */
const OUTSIDE_DOCUMENTS = [
  ['PRODUCT', '.md'],
  ['service', '-facts'],
  ['STYLE', '.md'],
  ['shared/', 'reference'],
  ['API document', ' §'],
].map((parts) => parts.join(''))

const RELATIVE_PATH = /(?:\.\.\/)+[\w.-]+/g

/** Where a reader is sent to a file they do not have: a named outside document, or a relative path that climbs out of the repository. */
function outsideCitations(file: string, text: string): string[] {
  const found: string[] = []
  for (const [index, line] of text.split('\n').entries()) {
    for (const name of OUTSIDE_DOCUMENTS) if (line.includes(name)) found.push(`${file}:${index + 1} cites ${name}`)
    for (const [path] of line.matchAll(RELATIVE_PATH)) {
      if (relative(ROOT, resolve(ROOT, dirname(file), path)).startsWith('..'))
        found.push(`${file}:${index + 1} points outside the repository: ${path}`)
    }
  }
  return found
}

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx|js|mjs|cjs|json|md|sh)$/.test(file))
    .map((file) => join(folder, file))
}

describe('no comment or doc cites a file outside the repository', () => {
  it('finds a named outside document and a path that climbs out of the repository', () => {
    expect(outsideCitations('src/core/x.ts', `/** 64 KiB (${OUTSIDE_DOCUMENTS[0]} §5). */`)).toEqual([
      `src/core/x.ts:1 cites ${OUTSIDE_DOCUMENTS[0]}`,
    ])
    const climb = `${'../'.repeat(3)}shared`
    expect(outsideCitations('src/core/x.ts', `// see ${climb}/facts.md\nimport {a} from '../money/money.js'`)).toEqual([
      `src/core/x.ts:1 points outside the repository: ${climb}`,
    ])
    expect(outsideCitations('docs/x.md', 'The [exit codes](configuration.md#exit-codes) and ../README.md')).toEqual([])
  })

  it('holds for src/, test/, scripts/, docs/ and the top-level documents', () => {
    const files = [...['src', 'test', 'scripts', 'docs'].flatMap(filesUnder), 'README.md', 'CONTRIBUTING.md']
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap((file) => outsideCitations(file, readFileSync(join(ROOT, file), 'utf8')))).toEqual([])
  })
})
