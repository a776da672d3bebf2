import {homedir} from 'node:os'
import {join} from 'node:path'

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
