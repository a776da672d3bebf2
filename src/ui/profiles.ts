import {maskKeyId, maskSecret} from '../core/credentials.js'
import type {Profile} from '../core/profiles.js'
import type {Style} from './style.js'
import {renderTable} from './table.js'

/** A profile as it may be shown or printed as JSON: key ids masked, secrets reduced to their last 4. */
export interface ProfileView {
  name: string
  default: boolean
  base_url: string
  test_key_id: string | null
  test_secret: string | null
  live_key_id: string | null
  live_secret: string | null
  webhook_secret: string | null
}

export function profileView(name: string, profile: Profile, isDefault: boolean): ProfileView {
  return {
    name,
    default: isDefault,
    base_url: profile.base_url,
    test_key_id: profile.test ? maskKeyId(profile.test.key_id) : null,
    test_secret: profile.test ? maskSecret(profile.test.secret) : null,
    live_key_id: profile.live ? maskKeyId(profile.live.key_id) : null,
    live_secret: profile.live ? maskSecret(profile.live.secret) : null,
    webhook_secret: profile.webhook_secret ? maskSecret(profile.webhook_secret) : null,
  }
}

export function renderProfile(view: ProfileView, style: Style): string {
  const rows: Array<[string, string]> = [
    ['Profile', `${view.name}${view.default ? ' (default)' : ''}`],
    ['Base URL', view.base_url],
    ['Test key', view.test_key_id ? `${view.test_key_id}  secret ${view.test_secret}` : '—'],
    ['Live key', view.live_key_id ? `${view.live_key_id}  secret ${view.live_secret}` : '—'],
    ['Webhook secret', view.webhook_secret ?? '—'],
  ]
  return rows.map(([label, value]) => `${style.bold(label.padEnd(15))}${value}`).join('\n') + '\n'
}

export function renderProfileList(views: ProfileView[], style: Style): string {
  if (views.length === 0) return 'No profiles yet. Add one with `pay login`, or run `pay sandbox start`.\n'
  return renderTable(
    [
      {header: '', value: (view) => (view.default ? '*' : '')},
      {header: 'NAME', value: (view) => view.name},
      {header: 'BASE URL', value: (view) => view.base_url},
      {header: 'TEST KEY', value: (view) => view.test_key_id ?? '—'},
      {header: 'LIVE KEY', value: (view) => view.live_key_id ?? '—'},
      {header: 'WEBHOOK', value: (view) => (view.webhook_secret ? 'set' : '—')},
    ],
    views,
    style.bold,
  )
}
