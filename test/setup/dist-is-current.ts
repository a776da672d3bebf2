import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

// @ts-expect-error: a build script in JavaScript, without types
import {SOURCE_HASH_FILE, sourceHash} from '../../scripts/build/source-hash.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Global set-up of `npm test`: the tests that run `bin/run.js` run dist/, so a dist/ built from other sources
 * than src/ holds (src/ edited since the last build) would test old code. Such a run stops before any test.
 */
export default function distIsCurrent(): void {
  let built: string
  try {
    built = readFileSync(join(ROOT, SOURCE_HASH_FILE), 'utf8')
  } catch {
    throw new Error(
      'dist/ is missing: run `npm run build` first (`npm test` does), or `npm run test:unit` for the tests that need no build.',
    )
  }
  if (built !== sourceHash(ROOT)) {
    throw new Error(
      'dist/ was built from other sources than src/ holds now: run `npm run build` (`npm test` does), or `npm run test:unit` for the tests that need no build.',
    )
  }
}
