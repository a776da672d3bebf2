import {readFileSync} from 'node:fs'
import {dirname, join, resolve} from 'node:path'

/** What a test (or a helper it imports) does that runs the built CLI: a process of `bin/run.js`, a pseudo-terminal, a built module. */
const RUNS_THE_BUILD = /\b\w*[hH]ome\.run\(|\brunCli\(|\bBIN\b|bin\/run\.js|dist-process|helpers\/terminal\.js|scripts\/bench|\.\.\/dist\//

const RELATIVE_IMPORT = /from '(\.{1,2}\/[^']+)'/g

/** Holds both ways to run a command; a test that runs the built one calls `home.run(`, which is seen in the test itself. */
const CLI_HELPER = join('helpers', 'cli.ts')

/**
 * True when a test file needs `npm run build` first: it, or a test helper it imports (followed through the
 * helpers), runs the built CLI. `npm run test:unit` runs the others, with no build.
 */
export function needsBuild(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return false
  }
  if (RUNS_THE_BUILD.test(text)) return true
  for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
    const target = resolve(dirname(file), specifier!.replace(/\.js$/, '.ts'))
    if (target.includes(`${join('test', '')}`) && !target.endsWith(CLI_HELPER) && needsBuild(target, seen)) return true
  }
  return false
}
