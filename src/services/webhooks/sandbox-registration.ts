import {isLoopbackHost} from '../../core/loopback.js'
import {sandboxAdmin} from '../sandbox/admin-client.js'
import {SANDBOX_PROFILE} from '../sandbox/profile.js'
import {findRunningSandbox} from '../sandbox/running.js'

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

/** The listener's URL set as a sandbox merchant's webhook URL, and how to put back what was there. */
export interface SandboxRegistration {
  dataDir: string
  merchantId: string
  previousUrl: string | null
  restore(): Promise<void>
}

export interface SandboxTarget {
  /** Data dirs where a sandbox may run: --sandbox-data-dir, else `$PAY_DATA_DIR/sandbox`. */
  dataDirs: string[]
  baseUrl: string
  keyId: string
  profileName?: string
}

/** True when the credentials may point at a local sandbox: the `sandbox` profile, or a loopback base URL. */
export function mayBeSandbox(target: Pick<SandboxTarget, 'baseUrl' | 'profileName'>): boolean {
  return target.profileName === SANDBOX_PROFILE || isLoopback(target.baseUrl)
}

/**
 * Finds the running sandbox that serves `baseUrl` (its state file in one of the data dirs, its process alive,
 * its admin API answering) and the merchant that owns `keyId`; undefined when there is none.
 */
export async function findSandboxMerchant(target: SandboxTarget): Promise<SandboxMerchant | undefined> {
  for (const dataDir of target.dataDirs) {
    const state = await findRunningSandbox(dataDir)
    if (!state || !sameServer(state.base_url, target.baseUrl)) continue
    const credentials = await sandboxAdmin<{merchants: Array<{id: string; test: {key_id: string}; live: {key_id: string}}>}>(
      dataDir,
      'GET',
      '/_sandbox/credentials',
    ).catch(() => undefined)
    const merchant = credentials?.merchants.find((candidate) => candidate.test.key_id === target.keyId || candidate.live.key_id === target.keyId)
    if (merchant) return {dataDir, merchantId: merchant.id}
  }
  return undefined
}

/** The sandbox behind credentials that may point at one ({@link mayBeSandbox}) and its merchant; undefined means the real service. */
export async function findLocalSandbox(target: SandboxTarget): Promise<SandboxMerchant | undefined> {
  return mayBeSandbox(target) ? findSandboxMerchant(target) : undefined
}

/** The admin API's path of a merchant's webhook setting. */
export function webhookSettingPath(merchant: SandboxMerchant): string {
  return `/_sandbox/merchants/${encodeURIComponent(merchant.merchantId)}/webhook`
}

export function readWebhookSetting(merchant: SandboxMerchant): Promise<WebhookSetting> {
  return sandboxAdmin<WebhookSetting>(merchant.dataDir, 'GET', webhookSettingPath(merchant))
}

/**
 * Sets `url` as the merchant's webhook URL, keeping its event subscriptions; `restore()` puts the old URL back
 * (or none, when the old one was this same URL left behind by a listener that was killed).
 * @example const registration = await registerWithSandbox(found, 'http://127.0.0.1:4011/'); …; await registration.restore()
 */
export async function registerWithSandbox(found: SandboxMerchant, url: string): Promise<SandboxRegistration> {
  const path = webhookSettingPath(found)
  const previous = await readWebhookSetting(found)
  await sandboxAdmin(found.dataDir, 'PUT', path, {url, events: previous.events})
  const previousUrl = previous.url === url ? null : previous.url
  return {
    ...found,
    previousUrl,
    async restore() {
      await sandboxAdmin(found.dataDir, 'PUT', path, {url: previousUrl, events: previous.events})
    },
  }
}

function isLoopback(baseUrl: string): boolean {
  const host = safely(() => new URL(baseUrl).hostname)
  return host !== undefined && isLoopbackHost(host)
}

/** Same port, and both loopback or the same host: `localhost:4010` and `127.0.0.1:4010` are one server. */
function sameServer(a: string, b: string): boolean {
  const first = safely(() => new URL(a))
  const second = safely(() => new URL(b))
  if (!first || !second || first.port !== second.port || first.protocol !== second.protocol) return false
  return first.hostname === second.hostname || (isLoopback(a) && isLoopback(b))
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}
