import {spawn} from 'node:child_process'
import {mkdirSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {isCheckDue, readUpdateCheck, updateCheckPath, versionToAnnounce} from '../services/updates/notice.js'
import {type IO, runsInCI} from './io.js'

export const DEFAULT_REGISTRY = 'https://registry.npmjs.org/'

/**
 * The update notice, in oclif's usual way: after a command, on stderr, at most once a day, from a version the
 * registry was asked for in the background at most once a day. Never under `--json`, in CI, off a terminal,
 * or with PAY_NO_UPDATE_NOTIFIER / NO_UPDATE_NOTIFIER set; offline it says nothing.
 */
export function offerUpdate(options: {io: IO; json: boolean; root: string; name: string; version: string; cacheDir: string; announce: (latest: string) => void}): void {
  const {io} = options
  if (options.json || runsInCI(io.env) || !io.stderrIsTTY || io.env.PAY_NO_UPDATE_NOTIFIER || io.env.NO_UPDATE_NOTIFIER) return
  try {
    const path = updateCheckPath(options.cacheDir)
    const check = readUpdateCheck(path)
    const now = Date.now()
    const latest = versionToAnnounce(check, options.version, now)
    const due = isCheckDue(check, now)
    if (latest) options.announce(latest)
    if (!latest && !due) return
    // Marked before the look, so commands run meanwhile do not start looks of their own.
    const stamp = new Date(now).toISOString()
    mkdirSync(options.cacheDir, {recursive: true})
    writeFileSync(path, JSON.stringify({...check, ...(latest ? {notified_at: stamp} : {}), ...(due ? {checked_at: stamp} : {})}))
    if (due) {
      const registry = io.env.npm_config_registry || DEFAULT_REGISTRY
      spawn(process.execPath, [join(options.root, 'dist', 'boot', 'update-fetch.js'), registry, options.name, path], {detached: true, stdio: 'ignore'}).unref()
    }
  } catch {
    // A cache dir that cannot be written: no notice, and never a failed command.
  }
}
