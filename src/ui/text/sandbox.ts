import {displayWidth, padEndDisplay} from '../../core/text/display-width.js'
import {shellWord} from '../../core/text/shell-word.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {SandboxCredentials} from '../../sandbox/server/index.js'
import {words} from '../words/active.js'
import {labelledLines} from './format.js'
import type {Style} from './style.js'

/** The credentials of a sandbox: local test keys, printed by design so integrators can copy them. */
export function renderSandboxCredentials(credentials: SandboxCredentials, style: Style): string {
  const said = words().sandbox
  const lines = [`${style.bold(said.sandbox)} ${credentials.base_url}`]
  for (const merchant of credentials.merchants) {
    const keys = labelledLines(
      [
        [`  ${said.keys.testKey}`, merchant.test.key_id],
        [`  ${said.keys.testSecret}`, merchant.test.secret],
        [`  ${said.keys.liveKey}`, merchant.live.key_id],
        [`  ${said.keys.liveSecret}`, merchant.live.secret],
        [`  ${said.keys.webhookSecret}`, merchant.webhook_secret],
      ],
      (label) => label,
      1,
    )
    // The merchant's id starts one column before the keys, as it always has.
    const width = Math.max(...Object.values(said.keys).map((label) => displayWidth(label))) + 2
    lines.push('', `${style.bold(padEndDisplay(said.merchant, width))}${merchant.id}`, keys)
  }
  return `${lines.join('\n')}\n`
}

/** What the detached sandbox writes to its log when it starts: where it listens and where the keys are, never the keys. */
export function renderSandboxLogStart({baseUrl, pid, dataDir}: {baseUrl: string; pid: number; dataDir: string}, style: Style): string {
  const said = words().sandbox
  const printKeys = `pay sandbox keys --sandbox-data-dir ${terminalSafe(shellWord(dataDir))}`
  return `${style.bold(said.sandbox)} ${baseUrl} ${said.logStart(pid, printKeys)}\n`
}
