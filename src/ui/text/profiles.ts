import type {ProfileView} from '../../core/schemas/output/profile.js'
import {shellWord} from '../../core/text/shell-word.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {NextCredentials} from '../../services/profiles/setup.js'
import {words} from '../words/active.js'
import {labelledLines} from './format.js'
import type {Style} from './style.js'
import {renderTable} from './table.js'

export type {ProfileView}

export function renderProfile(view: ProfileView, style: Style): string {
  const said = words().profiles
  const key = (id: string | null, secret: string | null) => (id ? `${terminalSafe(id)}  ${said.secret(terminalSafe(secret ?? ''))}` : '—')
  const rows: Array<[string, string]> = [
    [said.labels.profile, `${terminalSafe(view.name)}${view.default ? said.isDefault : ''}`],
    [said.labels.baseUrl, terminalSafe(view.base_url)],
    [said.labels.testKey, key(view.test_key_id, view.test_secret)],
    [
      said.labels.liveKey,
      view.live_key_id && view.live_secret_in
        ? `${terminalSafe(view.live_key_id)}  ${said.secretIn(view.live_secret_in)}`
        : key(view.live_key_id, view.live_secret),
    ],
    [said.labels.webhookSecret, terminalSafe(view.webhook_secret ?? '—')],
    ...(view.sandbox_data_dir ? [[said.labels.sandboxData, terminalSafe(view.sandbox_data_dir)] as [string, string]] : []),
  ]
  return `${labelledLines(rows, style.bold, 1)}\n`
}

export function renderProfileList(views: ProfileView[], style: Style): string {
  const said = words().profiles
  if (views.length === 0) return `${said.none}\n`
  return renderTable(
    [
      {header: '', value: (view) => (view.default ? '*' : '')},
      {header: said.headings.name, value: (view) => terminalSafe(view.name)},
      {header: said.headings.baseUrl, value: (view) => terminalSafe(view.base_url)},
      {header: said.headings.testKey, value: (view) => terminalSafe(view.test_key_id ?? '—')},
      {header: said.headings.liveKey, value: (view) => terminalSafe(view.live_key_id ?? '—')},
      {header: said.headings.webhook, value: (view) => (view.webhook_secret ? said.set : '—')},
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
  const said = words().profiles
  const saved = said.saved(terminalSafe(name), outcome.created)
  if (next.via !== 'environment key' && next.via !== 'none' && next.name === name) {
    return `${saved}${said.inUse(outcome.madeDefault, next.via === 'PAY_PROFILE')}`
  }
  const quoted = terminalSafe(shellWord(name))
  if (next.via === 'environment key') return `${saved}${said.environmentKeyWins(quoted)}`
  if (next.via === 'none') return `${saved}${said.savedEnd}`
  return `${saved}${said.otherInUse(terminalSafe(next.name), next.via === 'PAY_PROFILE', quoted)}`
}
