import type {ProfileView} from '../../core/schemas/output/profile.js'
import {shellWord} from '../../core/text/shell-word.js'
import type {NextCredentials} from '../../services/profiles/setup.js'
import type {Style} from './style.js'
import {renderTable} from './table.js'
import {terminalSafe} from './terminal-safe.js'

export type {ProfileView}

export function renderProfile(view: ProfileView, style: Style): string {
  const rows: Array<[string, string]> = [
    ['Profile', `${view.name}${view.default ? ' (default)' : ''}`],
    ['Base URL', view.base_url],
    ['Test key', view.test_key_id ? `${view.test_key_id}  secret ${view.test_secret}` : '—'],
    ['Live key', view.live_key_id ? `${view.live_key_id}  secret ${view.live_secret}` : '—'],
    ['Webhook secret', view.webhook_secret ?? '—'],
    ...(view.sandbox_data_dir ? [['Sandbox data', view.sandbox_data_dir] as [string, string]] : []),
  ]
  return `${rows.map(([label, value]) => `${style.bold(label.padEnd(15))}${terminalSafe(value)}`).join('\n')}\n`
}

export function renderProfileList(views: ProfileView[], style: Style): string {
  if (views.length === 0) return 'No profiles yet. Add one with `pay login`, or run `pay sandbox start`.\n'
  return renderTable(
    [
      {header: '', value: (view) => (view.default ? '*' : '')},
      {header: 'NAME', value: (view) => terminalSafe(view.name)},
      {header: 'BASE URL', value: (view) => terminalSafe(view.base_url)},
      {header: 'TEST KEY', value: (view) => terminalSafe(view.test_key_id ?? '—')},
      {header: 'LIVE KEY', value: (view) => terminalSafe(view.live_key_id ?? '—')},
      {header: 'WEBHOOK', value: (view) => (view.webhook_secret ? 'set' : '—')},
    ],
    views,
    style.bold,
  )
}

/**
 * The line after a profile is saved: that commands now use it, or which credentials they still use and how to
 * use this one, so that a profile named "default" that is not the default surprises no one.
 */
export function renderSavedNote(name: string, outcome: {created: boolean; madeDefault: boolean}, next: NextCredentials): string {
  const saved = `${outcome.created ? 'Added' : 'Updated'} profile ${name}`
  if (next.via !== 'environment key' && next.via !== 'none' && next.name === name) {
    return `${saved}${outcome.madeDefault ? ', now the default' : ''}; commands use it${next.via === 'PAY_PROFILE' ? ' (PAY_PROFILE)' : ''}.`
  }
  const use = `pass --profile ${shellWord(name)}, or make it the default with \`pay profile use ${shellWord(name)}\``
  if (next.via === 'environment key') return `${saved}. Commands use PAY_API_KEY from the environment while it is set; unset it and ${use}.`
  if (next.via === 'none') return `${saved}.`
  return `${saved}. Commands use profile ${next.name} (${next.via === 'PAY_PROFILE' ? 'PAY_PROFILE' : 'the default'}); ${use}.`
}
