import {PayError} from '../../core/errors.js'
import {isThisMachine} from '../../core/http/loopback.js'
import {sameService} from '../../core/http/url-input.js'
import {sandboxAdmin} from './admin-client.js'
import {SANDBOX_PROFILE} from './profile.js'
import {findRunningSandbox} from './running.js'

/** A merchant's webhook URL and the events it subscribes to (null: every event). */
export interface WebhookSetting {
  url: string | null
  events: string[] | null
}

/** A running sandbox, by its data dir, and the merchant that owns the key in use. */
export interface SandboxMerchant {
  dataDir: string
  merchantId: string
}

/** The listener's URL set as a sandbox merchant's webhook URL, for as long as it runs. */
export interface SandboxRegistration {
  dataDir: string
  merchantId: string
  /** The URL in effect when it registered (null: none), which it puts back if it still holds the URL when it stops. */
  foundUrl: string | null
  /** Takes the registration off; the sandbox decides, atomically, what that does to the URL (RestoreOutcome). */
  restore(): Promise<RestoreOutcome>
}

/** What a listener's stop did to the sandbox's webhook URL; `url` is the URL the sandbox holds now. */
export type RestoreOutcome =
  /** It still held the URL: what it found is back. */
  | {kind: 'restored'; url: string | null}
  /** A listener that registered since holds the URL, and puts back what this one found when it stops. */
  | {kind: 'handed-over'; url: string | null}
  /** Someone set the URL since: it is left as it is. */
  | {kind: 'changed'}

export interface SandboxTarget {
  /** Data dirs where a sandbox may run: --sandbox-data-dir, else `$PAY_DATA_DIR/sandbox`. */
  dataDirs: string[]
  baseUrl: string
  keyId: string
  profileName?: string
}

/**
 * True when the credentials may point at a local sandbox: the `sandbox` profile, or a base URL whose host is this
 * machine (`isThisMachine`: a name by every address it resolves to).
 */
export async function mayBeSandbox(target: Pick<SandboxTarget, 'baseUrl' | 'profileName'>): Promise<boolean> {
  if (target.profileName === SANDBOX_PROFILE) return true
  const host = URL.canParse(target.baseUrl) ? new URL(target.baseUrl).hostname : undefined
  return host !== undefined && (await isThisMachine(host))
}

/**
 * Finds the running sandbox that serves `baseUrl` (its state file in one of the data dirs, its process alive,
 * its admin API answering) and the merchant that owns `keyId`; undefined when there is none.
 */
export async function findSandboxMerchant(target: SandboxTarget): Promise<SandboxMerchant | undefined> {
  for (const dataDir of target.dataDirs) {
    const state = await findRunningSandbox(dataDir)
    if (!state || !sameService(state.base_url, target.baseUrl)) continue
    const credentials = await sandboxAdmin<{merchants: Array<{id: string; test: {key_id: string}; live: {key_id: string}}>}>(
      dataDir,
      'GET',
      '/_sandbox/credentials',
    ).catch(() => undefined)
    const merchant = credentials?.merchants.find(
      (candidate) => candidate.test.key_id === target.keyId || candidate.live.key_id === target.keyId,
    )
    if (merchant) return {dataDir, merchantId: merchant.id}
  }
  return undefined
}

/** The sandbox behind credentials that may point at one ({@link mayBeSandbox}) and its merchant; undefined means the real service. */
export async function findLocalSandbox(target: SandboxTarget): Promise<SandboxMerchant | undefined> {
  return (await mayBeSandbox(target)) ? findSandboxMerchant(target) : undefined
}

/** The admin API's path of a merchant's webhook setting. */
export function webhookSettingPath(merchant: SandboxMerchant): string {
  return `/_sandbox/merchants/${encodeURIComponent(merchant.merchantId)}/webhook`
}

export function readWebhookSetting(merchant: SandboxMerchant): Promise<WebhookSetting> {
  return sandboxAdmin<WebhookSetting>(merchant.dataDir, 'GET', webhookSettingPath(merchant))
}

/**
 * Registers `url` as the merchant's webhook URL with the sandbox, which keeps the listeners that did so in order
 * (src/sandbox/server/store/webhook-listeners.ts); the subscriptions are never touched. `restore()` is a compare-and-set
 * done by the sandbox: it puts back what this listener found only if the URL is still this listener's, so
 * listeners that overlap can stop in any order and a URL set by hand meanwhile is left alone.
 * @example
 *   const registration = await registerWithSandbox(found, 'http://127.0.0.1:4011/')
 *   await registration.restore()
 */
export async function registerWithSandbox(found: SandboxMerchant, url: string): Promise<SandboxRegistration> {
  const listeners = `${webhookSettingPath(found)}/listeners`
  const added = await sandboxAdmin<{listener_id: string; found_url: string | null}>(found.dataDir, 'POST', listeners, {url})
  return {
    ...found,
    foundUrl: added.found_url,
    async restore() {
      const path = `${listeners}/${encodeURIComponent(added.listener_id)}`
      const removed = await sandboxAdmin<{outcome: 'restored' | 'handed_over'; url: string | null}>(found.dataDir, 'DELETE', path).catch(
        (error: unknown) => {
          if (error instanceof PayError && error.code === 'WEBHOOK_CHANGED') return undefined
          throw error
        },
      )
      if (!removed) return {kind: 'changed'}
      return {kind: removed.outcome === 'restored' ? 'restored' : 'handed-over', url: removed.url}
    },
  }
}
