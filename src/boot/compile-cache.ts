import module from 'node:module'
import {homedir} from 'node:os'
import {join} from 'node:path'

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

/**
 * The user's cache dir for pay, as oclif computes it (its `config.cacheDir` for the dirname `pay`), for the
 * boot code that runs before oclif is loaded: PAY_CACHE_DIR, else the platform's cache location.
 * @example userCacheDir({XDG_CACHE_HOME: '/home/somchai/.cache'}, 'linux') // '/home/somchai/.cache/pay'
 */
export function userCacheDir(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): string {
  if (env.PAY_CACHE_DIR) return env.PAY_CACHE_DIR
  if (platform === 'win32') return join(env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'), 'pay')
  if (platform === 'darwin') return join(homedir(), 'Library', 'Caches', 'pay')
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'pay')
}
