#!/usr/bin/env node
// The startup build step (docs/performance.md): after tsc has written dist/, bundles the CLI into dist/bundle/
// with esbuild, so `pay` reads a few files instead of a few hundred:
// - oclif-runtime.cjs: @oclif/core as one CommonJS file, which bin/run.js requires (Node's compile cache keeps
//   its compiled code on Node 22.1+);
// - commands/: one ES module per command (the directory package.json's oclif.commands names), with the code
//   they share in chunks/. With the manifest, oclif imports only the file of the command being run, so
//   `pay balance` never parses or runs the code of the others. Their imports of @oclif/core are requires
//   of the runtime above (`#oclif-runtime`, package.json "imports"): one copy of oclif in the process.
// Modules that commands import lazily (ink and react for the live views, fastify, …) are bundled into chunks
// of their own, loaded only by the code that imports them; the rest (node-sqlite3-wasm, which reads its
// WebAssembly beside its own file, @inquirer/prompts, csv-parse) stay outside the bundle.
import {readdirSync, rmSync, writeFileSync} from 'node:fs'
import {join, relative, sep} from 'node:path'
import {fileURLToPath} from 'node:url'

import {build} from 'esbuild'

import {catalogSurfaces, commandsBuild, runtimeBuild, surfacesBuild, WORDS_FROM_CHUNKS, WORDS_ON_DEMAND} from './esbuild-options.js'
import {SOURCE_HASH_FILE, sourceHash} from './source-hash.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const outdir = join(root, 'dist', 'bundle')
const compiledCommands = join(root, 'dist', 'commands')

// Chunk names carry content hashes: clear the old ones, or an incremental build (bin/dev.js) piles them up.
rmSync(outdir, {recursive: true, force: true})
// `dist/commands/deposit/get.js` → entry `commands/deposit/get`, written to dist/bundle/commands/deposit/get.js.
const commandEntries = Object.fromEntries(
  readdirSync(compiledCommands, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => [`commands/${relative(compiledCommands, file).split(sep).join('/').replace(/\.js$/, '')}`, file]),
)
// oclif's own commands, `pay help` and `pay autocomplete create|script`, bundled as commands of pay's rather than loaded from
// plugins that oclif would look for at every start. Their files are named by path: neither package exports them.
const pluginCommandEntries = {
  'commands/help': '@oclif/plugin-help/lib/commands/help.js',
  'commands/autocomplete/create': '@oclif/plugin-autocomplete/lib/commands/autocomplete/create.js',
  'commands/autocomplete/script': '@oclif/plugin-autocomplete/lib/commands/autocomplete/script.js',
}
for (const [entry, file] of Object.entries(pluginCommandEntries)) commandEntries[entry] = join(root, 'node_modules', file)
const count = Object.keys(commandEntries).length
// The hooks package.json's oclif.hooks names, bundled beside the commands: `dist/hooks/x.js` → hooks/x.
const compiledHooks = join(root, 'dist', 'hooks')
const hookEntries = Object.fromEntries(
  readdirSync(compiledHooks)
    .filter((name) => name.endsWith('.js'))
    .map((name) => [`hooks/${name.replace(/\.js$/, '')}`, join(compiledHooks, name)]),
)
// The help class (package.json oclif.helpClass), which oclif loads only to show help.
const helpEntry = {help: join(root, 'dist', 'cli', 'help.js')}
const result = await build(commandsBuild({entryPoints: {...commandEntries, ...hookEntries, ...helpEntry}, outdir}))
await build(runtimeBuild({outfile: join(outdir, 'oclif-runtime.cjs')}))
// The catalogs' surfaces, which their stand-ins require from dist/bundle/words/ by their path from chunks/
// (esbuild-options.js, WORDS_FROM_CHUNKS): a stand-in bundled into another directory would not find them.
const standInOutputs = Object.entries(result.metafile.outputs)
  .filter(([, output]) => Object.keys(output.inputs).some((input) => input.startsWith(`${WORDS_ON_DEMAND}:`)))
  .map(([path]) => relative(outdir, join(root, path)).split(sep).join('/'))
if (standInOutputs.length === 0 || standInOutputs.some((path) => join(outdir, path, '..', WORDS_FROM_CHUNKS) !== join(outdir, 'words')))
  throw new Error(
    `the catalogs' stand-ins landed in ${standInOutputs.join(', ') || 'no output'}, not in chunks that find ${WORDS_FROM_CHUNKS}`,
  )
const wordsDir = join(outdir, 'words')
const surfaces = catalogSurfaces(result.metafile)
for (const language of ['en', 'th']) {
  const compiled = join(root, 'dist', 'ui', 'words', language)
  const entryPoints = surfaces.filter((surface) => surface.language === language).map(({file}) => join(compiled, `${file}.js`))
  await build(surfacesBuild({entryPoints, outbase: compiled, outdir: join(wordsDir, language)}))
}
writeFileSync(join(root, SOURCE_HASH_FILE), sourceHash(root))
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0)
if (!process.argv.includes('--quiet'))
  console.log(
    `bundled ${count} commands into ${relative(root, outdir)}/ (${Math.round(bytes / 1024)} KiB, ${Object.keys(result.metafile.outputs).length} files)`,
  )
