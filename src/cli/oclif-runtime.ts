import {createHash} from 'node:crypto'
import {mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs'
import Module, {createRequire} from 'node:module'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {Script} from 'node:vm'

import type {execute as oclifExecute} from '@oclif/core/execute'

import {userCacheDir} from './user-cache-dir.js'

export interface OclifRuntime {
  execute: typeof oclifExecute
  /** A code cache was found and V8 took it. */
  usedCodeCache: boolean
  /** Writes the code cache when there was none or V8 refused it (another Node, other flags); never throws. */
  saveCodeCache(): void
}

const RUNTIME_FILE = fileURLToPath(new URL('../bundle/oclif-runtime.cjs', import.meta.url))

/**
 * Loads @oclif/core, which scripts/build/bundle.js bundles as one CommonJS file, with a V8 code cache: the
 * bytecode of the functions it ran before is read from disk instead of compiled again at every start. Node 20
 * has no compile cache for ES modules; `vm.Script` with `cachedData` is its API for this. The module is put in
 * the require cache under its own path, so the commands, which reach oclif through the package import
 * `#oclif-runtime`, share this one copy.
 *
 * @example const {execute, saveCodeCache} = loadOclifRuntime(); await execute({dir: import.meta.url}); saveCodeCache()
 */
export function loadOclifRuntime(file = RUNTIME_FILE, cacheDir = join(userCacheDir(process.env), 'code-cache')): OclifRuntime {
  // The cache lives in the user's cache dir, never inside the installed package. V8 matches a cache to its
  // source by the source's length only: the cache's name carries the file's path and modification time too, so
  // two installs never share one, and a rebuilt runtime never meets the bytecode of the one before.
  const install = createHash('sha256').update(file).digest('hex').slice(0, 12)
  const cacheFile = join(cacheDir, `oclif-runtime-${install}-${statSync(file, {bigint: true}).mtimeNs}.code-cache`)
  const cachedData = readIfPresent(cacheFile)
  // `__payImport` runs the bundle's import() calls from here (scripts/build/bundle.js says why).
  const wrapped = `(function (exports, require, module, __filename, __dirname, __payImport) {${readFileSync(file, 'utf8')}\n})`
  const script = new Script(wrapped, {filename: file, cachedData})
  const runtime = new Module(file)
  runtime.filename = file
  const require = createRequire(file)
  script.runInThisContext()(runtime.exports, require, runtime, file, dirname(file), (specifier: string) => import(specifier))
  runtime.loaded = true
  require.cache[file] = runtime
  const usedCodeCache = cachedData !== undefined && !script.cachedDataRejected
  return {
    execute: runtime.exports.execute,
    usedCodeCache,
    saveCodeCache() {
      if (usedCodeCache) return
      const partial = `${cacheFile}.${process.pid}`
      try {
        mkdirSync(cacheDir, {recursive: true})
        writeFileSync(partial, script.createCachedData())
        renameSync(partial, cacheFile)
      } catch {
        // A cache dir that cannot be written costs only speed: the next start compiles again.
        removeQuietly(partial)
      }
    },
  }
}

function removeQuietly(path: string): void {
  try {
    rmSync(path, {force: true})
  } catch {
    // Nothing was written there (its directory is missing or not a directory).
  }
}

function readIfPresent(path: string): Buffer | undefined {
  try {
    return readFileSync(path)
  } catch {
    return undefined
  }
}
