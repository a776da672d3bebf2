import {liveSecretName, type ProfileStore} from '../../core/profiles/store.js'
import type {SecretsFact} from './check.js'

/** The key store's prefix of approvers' private keys (`approver/NAME`). */
export const APPROVER_KEYS = 'approver/'

/**
 * Where the secrets of this config dir are: each live key's and approver's by place (the OS keyring, 0600 files),
 * the live secrets profiles.json still holds (moved at their next use), and where a secret written now would go.
 * @example await secretsKept(store) // {newSecrets: 'file', directory: '~/.config/pay/secrets', live: {keyring: 0, file: 1, profilesJson: 0}, …}
 */
export async function secretsKept(store: ProfileStore): Promise<Omit<SecretsFact, 'code'>> {
  const kept = await store.keys.list()
  const liveNames = new Set(store.list().map(({name}) => liveSecretName(name)))
  const count = (of: (name: string) => boolean, place: 'keyring' | 'file') =>
    kept.filter((entry) => entry.place === place && of(entry.name)).length
  const live = (name: string) => liveNames.has(name)
  const approver = (name: string) => name.startsWith(APPROVER_KEYS)
  return {
    newSecrets: await store.keys.placeForNew(),
    directory: store.keys.directory,
    live: {
      keyring: count(live, 'keyring'),
      file: count(live, 'file'),
      profilesJson: store.list().filter(({profile}) => profile.live?.secret !== undefined).length,
    },
    approvers: {keyring: count(approver, 'keyring'), file: count(approver, 'file')},
  }
}
