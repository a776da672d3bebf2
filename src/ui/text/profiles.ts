import {maskKeyId, maskSecret} from '../../core/credentials.js'
import type {Profile} from '../../core/profiles.js'
import type {NextCredentials} from '../../services/profiles/setup.js'
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
  /** The sandbox data dir a `sandbox` profile was written for; null on other profiles. */
  sandbox_data_dir: string | null
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
    sandbox_data_dir: profile.sandbox_data_dir ?? null,
  }
}

export function renderProfile(view: ProfileView, style: Style): string {
  const rows: Array<[string, string]> = [
    ['Profile', `${view.name}${view.default ? ' (default)' : ''}`],
    ['Base URL', view.base_url],
    ['Test key', view.test_key_id ? `${view.test_key_id}  secret ${view.test_secret}` : '—'],
    ['Live key', view.live_key_id ? `${view.live_key_id}  secret ${view.live_secret}` : '—'],
    ['Webhook secret', view.webhook_secret ?? '—'],
    ...(view.sandbox_data_dir ? [['Sandbox data', view.sandbox_data_dir] as [string, string]] : []),
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

/**
 * The line after a profile is saved: that commands now use it, or which credentials they still use and how to
 * use this one, so that a profile named "default" that is not the default surprises no one.
 */
export function renderSavedNote(name: string, outcome: {created: boolean; madeDefault: boolean}, next: NextCredentials): string {
  const saved = `${outcome.created ? 'Added' : 'Updated'} profile ${name}`
  if (next.via !== 'environment key' && next.via !== 'none' && next.name === name) {
    return `${saved}${outcome.madeDefault ? ', now the default' : ''}; commands use it${next.via === 'PAY_PROFILE' ? ' (PAY_PROFILE)' : ''}.`
  }
  const use = `pass --profile ${name}, or make it the default with \`pay profile use ${name}\``
  if (next.via === 'environment key') return `${saved}. Commands use PAY_API_KEY from the environment while it is set; unset it and ${use}.`
  if (next.via === 'none') return `${saved}.`
  return `${saved}. Commands use profile ${next.name} (${next.via === 'PAY_PROFILE' ? 'PAY_PROFILE' : 'the default'}); ${use}.`
}
