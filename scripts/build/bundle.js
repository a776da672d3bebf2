#!/usr/bin/env node
// The startup build step (docs/performance.md): after tsc has written dist/, bundles the CLI into dist/bundle/
// with esbuild, so `pay` reads a few files instead of a few hundred:
// - oclif-runtime.cjs: @oclif/core as one CommonJS file, which bin/run.js requires (Node's compile cache keeps
//   its compiled code on Node 22.1+);
// - commands/: one ES module per command (the directory package.json's oclif.commands names), with the code
//   they share in chunks/. With the manifest, oclif imports only the file of the command being run, so
//   `pay balance` never parses or runs the code of the other 36. Their imports of @oclif/core are requires
//   of the runtime above (`#oclif-runtime`, package.json "imports"): one copy of oclif in the process.
// Modules that commands import lazily (ink, react, fastify, better-sqlite3, …) stay outside the bundle and
// are still loaded only by the command that needs them.
import {readdirSync, rmSync, writeFileSync} from 'node:fs'
import {join, relative, sep} from 'node:path'
import {fileURLToPath} from 'node:url'

import {build} from 'esbuild'

import {SOURCE_HASH_FILE, sourceHash} from './source-hash.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const outdir = join(root, 'dist', 'bundle')
const compiledCommands = join(root, 'dist', 'commands')

// Loaded on demand by some code paths, or native, or only meant for development: never bundled.
const EXTERNAL = [
  '@inquirer/core',
  '@inquirer/prompts',
  'better-sqlite3',
  'csv-parse',
  'ink',
  'ink-*',
  'react',
  'react/*',
  'typescript',
  'ts-node',
  'tsx',
]

// The commands' imports of @oclif/core become a require() of the runtime (scripts/build/oclif-runtime.cjs
// exports these parts). Any other part would bundle a second copy of oclif: the build stops instead.
const OCLIF_PARTS = /^@oclif\/core\/(args|command|errors|flags|help)$/
const oclifFromRuntime = {
  name: 'oclif-from-runtime',
  setup(builder) {
    builder.onResolve({filter: /^@oclif\/core(\/|$)/}, (args) => {
      if (OCLIF_PARTS.test(args.path)) return {path: args.path, namespace: 'oclif-runtime'}
      throw new Error(`${args.importer} imports ${args.path}: export it from scripts/build/oclif-runtime.cjs and add it to OCLIF_PARTS`)
    })
    builder.onLoad({filter: /.*/, namespace: 'oclif-runtime'}, (args) => ({
      contents: `module.exports = require('#oclif-runtime').${OCLIF_PARTS.exec(args.path)[1]}`,
      loader: 'js',
    }))
  },
}

// Chunk names carry content hashes: clear the old ones, or an incremental build (bin/dev.js) piles them up.
rmSync(outdir, {recursive: true, force: true})
// `dist/commands/deposit/get.js` → entry `commands/deposit/get`, written to dist/bundle/commands/deposit/get.js.
const commandEntries = Object.fromEntries(
  readdirSync(compiledCommands, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => [`commands/${relative(compiledCommands, file).split(sep).join('/').replace(/\.js$/, '')}`, file]),
)
const count = Object.keys(commandEntries).length
// The hooks package.json's oclif.hooks names, bundled beside the commands: `dist/hooks/x.js` → hooks/x.
const compiledHooks = join(root, 'dist', 'hooks')
const hookEntries = Object.fromEntries(
  readdirSync(compiledHooks)
    .filter((name) => name.endsWith('.js'))
    .map((name) => [`hooks/${name.replace(/\.js$/, '')}`, join(compiledHooks, name)]),
)
const result = await build({
  entryPoints: {...commandEntries, ...hookEntries},
  outdir,
  // Only commands in dist/bundle/commands/: oclif reads that directory as the list of commands.
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: [...EXTERNAL, '#oclif-runtime'],
  plugins: [oclifFromRuntime],
  // Bundled CommonJS packages call require() for Node's built-ins; an ES module has no require of its own.
  banner: {js: "import {createRequire as __createRequire} from 'node:module';\nconst require = __createRequire(import.meta.url);"},
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
})
await build({
  entryPoints: [join(root, 'scripts', 'build', 'oclif-runtime.cjs')],
  outfile: join(outdir, 'oclif-runtime.cjs'),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  legalComments: 'none',
  logLevel: 'warning',
})
writeFileSync(join(root, SOURCE_HASH_FILE), sourceHash(root))
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0)
if (!process.argv.includes('--quiet'))
  console.log(
    `bundled ${count} commands into ${relative(root, outdir)}/ (${Math.round(bytes / 1024)} KiB, ${Object.keys(result.metafile.outputs).length} files)`,
  )
