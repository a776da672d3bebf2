import {spawn} from 'node:child_process'
import {mkdirSync} from 'node:fs'
import {join} from 'node:path'

import {withFileLockSync} from '../core/files/file-lock.js'
import {markUpdateCheck, updateCheckPath} from '../services/updates/notice.js'
import type {IO} from './io.js'

const DEFAULT_REGISTRY = 'https://registry.npmjs.org/'

export interface UpdateOffer {
  io: IO
  json: boolean
  root: string
  name: string
  version: string
  cacheDir: string
  announce: (latest: string) => void
}

/**
 * Announces a newer version the registry gave at the last look (at most once a day), and looks again in the
 * background when a day has passed since the last look. Offline, or with a cache dir that cannot be written, it
 * says nothing, and a command never fails because of it.
 */
export function lookForUpdate(options: UpdateOffer): void {
  const {io} = options
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
