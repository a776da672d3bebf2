// The second step of the bundle (docs/performance.md, "One bundle"): esbuild splits the code the commands share
// into chunks by the set of entries that reach each piece, which for 63 commands, the help class and the modules
// they import on demand made ~35 chunks of `pay balance`'s start, 14 of them under 1 KB; Node's loader costs a
// fraction of a millisecond for each, whatever its size. esbuild has no way to ask for fewer, larger chunks;
// rolldown does (`codeSplitting.groups`). It re-chunks esbuild's output, ES modules as they are: the chunks every
// command that makes requests loads become one file (with the small ones half of them load), and those `pay --help`
// loads another. Nothing is tree-shaken: a chunk's code moves whole, in its order (rolldown renames what two chunks
// both declare at top level, writes it in ASCII without JSDoc, and adds the one require() below).
import {rmSync} from 'node:fs'
import {isAbsolute, relative, resolve, sep} from 'node:path'

import {build} from 'rolldown'

/** What each file of the bundle holds (`commands/balance.js` → `dist/commands/balance.js`, …): esbuild's inputs (bundle.js writes it). */
export const SOURCES_FILE = 'sources.json'

/** A chunk this small that half the request commands or more load goes into the start chunk. */
const SMALL_CHUNK_BYTES = 2048

/** The module every command that makes requests loads, by which they are told apart from the others. */
const SESSION = 'dist/cli/session.js'

/**
 * @param {{root: string, from: string, outdir: string, metafile: import('esbuild').Metafile, help: string}} options
 *   esbuild's output in `from` (its metafile's paths relative to `root`), re-chunked into `outdir`; `help` the help
 *   class's entry file. `from` is removed.
 */
export async function rechunk({root, from, outdir, metafile, help}) {
  const {outputs} = metafile
  const local = (file) => relative(from, resolve(root, file)).split(sep).join('/')
  const chunk = (file) => local(file).startsWith('chunks/')
  const closure = (start) => {
    const seen = new Set()
    for (const stack = [start]; stack.length > 0; ) {
      const file = stack.pop()
      if (seen.has(file)) continue
      seen.add(file)
      for (const edge of outputs[file]?.imports ?? []) if (edge.kind === 'import-statement' && !edge.external) stack.push(edge.path)
    }
    return seen
  }
  const entries = Object.keys(outputs).filter((file) => outputs[file].entryPoint !== undefined)
  const helpEntry = entries.find((file) => resolve(root, outputs[file].entryPoint) === resolve(help))
  if (!helpEntry) throw new Error(`rechunk: no entry ${help} in esbuild's output`)
  const helpChunks = new Set([...closure(helpEntry)].filter(chunk))
  const requests = entries.map(closure).filter((reached) => [...reached].some((file) => SESSION in outputs[file].inputs))
  if (requests.length === 0) throw new Error(`rechunk: no entry reaches ${SESSION}`)
  const startChunks = new Set(
    [...requests[0]].filter((file) => chunk(file) && !helpChunks.has(file) && requests.every((reached) => reached.has(file))),
  )
  // A small chunk that many request commands load (the terminal's money and status words, oclif's args) costs the
  // others a few hundred bytes in the start chunk, and each command that loads it a module less.
  const grouped = (file) => helpChunks.has(file) || startChunks.has(file)
  for (const file of Object.keys(outputs)) {
    const {bytes, entryPoint, imports} = outputs[file]
    if (!chunk(file) || grouped(file) || entryPoint !== undefined || bytes > SMALL_CHUNK_BYTES) continue
    if (requests.filter((reached) => reached.has(file)).length * 2 < requests.length) continue
    if (imports.every((edge) => edge.external || edge.kind !== 'import-statement' || grouped(edge.path))) startChunks.add(file)
  }
  const group = (name, files) => {
    const paths = new Set([...files].map((file) => resolve(root, file)))
    return {name, test: (id) => paths.has(id)}
  }

  const result = await build({
    input: Object.fromEntries(entries.map((file) => [local(file).replace(/\.js$/, ''), resolve(root, file)])),
    // Everything esbuild left outside stays outside: built-ins, packages, `#oclif-runtime`, the words' files.
    external: (id, importer) => importer !== undefined && !id.startsWith('.') && !isAbsolute(id),
    platform: 'node',
    // The bundled CommonJS calls require(): rolldown gives it one createRequire, in its runtime chunk in chunks/,
    // the folder the words' relative paths are written from (WORDS_FROM_CHUNKS).
    treeshake: false,
    logLevel: 'warn',
    output: {
      dir: outdir,
      format: 'esm',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      // One character past Latin-1 makes V8 hold a chunk's source two bytes a character, decoded from UTF-8 at every
      // start (the start chunk: 1.2 MB instead of 0.6): escaped, and the JSDoc that only a reader of src/ needs left out.
      charset: 'ascii',
      comments: {legal: true, annotation: true, jsdoc: false},
      codeSplitting: {groups: [group('help', helpChunks), group('start', startChunks)]},
    },
  })
  rmSync(from, {recursive: true, force: true})

  const sources = {}
  for (const output of result.output) {
    if (output.type !== 'chunk') continue
    sources[output.fileName] = output.moduleIds.flatMap((id) => Object.keys(outputs[relative(root, id).split(sep).join('/')]?.inputs ?? {}))
  }
  return {sources}
}
