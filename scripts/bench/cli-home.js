// A throwaway home for the CLI under test: temporary config, cache and data dirs, a profile `bench` made by
// `pay profile add` itself (so the file is exactly what users have), and none of the caller's PAY_* settings.
import {spawnSync} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

export const PAY_BIN = fileURLToPath(new URL('../../bin/run.js', import.meta.url))

/** @returns {{env: object, cleanup: () => void}} */
export function createCliHome({baseUrl, key}) {
  const root = mkdtempSync(join(tmpdir(), 'pay-bench-home-'))
  const env = {NO_COLOR: '1', PAY_PROFILE: 'bench'}
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('PAY_') && !/^(https?|no)_proxy$/i.test(name)) env[name] = value
  }
  Object.assign(env, {PAY_CONFIG_DIR: join(root, 'config'), PAY_CACHE_DIR: join(root, 'cache'), PAY_DATA_DIR: join(root, 'data')})
  const added = spawnSync(
    process.execPath,
    [PAY_BIN, 'profile', 'add', 'bench', '--base-url', baseUrl, '--key-id', key.key_id, '--secret-stdin'],
    {
      env,
      input: key.secret,
      encoding: 'utf8',
    },
  )
  if (added.status !== 0) throw new Error(`pay profile add failed: ${added.stderr}`)
  return {env, cleanup: () => rmSync(root, {recursive: true, force: true})}
}
