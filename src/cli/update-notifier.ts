import {spawn} from 'node:child_process'
import {mkdirSync} from 'node:fs'
import {join} from 'node:path'

import {withFileLockSync} from '../core/files/file-lock.js'
import {markUpdateCheck, updateCheckPath} from '../services/updates/notice.js'
import {type IO, runsInCI} from './io.js'

export const DEFAULT_REGISTRY = 'https://registry.npmjs.org/'

/**
 * The update notice, in oclif's usual way: after a command, on stderr, at most once a day, from a version the
 * registry was asked for in the background at most once a day. Never under `--json`, in CI, off a terminal,
 * or with PAY_NO_UPDATE_NOTIFIER / NO_UPDATE_NOTIFIER set; offline it says nothing.
 */
export function offerUpdate(options: {
  io: IO
  json: boolean
  root: string
  name: string
  version: string
  cacheDir: string
  announce: (latest: string) => void
}): void {
  const {io} = options
  if (options.json || runsInCI(io.env) || !io.stderrIsTTY || io.env.PAY_NO_UPDATE_NOTIFIER || io.env.NO_UPDATE_NOTIFIER) return
  try {
    const path = updateCheckPath(options.cacheDir)
    mkdirSync(options.cacheDir, {recursive: true})
    // Read and marked under the file's lock, so that of commands ending at once only one announces and looks.
    const {latest, due} = withFileLockSync(path, () => markUpdateCheck(path, options.version, Date.now()))
    if (latest) options.announce(latest)
    if (due) {
      const registry = io.env.npm_config_registry || DEFAULT_REGISTRY
      spawn(process.execPath, [join(options.root, 'dist', 'boot', 'update-fetch.js'), registry, options.name, path], {
        detached: true,
        stdio: 'ignore',
      }).unref()
    }
  } catch {
    // A cache dir that cannot be written: no notice, and never a failed command.
  }
}
