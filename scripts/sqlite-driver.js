// `npm ci`'s prepare step: installs better-sqlite3, which compiles a native addon, only on a runtime without a
// usable node:sqlite (Node 20, and Node 22 before 22.13 without its flag), where the sandbox and its tests
// need it. A clone on Node 22.13+ or 24 compiles nothing (docs/runtimes.md).
import {execFileSync} from 'node:child_process'
import {createRequire, isBuiltin} from 'node:module'

// The version the suite is run with on Node 20; the published package accepts ^12.6.2 (peerDependencies).
const DRIVER = 'better-sqlite3@12.11.1'

const hasNodeSqlite = isBuiltin('node:sqlite') && Boolean(process.getBuiltinModule?.('node:sqlite'))
const installed = () => {
  try {
    createRequire(import.meta.url).resolve('better-sqlite3')
    return true
  } catch {
    return false
  }
}

if (hasNodeSqlite) {
  console.log(`Node.js ${process.version} has node:sqlite: better-sqlite3 is not installed.`)
} else if (installed()) {
  console.log(`Node.js ${process.version} has no node:sqlite: better-sqlite3 is installed already.`)
} else {
  console.log(`Node.js ${process.version} has no node:sqlite: installing ${DRIVER} for the sandbox (compiles a native addon).`)
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', DRIVER], {stdio: 'inherit'})
}
