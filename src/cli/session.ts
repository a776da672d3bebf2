import {type Credentials, findProfile, resolveCredentials} from '../core/credentials.js'
import {AuthError} from '../core/errors.js'
import {PayApi} from '../core/http/api.js'
import {PayClient} from '../core/http/client.js'
import {DEFAULT_RETRY_POLICY} from '../core/http/retry-policy.js'
import {ProfileStore} from '../core/profiles.js'
import type {BankList} from '../core/schemas/bank.js'
import {loadBanks} from '../services/bank-catalog.js'
import {dryRunReport, renderServerWait, renderTrace} from '../ui/request-trace.js'
import type {Style} from '../ui/style.js'
import {DryRunStop} from './dry-run.js'
import type {IO} from './io.js'

export interface SessionOptions {
  io: IO
  configDir: string
  cacheDir: string
  dataDir: string
  userAgent: string
  profileFlag?: string
  live: boolean
  verbose: boolean
  dryRun: boolean
  retries?: number
  timeoutSeconds?: number
  errStyle: Style
  /** Called once when a command resolves live credentials: the live-mode banner. */
  onLiveMode?: (profileName: string | undefined) => void
  /** Called when the profile file can be read by others than its owner. */
  onExposedStore?: (path: string) => void
}

/**
 * Lazily builds what a command needs (profile store, credentials, API client), so that a command pays only
 * for what it uses, and closes the connection pool at the end so the process exits at once.
 */
export class Session {
  private profileStore?: ProfileStore
  private resolved?: Credentials
  private client?: PayClient
  private payApi?: PayApi

  constructor(readonly options: SessionOptions) {}

  store(): ProfileStore {
    if (!this.profileStore) {
      this.profileStore = new ProfileStore(this.options.configDir)
      if (this.profileStore.isExposed()) this.options.onExposedStore?.(this.profileStore.path)
    }
    return this.profileStore
  }

  credentials(): Credentials {
    this.resolved ??= resolveCredentials({
      env: this.options.io.env,
      store: this.store(),
      profileFlag: this.options.profileFlag,
      live: this.options.live,
    })
    return this.resolved
  }

  /** The base URL alone, for the public bank list: PAY_BASE_URL, else the profile's. */
  baseUrl(): string {
    const fromEnv = this.options.io.env.PAY_BASE_URL
    if (fromEnv) return fromEnv
    const found = findProfile({env: this.options.io.env, store: this.store(), profileFlag: this.options.profileFlag}, false)
    if (!found) {
      throw new AuthError('No base URL: no profile is set up and PAY_BASE_URL is not set.', {
        tryMessage: 'Run `pay login`, or `pay sandbox start` to try the local sandbox.',
      })
    }
    return found.profile.base_url
  }

  api(): PayApi {
    if (this.payApi) return this.payApi
    const credentials = this.credentials()
    if (credentials.mode === 'live') this.options.onLiveMode?.(credentials.profileName)
    this.client = this.createClient(credentials.baseUrl, credentials.keyId, credentials.secret)
    this.payApi = new PayApi(this.client)
    return this.payApi
  }

  /** The bank list of the service the credentials point at, from the cache while it is fresh. */
  async banks(): Promise<BankList> {
    const {baseUrl} = this.credentials()
    return (await loadBanks({api: () => this.api(), baseUrl, cacheDir: this.options.cacheDir})).banks
  }

  /** An API for unsigned calls only (the bank list), when no key is needed. */
  publicApi(): PayApi {
    if (this.payApi) return this.payApi
    this.client = this.createClient(this.baseUrl(), '', '')
    this.payApi = new PayApi(this.client)
    return this.payApi
  }

  async close(): Promise<void> {
    await this.client?.close()
  }

  private createClient(baseUrl: string, keyId: string, secret: string): PayClient {
    const {io, verbose, dryRun, errStyle} = this.options
    const tracing = verbose || io.env.PAY_DEBUG === '1'
    return new PayClient({
      baseUrl,
      keyId,
      secret,
      userAgent: this.options.userAgent,
      timeoutMs: (this.options.timeoutSeconds ?? 30) * 1000,
      retryPolicy: {...DEFAULT_RETRY_POLICY, retries: this.options.retries ?? DEFAULT_RETRY_POLICY.retries},
      onTrace: tracing ? (event) => io.stderr.write(renderTrace(event, errStyle)) : undefined,
      onServerWait: (wait) => io.stderr.write(renderServerWait(wait, errStyle)),
      interceptSend: dryRun
        ? (request, signed, headers) => {
            throw new DryRunStop(dryRunReport(request, signed, headers))
          }
        : undefined,
    })
  }
}
