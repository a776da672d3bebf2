import {PayError} from '../../core/errors.js'
import {findProfile} from '../../core/profiles/credentials.js'
import type {ProfileStore} from '../../core/profiles/store.js'
import {say} from '../../core/text/visible-text.js'
import {
  findSandboxMerchant,
  mayBeSandbox,
  type RestoreOutcome,
  registerWithSandbox,
  type SandboxRegistration,
  type SandboxTarget,
} from '../../sandbox/control/webhook-registration.js'
import {assertNotSelf, type DispositionRules, type ForwardRoute} from './delivery-disposition.js'
import {DeliveryLog} from './delivery-log.js'
import {type OnDelivery, type ReceiverOptions, type RunningReceiver, startWebhookReceiver, WebhookRelay} from './receiver.js'

export interface ListenOptions {
  host: string
  port: number
  /** Where deliveries go on, by event type (routes.ts); none: they are only printed and logged. */
  routes?: ForwardRoute[]
  /** Only these event types are printed and forwarded (patterns of routes.ts). */
  events?: string[]
  /** Added to every forwarded request. */
  extraHeaders?: Array<[string, string]>
  /** Accept a self-signed certificate of an https target. */
  skipTlsVerify?: boolean
  /** How long the app has to answer a forwarded delivery before the sender gets 504 (default 9 s). */
  forwardTimeoutMs?: number
  /** Forward deliveries that fail verification too (marked so); by default they are answered 400. */
  forwardUnverified?: boolean
  webhookSecret?: string
  /** The title of a mistake that explains a failed signature, for the log (`DispositionRules`). */
  mistakeTitle?: DispositionRules['mistakeTitle']
  /** The data dir of pay: the log goes to `<dataDir>/webhooks/events.jsonl`. */
  dataDir: string
  /** The credentials in use, to find a local sandbox to register with; absent when none resolved. */
  sandbox?: SandboxTarget
  onArrival?: () => void
  onDelivery: OnDelivery
  onRefused?: ReceiverOptions['onRefused']
}

export interface Listening {
  url: string
  logPath: string
  /** Set when the listener registered itself as a sandbox merchant's webhook URL. */
  registration?: SandboxRegistration
  /** Why a sandbox-looking profile could not be registered. */
  registrationProblem?: string
  /** Stops listening and takes its registration off the sandbox; what that did to the URL, when it had registered. */
  stop(): Promise<RestoreOutcome | undefined>
}

/**
 * Starts `pay webhook listen`: the receiver, the relay behind it and the log; with a local sandbox, the
 * listener's URL becomes the merchant's webhook URL until `stop()`.
 * @example
 *   const listening = await listenForWebhooks({host: '127.0.0.1', port: 4011, dataDir, onDelivery: print})
 *   await listening.stop()
 */
export async function listenForWebhooks(options: ListenOptions): Promise<Listening> {
  const log = new DeliveryLog(options.dataDir)
  const {webhookSecret, routes, events, extraHeaders, skipTlsVerify, forwardTimeoutMs, forwardUnverified, mistakeTitle} = options
  const relay = new WebhookRelay({
    webhookSecret,
    routes,
    events,
    extraHeaders,
    skipTlsVerify,
    forwardTimeoutMs,
    forwardUnverified,
    mistakeTitle,
    log,
  })
  const receiver = await startWebhookReceiver({
    host: options.host,
    port: options.port,
    relay,
    onArrival: options.onArrival,
    onDelivery: options.onDelivery,
    onRefused: options.onRefused,
  })
  const {registration, problem} = await checkAndRegister(options, receiver).catch(async (error: unknown) => {
    await receiver.close()
    throw error
  })
  return {
    url: receiver.url,
    logPath: log.path,
    registration,
    registrationProblem: problem,
    async stop() {
      try {
        return await registration?.restore()
      } finally {
        await receiver.close()
      }
    },
  }
}

async function checkAndRegister(
  options: ListenOptions,
  receiver: RunningReceiver,
): Promise<{registration?: SandboxRegistration; problem?: string}> {
  for (const route of options.routes ?? []) await assertNotSelf(route.url, receiver)
  return register(options.sandbox, receiver.url)
}

async function register(target: SandboxTarget | undefined, url: string): Promise<{registration?: SandboxRegistration; problem?: string}> {
  if (!target || !(await mayBeSandbox(target))) return {}
  const found = await findSandboxMerchant(target)
  if (!found) return {problem: say`no running sandbox serving ${target.baseUrl} with this key was found in ${target.dataDirs.join(', ')}`}
  return {registration: await registerWithSandbox(found, url)}
}

/** Where a listener's webhook secret and sandbox come from: the command's session, structurally. */
export interface ListenerCredentialSource {
  /** The credentials in use; throws a PayError when none resolve. */
  credentials(): {webhookSecret?: string}
  sandboxTarget(dataDirFlag?: string): SandboxTarget
  store(): ProfileStore
}

export interface ListenerCredentials {
  webhookSecret?: string
  sandbox?: SandboxTarget
  /** Why no credentials resolved: then nothing is registered with a sandbox, and the profile's webhook secret is used alone. */
  unresolved?: PayError
}

/**
 * The webhook secret and the sandbox to register with, from the credentials in use. Listening needs neither, so
 * when none resolve (no API key, say) the profile's webhook secret is still used.
 * @example listenerCredentials(session, {env: process.env, profileFlag: 'sandbox'}) // {webhookSecret: 'whsec_…', sandbox: {…}}
 */
export function listenerCredentials(
  source: ListenerCredentialSource,
  lookup: {env: NodeJS.ProcessEnv; profileFlag?: string; sandboxDataDir?: string},
): ListenerCredentials {
  try {
    return {webhookSecret: source.credentials().webhookSecret, sandbox: source.sandboxTarget(lookup.sandboxDataDir)}
  } catch (error) {
    if (!(error instanceof PayError)) throw error
    const found = findProfile({env: lookup.env, store: source.store(), profileFlag: lookup.profileFlag}, false)
    return {webhookSecret: found?.profile.webhook_secret, unresolved: error}
  }
}
