import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {pathToFileURL} from 'node:url'

import {build, type PluginBuild} from 'esbuild'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

// @ts-expect-error: a build script in plain JavaScript
import {EMOJI_CANDIDATE, emojiRegexOnDemand} from '../../scripts/build/esbuild-options.js'

// The bundle builds string-width's emoji pattern on first use, for clusters that hold an Emoji_Presentation character
// or U+FE0F (scripts/build/esbuild-options.js, emojiRegexOnDemand). This file checks that claim over every code
// point and the shapes of emoji sequences, and that ink's string-width measures the same with the change as without.

const INK = join(process.cwd(), 'node_modules', 'ink')
// biome-ignore lint/complexity/useRegexLiterals: tsc targets ES2022, which has no v flag
const RGI_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v')

type StringWidth = (text: string) => number
let dir: string
let original: StringWidth
let onDemand: StringWidth

async function bundledStringWidth(name: string, plugins: unknown[]): Promise<StringWidth> {
  const outfile = join(dir, `${name}.mjs`)
  await build({
    stdin: {contents: "export {default} from 'string-width'", resolveDir: INK, loader: 'js'},
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: plugins as never,
    logLevel: 'silent',
  })
  return (await import(pathToFileURL(outfile).href)).default
}

function codePoints(from: number, to: number): string[] {
  const all: string[] = []
  for (let point = from; point <= to; point++) if (point < 0xd800 || point > 0xdfff) all.push(String.fromCodePoint(point))
  return all
}

const FE0F = '\u{FE0F}'
const ZWJ = '\u{200D}'
const regionalIndicators = codePoints(0x1f1e6, 0x1f1ff)
const modifiers = codePoints(0x1f3fb, 0x1f3ff)
const symbolsAndPictographs = [...codePoints(0x2000, 0x2bff), ...codePoints(0x1f000, 0x1faff)]
const tagSequence = (letters: string) =>
  `\u{1F3F4}${[...letters].map((letter) => String.fromCodePoint(0xe0000 + letter.charCodeAt(0))).join('')}\u{E007F}`

/** Each shape an RGI emoji sequence takes (UTS #51), with pictographs to fill it, and text of pay's screens. */
function emojiShapes(): string[] {
  return [
    ...symbolsAndPictographs.map((base) => base + FE0F),
    ...[...'0123456789#*'].flatMap((key) => [`${key}${FE0F}\u{20E3}`, `${key}\u{20E3}`]),
    ...regionalIndicators.flatMap((first) => regionalIndicators.map((second) => first + second)),
    ...symbolsAndPictographs.flatMap((base) => modifiers.map((modifier) => base + modifier)),
    ...['gbeng', 'gbsct', 'gbwls', 'usca'].map(tagSequence),
    ...['👨‍👩‍👧‍👦', '🏳️‍🌈', '🏴‍☠️', '👁️‍🗨️', '❤️‍🔥', '❤‍🔥', '🧑‍💻', '👩🏽‍⚕️', '🐻‍❄️', '🫱🏻‍🫲🏿', '🧑🏿‍🤝‍🧑🏻', '🏃‍➡️', '⛓️‍💥'],
    ...codePoints(0x1f300, 0x1f5ff).map((first) => `${first}${ZWJ}\u{1F525}`),
    ['ยอดคงเหลือ ฿1,250.00', 'รอโอนเงิน ⠋', '▀▄█ QR', '✓ paid ✗ failed', 'ÅÉ漢字한국어', 'กำ', 'น้ำ'].join(' '),
  ]
}

// A string-width whose emoji pattern never matches: what a wrong change to it would measure.
const withoutEmojiPattern = {
  name: 'without-emoji-pattern',
  setup(builder: PluginBuild) {
    builder.onLoad({filter: /[\\/]string-width[\\/]index\.js$/}, (args) => ({
      contents: readFileSync(args.path, 'utf8').replace('/^\\p{RGI_Emoji}$/v', '{test: () => false}'),
      loader: 'js',
    }))
  },
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pay-string-width-'))
  original = await bundledStringWidth('original', [])
  onDemand = await bundledStringWidth('on-demand', [emojiRegexOnDemand])
})

afterAll(() => rmSync(dir, {recursive: true, force: true}))

describe("string-width's emoji pattern on demand", () => {
  it('every RGI emoji holds an Emoji_Presentation character or U+FE0F', () => {
    const missed = [...codePoints(0, 0x10ffff), ...emojiShapes()].filter((text) => RGI_EMOJI.test(text) && !EMOJI_CANDIDATE.test(text))
    expect(missed).toEqual([])
  })

  it('measures as string-width itself does, emoji or not', async () => {
    // Measuring is slower than matching: every code point up to the CJK blocks, and the emoji.
    const texts = [...codePoints(0, 0x2fff), ...emojiShapes()]
    const measuredOtherwise = (width: StringWidth) => texts.filter((text) => width(text) !== original(text))
    expect(measuredOtherwise(onDemand)).toEqual([])
    // The corpus holds emoji whose width only the pattern decides (flags, keycaps, text-style characters with FE0F).
    const neverEmoji = await bundledStringWidth('never-emoji', [withoutEmojiPattern])
    expect(measuredOtherwise(neverEmoji).length).toBeGreaterThan(500)
  })
})
