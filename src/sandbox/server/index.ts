import {randomBytes} from 'node:crypto'
import {existsSync, mkdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {withFileLockSync} from '../../core/files/file-lock.js'
import {tightenPrivateFile, writePrivateFile} from '../../core/files/private-file.js'
import {forgetSandboxPid, readSandboxState, SANDBOX_ADMIN_TOKEN_FILE, writeSandboxState} from '../shared/state-file.js'
import type {SandboxContext} from './context.js'
import {openDatabase} from './database.js'
import {reportToStderr} from './errors.js'
import {buildServer} from './server.js'
import {expireDueDeposits, matchInterruptedTransfers} from './store/deposits.js'
import {releaseAbandonedClaims} from './store/idempotency.js'
import {createMerchant, listMerchantCredentials, type MerchantCredentials, setWebhookUrl} from './store/merchants.js'
import {advanceDueWithdrawals} from './store/withdrawals.js'
import {WebhookDispatcher} from './webhooks/dispatcher.js'

export interface SandboxOptions {
  dataDir: string
  host?: string
  /** 0 picks a free port. */
  port?: number
  /** The webhook URL of the first merchant (its subscriptions are kept). */
  webhookUrl?: string
  withdrawalStepMs?: number
  /** The match window of a deposit, in seconds; its payment instructions show for 5/7 of it. */
  depositTtlSeconds?: number
  faultRate?: number
  webhookRetryScale?: number
  now?: () => number
  logger?: boolean
}

/** How long a stopping sandbox lets requests under way finish before it closes their connections. */
const CLOSE_GRACE_MS = 1000
/** The `--json` shape of `pay sandbox start` and `pay sandbox keys` (docs/sandbox-running.md). */
export interface SandboxCredentials {
  base_url: string
  merchants: MerchantCredentials[]
}

export interface RunningSandbox {
  baseUrl: string
  adminToken: string
  dataDir: string
  credentials(): SandboxCredentials
  close(): Promise<void>
}

export {DatabaseHeldError} from '../../core/sqlite/wasm-lock.js'

export const DEFAULT_PORT = 4010
export const DEFAULT_DEPOSIT_TTL_SECONDS = 420
const TICK_MS = 25

/**
 * Starts the sandbox: opens (or creates) its SQLite state under `dataDir`, creates the first merchant on a
 * first start, serves HTTP on loopback by default, and runs the background jobs (expiry, the withdrawal
 * walk, webhook delivery).
 * @example const sandbox = await startSandbox({dataDir: '/tmp/sb', port: 0})
 */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const db = openDatabase(options.dataDir)
  const now = options.now ?? Date.now
  const ttlMs = (options.depositTtlSeconds ?? DEFAULT_DEPOSIT_TTL_SECONDS) * 1000
  const context: SandboxContext = {
    db,
    now,
    settings: {
      withdrawalStepMs: options.withdrawalStepMs ?? 1000,
      depositMatchWindowMs: ttlMs,
      depositDisplayMs: Math.round((ttlMs * 5) / 7),
      faultRate: options.faultRate ?? 0,
      webhookRetryScale: options.webhookRetryScale ?? 1,
    },
    reportError: reportToStderr,
  }
  releaseAbandonedClaims(db)
  matchInterruptedTransfers(db)
  const [firstMerchant] = listMerchantCredentials(db)
  if (!firstMerchant) createMerchant(db, now(), options.webhookUrl)
  else if (options.webhookUrl) setWebhookUrl(db, firstMerchant.id, options.webhookUrl)

  const adminToken = readOrCreateAdminToken(options.dataDir)
  const dispatcher = new WebhookDispatcher(context)
  let baseUrl = ''
  const app = buildServer(context, {adminToken, dispatcher, baseUrl: () => baseUrl}, options.logger)
  const host = options.host ?? '127.0.0.1'
  await app.listen({host, port: options.port ?? DEFAULT_PORT})
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  writeSandboxState(options.dataDir, baseUrl)

  const ticker = setInterval(() => {
    try {
      db.transaction(() => expireDueDeposits(db, now()))()
      advanceDueWithdrawals(db, now(), context.settings.withdrawalStepMs)
      dispatcher.tick()
    } catch (error) {
      context.reportError(error)
    }
  }, TICK_MS)
  ticker.unref()

  return {
    baseUrl,
    adminToken,
    dataDir: options.dataDir,
    credentials: () => ({base_url: baseUrl, merchants: listMerchantCredentials(db)}),
    async close() {
      clearInterval(ticker)
      // Requests under way get a moment; one whose client never finishes sending would hold the stop for minutes.
      const cutOff = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS)
      await app.close()
      clearTimeout(cutOff)
      await dispatcher.close()
      db.close()
      forgetSandboxPid(options.dataDir, process.pid)
    },
  }
}

/**
 * The credentials of a sandbox's data dir, running or stopped, read from its database: a DatabaseHeldError on
 * Node 20 while another process's sandbox holds it (docs/runtimes.md).
 */
export function readSandboxCredentials(dataDir: string): SandboxCredentials | undefined {
  const state = readSandboxState(dataDir)
  if (!state) return undefined
  const db = openDatabase(dataDir, {readonly: true})
  try {
    return {base_url: state.base_url, merchants: listMerchantCredentials(db)}
  } finally {
    db.close()
  }
}

export function readAdminToken(dataDir: string): string | undefined {
  const path = join(dataDir, SANDBOX_ADMIN_TOKEN_FILE)
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : undefined
}

/** The admin token (0600: an existing file that others may read is tightened), made on first start. */
function readOrCreateAdminToken(dataDir: string): string {
  const path = join(dataDir, SANDBOX_ADMIN_TOKEN_FILE)
  tightenPrivateFile(path)
  mkdirSync(dataDir, {recursive: true, mode: 0o700})
  // Under the file's lock: of sandboxes started at once on one data dir, one makes the token and the others read it.
  return withFileLockSync(path, () => {
    const existing = readAdminToken(dataDir)
    if (existing) return existing
    const token = randomBytes(24).toString('hex')
    writePrivateFile(path, token)
    return token
  })
}
