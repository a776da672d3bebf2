// The hash of everything the build reads from src/, written to dist/source-hash by the build, so that a test run
// can tell a dist/ built from other sources (src/ edited since) and refuse to test old code.
import {createHash} from 'node:crypto'
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

export const SOURCE_HASH_FILE = join('dist', 'source-hash')

/** @param {string} root the package's root */
export function sourceHash(root) {
  const hash = createHash('sha256')
  const files = readdirSync(join(root, 'src'), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  for (const file of files) hash.update(file.slice(root.length)).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}
