import {AuthError, PayError} from '../core/errors.js'
import type {SkippedLines} from '../core/files/json-lines.js'
import {PayApi} from '../core/http/api.js'
import {PayClient} from '../core/http/client.js'
import type {ApiResponse, ClientOptions, KeyedRequestWatch, PreparedRequest, ServerWait, TraceEvent} from '../core/http/request-types.js'
import {DEFAULT_RETRY_POLICY} from '../core/http/retry-policy.js'
import {normalisedBaseUrl} from '../core/http/url-input.js'
import {baseUrlToUse, type Credentials, findProfile, type Mode, modeOfKeyId, resolveCredentials} from '../core/profiles/credentials.js'
import {liveSecretName, ProfileStore} from '../core/profiles/store.js'
import type {SecretPlace} from '../core/secrets/key-store.js'
import {sandboxDataDirs} from '../sandbox/control/profile.js'
import type {SandboxTarget} from '../sandbox/control/webhook-registration.js'
import {MoneyTrail} from '../services/audit/money-trail.js'
import {GATHER_MS, inboxOf, type LedgerScope, ledgerPath, writeInbox} from '../services/ledger/files.js'
import type {LedgerRecorder} from '../services/ledger/recorder.js'
import {type Seen, seenInAnswer} from '../services/ledger/seen.js'
import {type RecordedClient, RequestRecorder} from '../services/request-log/recorder.js'
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
  /** Keep request and response bodies in the request history (`--log-bodies`, PAY_LOG_BODIES=1). */
  logBodies: boolean
  /** Called with each step of a request under --verbose or PAY_DEBUG=1. */
  onTrace?: (event: TraceEvent) => void
  /** Called when the service asks for a wait before a retry. */
  onServerWait?: (wait: ServerWait) => void
  /** Called once when the request history cannot be written; the command goes on. */
  onRequestLogFailure?: (error: Error, path: string) => void
  /** Called once when pay's ledger cannot be written; the command's outcome stands. */
  onLedgerFailure?: (error: Error, path: string) => void
  /** Called once when a command resolves live credentials: the live-mode banner. */
  onLiveMode?: (profileName: string | undefined) => void
  /** Called when a live key's secret was moved out of profiles.json into the key store (`place`). */
  onLiveSecretMoved?: (profile: string, place: SecretPlace, directory: string) => void
  /** Called when the profile file can be read by others than its owner. */
  onExposedStore?: (path: string) => void
  /** Called when a reader of a file pay wrote skipped lines that are not its records. */
  onSkippedLines?: (skipped: SkippedLines) => void
  /** Called when a dry run checks bank codes against pay's built-in list (the service's list is not cached). */
  onBuiltInBanks?: () => void
}

/** A money-moving request (one with an Idempotency-Key) and the 2xx answer it got. */
export interface MoneyAnswer {
  request: PreparedRequest
  response: ApiResponse
}

/**
 * Lazily builds what a command needs (profile store, credentials, API client), so that a command pays only
 * for what it uses, and closes the connection pool at the end so the process exits at once.
 */
export class Session {
  private profileStore?: ProfileStore
  private resolved?: Credentials
  private liveSecret?: {secret: string} | {error: Error}
  private client?: PayClient
  private unsignedApi?: PayApi
  private payApi?: PayApi
  private readonly otherClients: PayClient[] = []
  private recorder?: RequestRecorder
  private lastMoneyAnswer?: MoneyAnswer
  private keysKeptByCaller = false
  private ledgerKeptByCaller = false
  private ledger?: Promise<LedgerRecorder>
  /** The answers told to the ledger, in order: each is read, then told to the recorder or gathered. */
  private ledgerNotes: Promise<void> = Promise.resolve()
  /** What the answers told while the recorder is not loaded: left in the ledger's inbox at close, or told to it. */
  private gathered: Seen[] = []
  private gathering?: NodeJS.Timeout
  /** Every money-moving request any client of the command sent, for its run's audit record. */
  readonly moneyTrail = new MoneyTrail()
  private auditLogChecked?: Promise<void>

  constructor(readonly options: SessionOptions) {}

  store(): ProfileStore {
    if (!this.profileStore) {
      this.profileStore = new ProfileStore(this.options.configDir, this.options.io.env)
      if (this.profileStore.isExposed()) this.options.onExposedStore?.(this.profileStore.path)
    }
    return this.profileStore
  }

  /**
   * Where a local sandbox serving the credentials in use may run: `--sandbox-data-dir`, else the data dir the
   * profile was written for, else `<pay data dir>/sandbox` (docs/webhooks.md).
   */
  sandboxTarget(dataDirFlag?: string): SandboxTarget {
    const {baseUrl, keyId, profileName} = this.credentials()
    const dataDirs = dataDirFlag ? [dataDirFlag] : sandboxDataDirs(this.store(), this.options.dataDir, profileName)
    return {dataDirs, baseUrl, keyId, profileName}
  }

  credentials(): Credentials {
    this.resolved ??= resolveCredentials({
      env: this.options.io.env,
      store: this.store(),
      profileFlag: this.options.profileFlag,
      live: this.options.live,
      liveSecret: this.liveSecret,
    })
    return this.resolved
  }

  /**
   * Under --live, reads the live key's secret of the profile in use from the key store before anything resolves
   * credentials (the OS keyring answers asynchronously). A secret profiles.json still holds is moved there first,
   * on this first use, and said. A profile that cannot be found is left for the credentials to say.
   */
  async loadLiveSecret(): Promise<void> {
    const {io, live, profileFlag} = this.options
    if (!live || io.env.PAY_API_KEY || io.env.PAY_API_SECRET) return
    let found: ReturnType<typeof findProfile>
    try {
      found = findProfile({env: io.env, store: this.store(), profileFlag}, false)
    } catch {
      return
    }
    if (!found?.profile.live) return
    const store = this.store()
    if (found.profile.live.secret !== undefined) {
      await store.changeIfPresent(found.name, (profile) => profile)
      const place = store.get(found.name)?.live?.secret_in
      if (place) this.options.onLiveSecretMoved?.(found.name, place, store.keys.directory)
      else return
    }
    try {
      this.liveSecret = {secret: (await store.keys.need(liveSecretName(found.name))).secret}
    } catch (error) {
      this.liveSecret = {error: error as Error}
    }
  }

  /** The base URL alone, for the public bank list: PAY_BASE_URL, else the profile's. */
  baseUrl(): string {
    const {env} = this.options.io
    const found = env.PAY_BASE_URL ? undefined : findProfile({env, store: this.store(), profileFlag: this.options.profileFlag}, false)
    const baseUrl = baseUrlToUse(env, found)
    if (!baseUrl) {
      throw new AuthError({code: 'no-base-url'})
    }
    return baseUrl
  }

  api(): PayApi {
    if (this.payApi) return this.payApi
    const credentials = this.credentials()
    if (credentials.mode === 'live') this.options.onLiveMode?.(credentials.profileName)
    this.client = this.createClient(
      credentials.baseUrl,
      credentials.keyId,
      credentials.secret,
      {
        profile: credentials.source === 'profile' ? (credentials.profileName ?? null) : null,
        mode: credentials.mode,
        secrets: [credentials.secret, credentials.webhookSecret ?? ''],
      },
      {onAnswer: (request, response) => this.tellLedger(request, response)},
    )
    this.payApi = new PayApi(this.client)
    return this.payApi
  }

  /** An API for unsigned calls only (the bank list), when no key is needed: the signed one if it is built already. */
  publicApi(): PayApi {
    if (this.payApi) return this.payApi
    if (this.unsignedApi) return this.unsignedApi
    const client = this.createClient(this.baseUrl(), '', '', {profile: this.profileInUse(), mode: null, secrets: []})
    this.otherClients.push(client)
    this.unsignedApi = new PayApi(client)
    return this.unsignedApi
  }

  /**
   * An API signed with keys that are not (yet) a profile's, e.g. those `pay login` checks before saving them:
   * the session's dry run, retries, timeout and trace apply as to every other client.
   */
  apiFor(key: {baseUrl: string; keyId: string; secret: string}): PayApi {
    const client = this.createClient(key.baseUrl, key.keyId, key.secret, {
      profile: null,
      mode: modeOrNull(key.keyId),
      secrets: [key.secret],
    })
    this.otherClients.push(client)
    return new PayApi(client)
  }

  /** An unsigned client for one look at a base URL (`pay doctor`, the server's clock): no retries, its own timeout. */
  probeClient(baseUrl: string, timeoutMs: number): PayClient {
    const client = this.createClient(baseUrl, '', '', {profile: null, mode: null, secrets: []}, {retries: 0, timeoutMs})
    this.otherClients.push(client)
    return client
  }

  /**
   * For a caller that keeps every key itself and owns Ctrl-C (`withdrawal batch`: its journal, and the rows in
   * flight finish): its money requests are neither stopped by a signal nor reported by the base command.
   */
  callerKeepsKeys(): void {
    this.keysKeptByCaller = true
  }

  /** For a caller that records in the ledger itself (`pay sync`): the answers its clients get are not told to it. */
  callerKeepsLedger(): void {
    this.ledgerKeptByCaller = true
  }

  /**
   * The recorder of the ledger of the credentials in use (docs/books.md), loaded on first use: what the answers
   * told before is told to it first. `webhook listen` tells it the deliveries, `withdrawal batch` its journal.
   */
  ledgerRecorder(): Promise<LedgerRecorder> {
    this.ledger ??= import('../services/ledger/recorder.js').then(({LedgerRecorder}) => {
      clearTimeout(this.gathering)
      const recorder = new LedgerRecorder({
        scope: this.ledgerScope(),
        onFailure: (error, path) => this.options.onLedgerFailure?.(error, path),
      })
      for (const seen of this.gathered.splice(0)) recorder.note(seen)
      return recorder
    })
    // A failure to load it is said where it is awaited (recordInLedger), never as an unhandled rejection.
    this.ledger.catch(() => undefined)
    return this.ledger
  }

  /** The last 2xx answer to a request with an Idempotency-Key: money moved, and its outcome must be printed. */
  moneyAnswer(): MoneyAnswer | undefined {
    return this.lastMoneyAnswer
  }

  /**
   * Appends the run's record to the audit log when it sent a money-moving request (docs/approvals.md, "Audit
   * log"); the failure, when it could not, for the command to say (the run's outcome stands).
   */
  async appendAuditRecord(run: Omit<Parameters<MoneyTrail['entry']>[0], 'env'>): Promise<{path: string; error: Error} | undefined> {
    if (this.moneyTrail.requests.length === 0) return undefined
    const entry = this.moneyTrail.entry({...run, env: this.options.io.env})
    const {appendAuditRecord, auditLogPath} = await import('../services/audit/audit-log.js')
    try {
      await appendAuditRecord(this.options.dataDir, entry)
      return undefined
    } catch (error) {
      return {path: auditLogPath(this.options.dataDir), error: error as Error}
    }
  }

  /**
   * Refuses, before a money request is sent, a run whose audit record could not be appended: a lock of the log
   * that pay did not write, or a last line that is not a record (docs/approvals.md, "Audit log"). Checked once a
   * run, before its first keyed request or, for a batch, before its first row; loaded only by money runs.
   */
  refuseUnrecordableMoney(): Promise<void> {
    this.auditLogChecked ??= import('../services/audit/audit-log.js').then(({refuseUnwritableAuditLog}) =>
      refuseUnwritableAuditLog(this.options.dataDir),
    )
    return this.auditLogChecked
  }

  async close(): Promise<void> {
    await this.ledgerNotes
    clearTimeout(this.gathering)
    if (this.ledger) await (await this.ledger.catch(() => undefined))?.flush()
    else if (this.gathered.length > 0) this.leaveInInbox(this.gathered.splice(0))
    await Promise.all([this.client, ...this.otherClients].map((client) => client?.close()))
    this.recorder?.close()
  }

  /**
   * While a money request is sent, Ctrl-C and SIGTERM stop it (the base command then prints its Idempotency-Key
   * and the command that retries it), and its 2xx answer is kept (`moneyAnswer`).
   */
  private watchKeyedRequest(request: PreparedRequest): KeyedRequestWatch | undefined {
    if (this.keysKeptByCaller) return undefined
    const stop = new AbortController()
    const stopListening = this.options.io.onSignal(['SIGINT', 'SIGTERM'], (signal) => stop.abort(signal))
    return {
      signal: stop.signal,
      ended: (response) => {
        stopListening()
        if (response && response.status >= 200 && response.status < 300) this.lastMoneyAnswer = {request, response}
      },
    }
  }

  /**
   * A 2xx answer of any endpoint, told to the ledger: what it tells (seen.ts: the endpoints of deposits,
   * withdrawals and the test money) is gathered, and told to the recorder once it is loaded. A command that ends
   * within GATHER_MS loads neither the recorder nor the ledger: what it saw is left in the ledger's inbox.
   */
  private tellLedger(request: PreparedRequest, response: ApiResponse): void {
    if (this.ledgerKeptByCaller) return
    const at = new Date().toISOString()
    this.ledgerNotes = this.ledgerNotes
      .then(async () => {
        const seen = await seenInAnswer(request, response.bodyText, at)
        if (seen.entries.length === 0 && seen.statuses.length === 0 && seen.resetAt === undefined) return
        if (this.ledger) (await this.ledger).note(seen)
        else {
          this.gathered.push(seen)
          this.gathering ??= setTimeout(() => this.recordInLedger((recorder) => recorder.flush()), GATHER_MS)
        }
      })
      .catch((error: unknown) => this.ledgerFailed(error, this.options.dataDir))
  }

  /** Tells the ledger something, in order with the answers told to it; written by `close` at the latest. */
  recordInLedger(tell: (recorder: LedgerRecorder) => void | Promise<void>): void {
    // Loaded now, so that a session closing before this note is told finds the recorder to close. What fails here
    // (the recorder's module, the ledger's place) is said as the ledger's failure, never the command's.
    const recorder = this.ledgerRecorder()
    this.ledgerNotes = this.ledgerNotes
      .then(async () => tell(await recorder))
      .catch((error: unknown) => this.ledgerFailed(error, this.options.dataDir))
  }

  /**
   * The ledger of the credentials in use: their profile's, in their mode. Credentials from the environment
   * (PAY_API_KEY), of no profile, have a ledger of their key id.
   */
  ledgerScope(): LedgerScope {
    const {source, profileName, keyId, mode} = this.credentials()
    return {dataDir: this.options.dataDir, profile: source === 'profile' && profileName ? profileName : `key ${keyId}`, mode}
  }

  /** What a command that ended before the recorder loaded saw, left in the ledger's inbox (files.ts) for its next opening. */
  private leaveInInbox(seen: Seen[]): void {
    let ledgerFile: string | undefined
    try {
      ledgerFile = ledgerPath(this.ledgerScope())
      writeInbox(ledgerFile, seen)
    } catch (error) {
      this.ledgerFailed(error, ledgerFile ? inboxOf(ledgerFile) : this.options.dataDir)
    }
  }

  private ledgerFailed(error: unknown, path: string): void {
    this.options.onLedgerFailure?.(error instanceof Error ? error : new Error(String(error)), path)
  }

  /** The profile an unsigned look belongs to, for the request history; null when none is set up. */
  private profileInUse(): string | null {
    try {
      return findProfile({env: this.options.io.env, store: this.store(), profileFlag: this.options.profileFlag}, false)?.name ?? null
    } catch (error) {
      if (error instanceof PayError) return null
      throw error
    }
  }

  /**
   * Every secret pay knows: those of every profile (API and webhook secrets) and PAY_API_SECRET, so that none
   * is written to the request history, whichever profile sends. A body may hold another profile's secret.
   */
  private knownSecrets(): string[] {
    const stored = this.store()
      .list()
      .flatMap(({profile}) => [profile.test?.secret, profile.live?.secret, profile.webhook_secret])
    const kept = this.liveSecret && 'secret' in this.liveSecret ? this.liveSecret.secret : undefined
    return [this.options.io.env.PAY_API_SECRET, kept, ...stored].filter((secret): secret is string => Boolean(secret))
  }

  /** What every request is told to: the request history, unless PAY_REQUEST_LOG=off. */
  private requestRecorder(): RequestRecorder | undefined {
    const {io, dataDir, logBodies, onRequestLogFailure} = this.options
    if (io.env.PAY_REQUEST_LOG === 'off') return undefined
    this.recorder ??= new RequestRecorder({dataDir, logBodies, onFailure: (error, path) => onRequestLogFailure?.(error, path)})
    return this.recorder
  }

  private createClient(
    baseUrl: string,
    keyId: string,
    secret: string,
    recorded: Omit<RecordedClient, 'baseUrl'>,
    overrides: {retries?: number; timeoutMs?: number; onAnswer?: ClientOptions['onAnswer']} = {},
  ): PayClient {
    const {io, verbose, dryRun, onTrace, onServerWait} = this.options
    const tracing = verbose || io.env.PAY_DEBUG === '1'
    // Every client, and so the request history, names its service by the one spelling.
    const service = normalisedBaseUrl(baseUrl)
    const client = {...recorded, baseUrl: service, secrets: [...recorded.secrets, ...this.knownSecrets()]}
    const record = this.requestRecorder()?.forClient(client)
    return new PayClient({
      baseUrl: service,
      keyId,
      secret,
      userAgent: this.options.userAgent,
      env: io.env,
      timeoutMs: overrides.timeoutMs ?? (this.options.timeoutSeconds ?? 30) * 1000,
      retryPolicy: {...DEFAULT_RETRY_POLICY, retries: overrides.retries ?? this.options.retries ?? DEFAULT_RETRY_POLICY.retries},
      onTrace: tracing ? onTrace : undefined,
      onServerWait,
      onKeyedRequest: (request) => this.watchKeyedRequest(request),
      beforeKeyedRequest: () => this.refuseUnrecordableMoney(),
      onAnswer: overrides.onAnswer,
      onExchange: (exchange) => {
        this.moneyTrail.see(exchange, client)
        record?.(exchange)
      },
      dryRun,
    })
  }
}

/** The mode of a key id, or null for one of neither mode (refused later, by the service or the profile). */
function modeOrNull(keyId: string): Mode | null {
  try {
    return modeOfKeyId(keyId)
  } catch {
    return null
  }
}
