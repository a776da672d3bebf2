import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {pathToFileURL} from 'node:url'

import {build, type Plugin} from 'esbuild'
import {afterAll, describe, expect, it} from 'vitest'

// @ts-expect-error: a build script in plain JavaScript
import {catalogSurfaces, ESM_REQUIRE_BANNER, WORDS_FROM_CHUNKS, wordsOnDemand} from '../../scripts/build/esbuild-options.js'

// The bundle's catalogs read each surface of words from its own file on first use (scripts/build/esbuild-options.js,
// wordsOnDemand). Built here from a catalog of three files laid out as dist/ui/words/ is, bundled as the commands are
// (ES modules in chunks/ with a require of their own) and each surface written as the CommonJS file it requires.

const root = mkdtempSync(join(tmpdir(), 'pay-words-on-demand-'))
afterAll(() => rmSync(root, {recursive: true, force: true}))

const SURFACES = {
  greetings: `export const greetings = {name: 'pay', hello() { return 'hello from ' + this.name }, get loud() { return this.name.toUpperCase() }}`,
  'nested/index': `export const nested = {deep: {word: 'deep'}}`,
  helper: `export const plural = (count) => (count === 1 ? 'one' : 'many')`,
}

function writeCatalog(dir: string, surfaces: Record<string, string>, catalog: string): string {
  const words = join(dir, 'dist', 'ui', 'words', 'en')
  for (const [file, source] of Object.entries(surfaces)) {
    mkdirSync(join(words, file, '..'), {recursive: true})
    writeFileSync(join(words, `${file}.js`), source)
  }
  writeFileSync(join(words, 'index.js'), catalog)
  return join(words, 'index.js')
}

async function bundle(dir: string, catalog: string) {
  return build({
    entryPoints: {'chunks/catalog': catalog},
    outdir: join(dir, 'bundle'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    plugins: [wordsOnDemand as Plugin],
    banner: ESM_REQUIRE_BANNER,
    metafile: true,
    logLevel: 'silent',
  })
}

describe('the catalogs of words in the bundle', () => {
  it('read a surface from its own file the first time one of its words is read, and only then', async () => {
    const dir = join(root, 'lazy')
    const catalog = writeCatalog(
      dir,
      SURFACES,
      [
        "import {greetings} from './greetings.js'",
        "import {nested} from './nested/index.js'",
        "import {plural} from './helper.js'",
        'export const en = {greetings, nested, plural}',
      ].join('\n'),
    )
    const result = await bundle(dir, catalog)
    expect(catalogSurfaces(result.metafile)).toEqual(
      expect.arrayContaining([
        {language: 'en', file: 'greetings'},
        {language: 'en', file: 'nested/index'},
        {language: 'en', file: 'helper'},
      ]),
    )
    // Each surface as the CommonJS file the bundle requires, counting the times it is loaded.
    const words = join(dir, 'bundle', 'chunks', WORDS_FROM_CHUNKS, 'en')
    const cjs = (source: string) => source.replace(/^export const (\w+) =/, 'globalThis.loads.push(__filename); exports.$1 =')
    for (const [file, source] of Object.entries(SURFACES)) {
      mkdirSync(join(words, file, '..'), {recursive: true})
      writeFileSync(join(words, `${file}.cjs`), cjs(source))
    }
    const loads: string[] = []
    Object.assign(globalThis, {loads})
    const {en} = await import(pathToFileURL(join(dir, 'bundle', 'chunks', 'catalog.js')).href)
    expect(loads).toEqual([])
    expect(en.greetings.hello()).toBe('hello from pay')
    expect(en.greetings.loud).toBe('PAY')
    expect(Object.keys(en.greetings)).toEqual(['name', 'hello', 'loud'])
    expect('hello' in en.greetings).toBe(true)
    expect(loads.map((file) => file.slice(words.length + 1))).toEqual(['greetings.cjs'])
    expect(en.nested.deep.word).toBe('deep')
    expect(en.plural(2)).toBe('many')
    expect(loads).toHaveLength(3)
    // Not one surface file is bundled into the catalog's chunk.
    expect(readFileSync(join(dir, 'bundle', 'chunks', 'catalog.js'), 'utf8')).not.toContain('hello from')
  })

  it('stop at a surface that exports what is neither words nor a function', async () => {
    const dir = join(root, 'constant')
    const catalog = writeCatalog(
      dir,
      {...SURFACES, version: `export const version = '1.0'`},
      "import {version} from './version.js'\nexport const en = {version}",
    )
    await expect(bundle(dir, catalog)).rejects.toThrow(/version is neither words nor a function/)
  })
})
