import type {Mode} from '../../core/profiles/credentials.js'
import type {Db} from './database.js'

/** What every route and background job of one running sandbox shares. */
export interface SandboxContext {
  db: Db
  now: () => number
  settings: SandboxSettings
  /** Every unexpected error (a 500, a background job's failure) goes here: it is never silently dropped. */
  reportError: (error: unknown, requestId?: string) => void
}

export interface SandboxSettings {
  withdrawalStepMs: number
  depositMatchWindowMs: number
  depositDisplayMs: number
  faultRate: number
  webhookRetryScale: number
}

/** The authenticated caller of a signed request. */
export interface Caller {
  merchantId: string
  mode: Mode
}

/** A route's answer, before it is stored for idempotent replay and sent. */
export interface Answer {
  status: number
  body: unknown
  /** Work to run after the answer is sent, once (never on a replay): the matcher after a 202. */
  after?: () => void
}
