// The esbuild settings of the CLI's bundle (scripts/build/bundle.js), shared with the bench's floor CLI
// (scripts/bench/floor/), which must be bundled exactly as `pay` is to be a fair yardstick.
import {readFile} from 'node:fs/promises'
import {dirname, join, posix, relative, sep} from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'

// Loaded on demand by some code paths, or native, or only meant for development: never bundled.
export const EXTERNAL = [
  '@inquirer/core',
  '@inquirer/prompts',
  '@napi-rs/keyring',
  'bahttext',
  'csv-parse',
  'csv-stringify',
  'exceljs',
  'pdfkit',
  'node-sqlite3-wasm',
  'react-devtools-core',
  'typescript',
  'ts-node',
  'tsx',
]

export const RUNTIME_ENTRY = fileURLToPath(new URL('oclif-runtime.cjs', import.meta.url))

// The commands' imports of @oclif/core become a require() of the runtime (scripts/build/oclif-runtime.cjs
// exports these parts; `@oclif/core` itself, which only oclif's own commands import, is its `core`). Any other
// part would bundle a second copy of oclif: the build stops instead.
const OCLIF_PARTS = /^@oclif\/core(?:\/(args|command|errors|flags|help))?$/
const oclifFromRuntime = {
  name: 'oclif-from-runtime',
  setup(builder) {
    builder.onResolve({filter: /^@oclif\/core(\/|$)/}, (args) => {
      if (OCLIF_PARTS.test(args.path)) return {path: args.path, namespace: 'oclif-runtime'}
      throw new Error(`${args.importer} imports ${args.path}: export it from scripts/build/oclif-runtime.cjs and add it to OCLIF_PARTS`)
    })
    builder.onLoad({filter: /.*/, namespace: 'oclif-runtime'}, (args) => ({
      contents: `module.exports = require('#oclif-runtime').${OCLIF_PARTS.exec(args.path)[1] ?? 'core'}`,
      loader: 'js',
    }))
  },
}

// Ink's `import Yoga from 'yoga-layout'` resolves to pay's module (src/ui/components/yoga-layout.ts), which loads
// yoga without the global fetch. Only that exact specifier: the module itself imports `yoga-layout/load`, which an
// esbuild `alias` of the package would redirect too. test/e2e/startup.test.ts checks that a live view loads no undici.
const YOGA_LAYOUT = fileURLToPath(new URL('../../dist/ui/components/yoga-layout.js', import.meta.url))
const yogaFromPay = {
  name: 'yoga-from-pay',
  setup(builder) {
    builder.onResolve({filter: /^yoga-layout$/}, () => ({path: YOGA_LAYOUT}))
  },
}

// undici's client requires its HTTP/2 connection when it loads, and with it node:http2 and node:tls: ~10 % of the CPU
// of `pay balance` against an http:// sandbox (Node 24, 30 alternated pairs), at the start of every request command,
// for a protocol pay never asks for (its Agent leaves allowH2 off). In the bundle that one require of undici's
// client resolves to a stand-in that requires the real module only if a server answers with h2 all the same.
// test/e2e/startup.test.ts checks that `pay balance` loads neither.
const UNDICI_CLIENT = /[\\/]node_modules[\\/]undici[\\/]lib[\\/]dispatcher[\\/]client\.js$/
export const undiciH2OnDemand = {
  name: 'undici-h2-on-demand',
  setup(builder) {
    builder.onResolve({filter: /^\.\/client-h2\.js$/}, (args) => {
      if (args.namespace !== 'file' || !UNDICI_CLIENT.test(args.importer)) return undefined
      return {path: 'undici/lib/dispatcher/client-h2.js', namespace: 'undici-h2-on-demand', pluginData: args.resolveDir}
    })
    // The stand-in's own require of the module is resolved as usual: the filter above takes only the client's.
    builder.onLoad({filter: /.*/, namespace: 'undici-h2-on-demand'}, (args) => ({
      contents: "let connectH2\nmodule.exports = (client, socket) => (connectH2 ??= require('./client-h2.js'))(client, socket)",
      resolveDir: args.pluginData,
      loader: 'js',
    }))
  },
}

// Ink lays out, wraps and clips text with string-width, which counts a grapheme cluster where the terminal counts
// columns: Thai SARA AM (สำ) is one cluster and two columns, so a Thai line ran one column past where Ink thought it
// ended, wrapped into the QR code and left stale rows at each redraw. Every import of the package in the bundle
// (Ink's, wrap-ansi's, cli-truncate's) resolves to pay's width instead (src/core/text/string-width.ts), which also
// spares the first frame string-width's emoji pattern. test/build/terminal-width.test.ts checks both.
export const STRING_WIDTH_ALIAS = {'string-width': fileURLToPath(new URL('../../dist/core/text/string-width.js', import.meta.url))}

// The catalogs of words (src/ui/words/en/, th/) are about 100 KB of words and functions each in English (400 KB as
// Thai escaped), and parsing all of one cost every command ~4 ms of start-up for the few surfaces it says. In the
// bundle each surface is a CommonJS file of its own (dist/bundle/words/LANG/NAME.cjs, surfacesBuild): the catalog's
// import of a surface (`import { help } from './help/index.js'`) resolves to a stand-in, an object that requires
// the file the first time one of its words is read and forwards every read to it. Which names a stand-in exports is
// read from the compiled surface itself (a function it exports is forwarded; anything else stops the build). The compiled catalogs
// (dist/ui/words/LANG/index.js), which the tests read, import the surfaces themselves. The stand-ins name each file
// by its path from chunks/, where they land (bundle.js checks it): a package "imports" pattern took ~1 ms to
// resolve, the file's path ~0.25 ms. Measured again (Node 24, 40 alternated pairs), loading every surface at start
// cost `balance --json` 6 ms of CPU and `deposit get` 3 ms; Node 20, 9 and 6 ms.
export const WORDS_FROM_CHUNKS = '../words'
export const WORDS_ON_DEMAND = 'words-on-demand'
const CATALOG = /[\\/]dist[\\/]ui[\\/]words[\\/](en|th)[\\/]index\.js$/
const ON_DEMAND = `${WORDS_ON_DEMAND}:on-demand`
// Every read goes to the surface, loaded on the first; a method called on the stand-in reads its words through it.
const ON_DEMAND_SOURCE = `export function onDemand(load) {
  let words
  const surface = () => (words ??= load())
  return new Proxy({}, {
    get: (_, key) => Reflect.get(surface(), key),
    has: (_, key) => Reflect.has(surface(), key),
    ownKeys: () => Reflect.ownKeys(surface()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(surface(), key)
      return descriptor && {...descriptor, configurable: true}
    },
  })
}`

/** The surfaces a bundle made stand-ins for, from its metafile: `{language: 'en', file: 'help/index'}`. */
export function catalogSurfaces(metafile) {
  const prefix = `${WORDS_ON_DEMAND}:`
  return Object.keys(metafile.inputs)
    .filter((input) => input.startsWith(prefix) && input !== ON_DEMAND)
    .map((input) => {
      const [language, ...file] = input.slice(prefix.length).split('/')
      return {language, file: file.join('/')}
    })
}
export const wordsOnDemand = {
  name: WORDS_ON_DEMAND,
  setup(builder) {
    builder.onResolve({filter: /^\.\//}, (args) => {
      const catalog = CATALOG.exec(args.importer)
      if (!catalog) return undefined
      const file = posix.join(...relative(dirname(args.importer), join(args.resolveDir, args.path)).split(sep)).replace(/\.js$/, '')
      return {path: `${catalog[1]}/${file}`, namespace: WORDS_ON_DEMAND, pluginData: join(args.resolveDir, args.path)}
    })
    builder.onResolve({filter: new RegExp(`^${ON_DEMAND}$`)}, () => ({path: 'on-demand', namespace: WORDS_ON_DEMAND}))
    // The surfaces' own files, beside the bundle (bundle.js writes them).
    builder.onResolve({filter: /\.cjs$/, namespace: WORDS_ON_DEMAND}, (args) => ({path: args.path, external: true}))
    builder.onLoad({filter: /.*/, namespace: WORDS_ON_DEMAND}, async (args) => {
      if (args.path === 'on-demand') return {contents: ON_DEMAND_SOURCE, loader: 'js'}
      const surface = await import(pathToFileURL(args.pluginData).href)
      const load = `require('${WORDS_FROM_CHUNKS}/${args.path}.cjs')`
      const lines = Object.entries(surface).map(([name, words]) => {
        if (typeof words === 'function') return `export const ${name} = (...values) => ${load}.${name}(...values);`
        if (typeof words !== 'object' || words === null)
          throw new Error(`${args.pluginData}: ${name} is neither words nor a function; see wordsOnDemand`)
        return `export const ${name} = onDemand(() => ${load}.${name});`
      })
      return {contents: [`import {onDemand} from '${ON_DEMAND}';`, ...lines].join('\n'), loader: 'js'}
    })
  },
}

// Classic zod (`import … from 'zod'`, src/core/schemas/zod.ts) is bundled with a copy of zod's core of its own. The
// schemas a request command builds at start are zod/mini's (src/core/schemas/zod-mini.ts); sharing one core with
// classic, they would load the whole of it, as classic uses it (~150 KB: every check, the JSON Schema generator),
// and measured no better than classic alone. Apart, the start path loads the ~35 KB of the core mini uses. Two
// copies compose: zod keeps its config and registry on globalThis and tells schemas apart by their `_zod` traits,
// not by class. test/e2e/startup.test.ts checks that `balance` and `deposit get` load no classic zod.
export const CLASSIC_ZOD = 'zod-classic'
const classicZodApart = {
  name: 'classic-zod-apart',
  setup(builder) {
    // Paths from node_modules (`zod-classic:zod/v4/classic/schemas.js` in the bundle's comments), not from this
    // machine's root; pluginData carries the node_modules directory from each module to its imports.
    builder.onResolve({filter: /^zod$/}, async (args) => {
      if (args.pluginData === CLASSIC_ZOD) return undefined
      const where = {kind: args.kind, resolveDir: args.resolveDir, pluginData: CLASSIC_ZOD}
      const {path, errors} = await builder.resolve(args.path, where)
      if (errors.length > 0) return {errors}
      const from = path.lastIndexOf(`${sep}node_modules${sep}`) + `${sep}node_modules${sep}`.length
      return {path: path.slice(from).split(sep).join('/'), namespace: CLASSIC_ZOD, sideEffects: false, pluginData: path.slice(0, from)}
    })
    // zod's own imports are all relative.
    builder.onResolve({filter: /^\./, namespace: CLASSIC_ZOD}, (args) => ({
      path: posix.join(posix.dirname(args.importer), args.path),
      namespace: CLASSIC_ZOD,
      sideEffects: false,
      pluginData: args.pluginData,
    }))
    builder.onLoad({filter: /.*/, namespace: CLASSIC_ZOD}, async (args) => ({
      contents: await readFile(join(args.pluginData, ...args.path.split('/')), 'utf8'),
      loader: 'js',
      pluginData: args.pluginData,
    }))
  },
}

/** A catalog's surfaces, each a CommonJS file that the bundled catalog requires when it is first read. */
export function surfacesBuild({entryPoints, outbase, outdir}) {
  return {
    entryPoints,
    outbase,
    outdir,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    outExtension: {'.js': '.cjs'},
    legalComments: 'none',
    logLevel: 'warning',
  }
}

/** The commands (and hooks): one ES module per entry, shared code in chunks/, oclif from the runtime. */
export function commandsBuild({entryPoints, outdir}) {
  return {
    entryPoints,
    outdir,
    // Only commands in <outdir>/commands/: oclif reads that directory as the list of commands.
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: [...EXTERNAL, '#oclif-runtime'],
    plugins: [oclifFromRuntime, yogaFromPay, undiciH2OnDemand, wordsOnDemand, classicZodApart],
    alias: STRING_WIDTH_ALIAS,
    // Bundled CommonJS packages call require() for Node's built-ins; an ES module has no require of its own.
    // ink, react and their dependencies are bundled (hundreds of files read one by one took most of the first
    // frame of `deposit watch`), with React's production build: its index chooses by NODE_ENV at run time.
    define: {'process.env.NODE_ENV': '"production"'},
    // No require() of its own: the bundled CommonJS packages' calls get rolldown's, one for the whole bundle
    // (rechunk.js); code that esbuild alone bundles adds ESM_REQUIRE_BANNER.
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  }
}

/** An ES module's require(), for commandsBuild's output when esbuild alone bundles it (the bench's floor). */
export const ESM_REQUIRE_BANNER = {
  js: "import {createRequire as __createRequire} from 'node:module';\nconst require = __createRequire(import.meta.url);",
}

/** oclif's runtime: @oclif/core and the parts the commands import, as one CommonJS file. */
export function runtimeBuild({outfile}) {
  return {
    entryPoints: [RUNTIME_ENTRY],
    outfile,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    legalComments: 'none',
    logLevel: 'warning',
  }
}
