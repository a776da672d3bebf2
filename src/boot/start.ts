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

/**
 * On Node 20, V8 recompiles undici's WebAssembly HTTP parser in the background (TurboFan) after its first use,
 * and Node waits for that job before the process can exit: ~150 ms after a one-shot request has printed its
 * answer. `--liftoff-only` keeps the first, quick compile. It is set here, before any WebAssembly is compiled,
 * and only on Node 20: on Node 22 and newer the wait is gone, and any V8 flag would cost more than it saves
 * (Node's built-in modules ship compiled for its default flags; another flag makes each one compile again).
 * node:v8 is loaded only then, so that no other runtime pays for loading it. Measured in docs/performance.md.
 */
export function avoidExitWait(
  nodeMajor = Number(process.versions.node.split('.')[0]),
  loadV8 = () => process.getBuiltinModule('node:v8'),
): void {
  if (nodeMajor < 22) loadV8().setFlagsFromString('--liftoff-only')
}
