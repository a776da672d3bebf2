import module from 'node:module'
import {join} from 'node:path'

import {userCacheDir} from './user-cache-dir.js'

/**
 * Node's own compile cache (`module.enableCompileCache`, Node 22.1 and newer) for the modules loaded after this
 * call, kept in the user's cache dir; NODE_COMPILE_CACHE, when set, chooses the directory instead, and
 * NODE_DISABLE_COMPILE_CACHE turns it off, as Node documents. On Node 20, which has none, nothing happens. The
 * cache is only ever a speed-up: Node skips it when the directory cannot be used.
 */
export function enableCompileCache(env: NodeJS.ProcessEnv = process.env): void {
  const enable = (module as {enableCompileCache?: (directory?: string) => unknown}).enableCompileCache
  if (!enable) return
  try {
    enable(env.NODE_COMPILE_CACHE ? undefined : join(userCacheDir(env), 'compile-cache'))
  } catch {
    // A cache that cannot be enabled costs only speed.
  }
}
