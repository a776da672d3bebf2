import type {Identity} from '../../services/profiles/identity.js'
import type {Style} from './style.js'
import {terminalSafe} from './terminal-safe.js'

export function renderIdentity(identity: Identity, style: Style): string {
  const verdict = identity.accepted
    ? style.green('✓ accepted by the service')
    : style.red(
        `✗ not accepted: ${terminalSafe(identity.error?.code ?? 'unknown')} ${terminalSafe(identity.error?.message ?? '')}`.trimEnd(),
      )
  const rows: Array<[string, string]> = [
    ['Profile', identity.profile === null ? '(none: credentials from PAY_API_KEY / PAY_API_SECRET)' : terminalSafe(identity.profile)],
    ['Base URL', terminalSafe(identity.base_url)],
    ['Mode', identity.mode === 'live' ? style.red('live (real money)') : 'test'],
    ['Key id', terminalSafe(identity.key_id)],
    ['Status', verdict],
  ]
  return `${rows.map(([label, value]) => `${style.bold(label.padEnd(9))}${value}`).join('\n')}\n`
}
