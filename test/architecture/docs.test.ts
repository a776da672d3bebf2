import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {join, relative, resolve} from 'node:path'

import {describe, expect, it} from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

/** A hand-written doc is read whole: past this many characters it is split by topic into files named for what they hold. */
const LIMIT = 15_000

/** Written by a program or kept in its own form, not read whole: the generated command reference and the version log. */
const NOT_HAND_WRITTEN = new Set(['docs/commands.md', 'CHANGELOG.md'])

/**
 * What a process diary says and a doc for users and maintainers does not: a dated heading (an entry of the day),
 * the measurements of a day, and who did the work in which sitting. History belongs in git and the CHANGELOG.
 * "session" alone is pay's own word (the CLI's session and its clients), so only its diary senses are matched.
 */
const DIARY_MARKERS: [name: string, pattern: RegExp][] = [
  ['a dated heading', /^#{1,6} .*\b\d{4}-\d{2}-\d{2}\b/m],
  ['a sitting', /\bsittings?\b/i],
  ['sessions of work', /\b(?:sessions (?:on|of work)|(?:this|that|next|previous|earlier|later) session\b(?!'s))/i],
  ['the measurements of a day', /\b(?:that|on the) day\b|\bof the day\b/i],
  ['who did the work', /\b(?:helpers? (?:did|wrote|found|measured|added)|by (?:a|the|another) helper|(?:h\d+|helper)-\w+ lane)\b/i],
]

function markdownFiles(dir = ROOT): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith('.md') ? [relative(ROOT, path)] : []
  })
}

const handWritten = markdownFiles().filter((file) => !NOT_HAND_WRITTEN.has(file))

describe('hand-written docs', () => {
  it('finds the docs it guards', () => {
    expect(handWritten).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/performance.md']))
  })

  it(`are each at most ${LIMIT} characters`, () => {
    const over = handWritten.flatMap((file) => {
      const {length} = readFileSync(join(ROOT, file), 'utf8')
      return length > LIMIT ? [`${file}: ${length}`] : []
    })
    expect(over).toEqual([])
  })

  // A doc that names a file the code no longer has sends its reader nowhere: files move as the house changes.
  it('name only files that exist', () => {
    const path = /\b(?:src|test|scripts|bin)\/[\w./-]+\.(?:tsx?|m?js|cjs|json)\b/g
    // `src/commands/TOPIC/NAME.ts`: a pattern for the reader to fill in, not a file.
    const placeholder = /\/[A-Z][A-Z_]+[./]/
    const missing = handWritten.flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(path)]
        .map(([named]) => named)
        // An import names a TypeScript source by the .js it compiles to.
        .filter((named) => !placeholder.test(named) && ![named, named.replace(/\.js$/, '.ts')].some((each) => existsSync(join(ROOT, each))))
        .map((named) => `${file}: ${named}`),
    )
    expect([...new Set(missing)]).toEqual([])
  })

  it('read as docs, not as a diary', () => {
    const found = handWritten.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8')
      return DIARY_MARKERS.flatMap(([name, pattern]) => {
        const match = pattern.exec(text)
        if (!match) return []
        const line = text.slice(0, match.index).split('\n').length
        return [`${file}:${line} has ${name}: ${match[0]}`]
      })
    })
    expect(found).toEqual([])
  })
})
