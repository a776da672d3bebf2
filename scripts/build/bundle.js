#!/usr/bin/env node
// The startup build step (docs/performance.md): after tsc has written dist/, bundles the CLI's runtime
// (@oclif/core) and its commands into dist/bundle/ with esbuild, so `pay` reads a few files instead of a
// few hundred. Modules that commands import lazily (ink, react, fastify, better-sqlite3, …) stay outside
// the bundle and are still loaded only by the command that needs them.
import {readFileSync, rmSync} from 'node:fs'
import {join, relative} from 'node:path'
import {fileURLToPath} from 'node:url'

import {build} from 'esbuild'

import {writeCommandsIndex} from './commands-index.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const outdir = join(root, 'dist', 'bundle')

// Loaded on demand by some code paths, or native, or only meant for development: never bundled.
const EXTERNAL = [
  '@inquirer/prompts',
  'better-sqlite3',
  'csv-parse',
  'fastify',
  'ink',
  'ink-*',
  'qrcode-terminal',
  'react',
  'react/*',
  'typescript',
  'ts-node',
  'tsx',
]

// Code that finds files next to itself (`new URL('../x', import.meta.url)`) must keep resolving them from
// its own place in dist/, not from the bundle's: rewrite import.meta.url to the original file's URL,
// expressed relative to the bundle so the package can still be moved.
const keepOwnLocation = {
  name: 'keep-own-location',
  setup(builder) {
    builder.onLoad({filter: /[\\/]dist[\\/].*\.js$/}, (args) => {
      const source = readFileSync(args.path, 'utf8')
      if (!source.includes('import.meta.url')) return undefined
      const fromBundle = relative(outdir, args.path).split('\\').join('/')
      return {contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'js'}
    })
  },
}

// Chunk names carry content hashes: clear the old ones, or an incremental build (bin/dev.js) piles them up.
rmSync(outdir, {recursive: true, force: true})
const count = writeCommandsIndex(root)
const result = await build({
  entryPoints: {runtime: join(root, 'scripts', 'build', 'runtime-entry.js'), commands: join(root, 'dist', 'commands-index.js')},
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  plugins: [keepOwnLocation],
  // Bundled CommonJS packages call require() for Node's built-ins; an ES module has no require of its own.
  banner: {js: "import {createRequire as __createRequire} from 'node:module';\nconst require = __createRequire(import.meta.url);"},
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
})
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0)
if (!process.argv.includes('--quiet')) console.log(`bundled ${count} commands into ${relative(root, outdir)}/ (${Math.round(bytes / 1024)} KiB, ${Object.keys(result.metafile.outputs).length} files)`)
