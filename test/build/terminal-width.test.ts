import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {pathToFileURL} from 'node:url'

import {build} from 'esbuild'
import {eastAsianWidth} from 'get-east-asian-width'
import {afterAll, describe, expect, it} from 'vitest'

// @ts-expect-error: a build script in plain JavaScript
import {STRING_WIDTH_ALIAS} from '../../scripts/build/esbuild-options.js'
import {displayWidth} from '../../src/core/text/display-width.js'

// One width, the terminal's: pay's tables and Ink (through the bundle's alias of string-width) measure with
// displayWidth. Checked here against a reference built from Unicode's own tables (general categories, and the East
// Asian widths of get-east-asian-width), over every code point of the blocks pay's screens meet and the clusters
// they form, as wcwidth counts them: marks and format characters none, wide and emoji two, all else one.

const codePoints = (from: number, to: number) =>
  Array.from({length: to - from + 1}, (_, index) => String.fromCodePoint(from + index)).filter((char) => !/\p{Cn}/u.test(char))

const BLOCKS = {
  Thai: codePoints(0x0e00, 0x0e7f),
  Lao: codePoints(0x0e80, 0x0eff),
  Devanagari: codePoints(0x0900, 0x097f),
  emoji: [...codePoints(0x2600, 0x27bf), ...codePoints(0x1f300, 0x1faff)],
}

/** wcwidth's rules from Unicode's tables. */
function reference(char: string): number {
  if (/[\p{Mn}\p{Me}\p{Cf}\p{Cc}]/u.test(char)) return 0
  return eastAsianWidth(char.codePointAt(0)!, {ambiguousAsWide: false}) === 2 || /\p{Emoji_Presentation}/u.test(char) ? 2 : 1
}

/** Consonants of a script with each of its marks and spacing vowels, and with two marks stacked. */
function clusters(letters: string[]): string[] {
  const consonants = letters.filter((char) => /\p{Lo}/u.test(char)).slice(0, 12)
  const marks = letters.filter((char) => /[\p{Mn}\p{Mc}]/u.test(char) || char === 'ำ' || char === 'ຳ')
  return consonants.flatMap((consonant) => [
    ...marks.map((mark) => consonant + mark),
    ...marks.slice(0, 4).map((mark) => consonant + mark + marks.at(-1)!),
  ])
}

const EMOJI_SHAPES = ['👨‍👩‍👧‍👦', '🏳️‍🌈', '❤️', '❤️‍🔥', '🧑🏽‍💻', '🇹🇭', '1️⃣', '👍🏿', '✅']

describe('displayWidth, the one width', () => {
  it.each(Object.entries(BLOCKS))('counts every code point of %s as the terminal does', (_block, chars) => {
    expect(chars.filter((char) => displayWidth(char) !== reference(char)).map((char) => `U+${char.codePointAt(0)!.toString(16)}`)).toEqual(
      [],
    )
  })

  it.each(['Thai', 'Lao', 'Devanagari'] as const)('counts the clusters of %s as the sum of their code points', (block) => {
    const sum = (cluster: string) => [...cluster].reduce((total, char) => total + reference(char), 0)
    expect(clusters(BLOCKS[block]).filter((cluster) => displayWidth(cluster) !== sum(cluster))).toEqual([])
    expect(displayWidth('คำ'), 'SARA AM takes a column').toBe(2)
    expect(displayWidth('น้ำใจ')).toBe(4)
  })

  it('counts an emoji sequence as one picture of two columns', () => {
    expect(EMOJI_SHAPES.filter((shape) => displayWidth(shape) !== 2)).toEqual([])
    expect(displayWidth('ยอด ✅ 🇹🇭')).toBe(9)
  })
})

describe('the bundle measures with it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pay-string-width-'))
  afterAll(() => rmSync(dir, {recursive: true, force: true}))

  it("resolves every import of string-width, Ink's and the packages it wraps and clips with, to pay's width", async () => {
    const importers = ['ink', 'ink/node_modules/wrap-ansi', 'cli-truncate']
    for (const [index, importer] of importers.entries()) {
      const outfile = join(dir, `${index}.mjs`)
      await build({
        stdin: {contents: "export {default} from 'string-width'", resolveDir: join(process.cwd(), 'node_modules', importer), loader: 'js'},
        outfile,
        bundle: true,
        format: 'esm',
        platform: 'node',
        alias: STRING_WIDTH_ALIAS,
        logLevel: 'silent',
      })
      const stringWidth = (await import(pathToFileURL(outfile).href)).default as (text: string) => number
      for (const text of ['สำเร็จ', 'นายสมชาย คำดีมีสุขสบายๆ', '\u001B[1mคำ\u001B[22m', ...EMOJI_SHAPES])
        expect(stringWidth(text), `${importer}: ${text}`).toBe(displayWidth(text.replaceAll(/\u001B\[[\d;]*m/g, '')))
    }
  })
})
