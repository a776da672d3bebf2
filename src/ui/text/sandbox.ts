import {shellWord} from '../../core/text/shell-word.js'
import type {SandboxCredentials} from '../../sandbox/server/index.js'
import type {Style} from './style.js'

/** The credentials of a sandbox: local test keys, printed by design so integrators can copy them. */
export function renderSandboxCredentials(credentials: SandboxCredentials, style: Style): string {
  const lines = [`${style.bold('Sandbox')} ${credentials.base_url}`]
  for (const merchant of credentials.merchants) {
    lines.push(
      '',
      `${style.bold('Merchant')}        ${merchant.id}`,
      `  test key       ${merchant.test.key_id}`,
      `  test secret    ${merchant.test.secret}`,
      `  live key       ${merchant.live.key_id}`,
      `  live secret    ${merchant.live.secret}`,
      `  webhook secret ${merchant.webhook_secret}`,
    )
  }
  return `${lines.join('\n')}\n`
}

/** What the detached sandbox writes to its log when it starts: where it listens and where the keys are, never the keys. */
export function renderSandboxLogStart({baseUrl, pid, dataDir}: {baseUrl: string; pid: number; dataDir: string}, style: Style): string {
  return `${style.bold('Sandbox')} ${baseUrl} (pid ${pid}). Keys are not logged; print them with: pay sandbox keys --sandbox-data-dir ${shellWord(dataDir)}\n`
}
