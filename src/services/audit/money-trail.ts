import {createHash} from 'node:crypto'
import {userInfo} from 'node:os'

import {parseJson} from '../../core/files/json-lines.js'
import type {Exchange} from '../../core/http/request-types.js'
import {formatBaht, isWireMoney, parseWireMoney} from '../../core/money/money.js'
import type {Mode} from '../../core/profiles/credentials.js'
import type {AuditRequest} from '../../core/schemas/output/audit.js'
import {replaceSecrets} from '../../core/text/redaction.js'
import type {AuditEntry} from './audit-log.js'

/** Who sent, as the session's client knows it. */
export interface TrailClient {
  profile: string | null
  mode: Mode | null
  baseUrl: string
  secrets: readonly string[]
}

/**
 * The money-moving requests of one run (those with an Idempotency-Key), as the session's clients send them:
 * one entry a key, its last attempt's answer. Every money request of every command goes through a session,
 * so no command can send one that this does not see.
 */
export class MoneyTrail {
  private readonly byKey = new Map<string, AuditRequest>()
  private client?: TrailClient

  see(exchange: Exchange, client: TrailClient): void {
    const {request, response} = exchange
    const key = request.idempotencyKey
    if (key === undefined) return
    this.client ??= client
    const before = this.byKey.get(key)
    const answered = response !== undefined && response.status >= 200 && response.status < 300
    this.byKey.set(key, {
      method: request.method,
      target: replaceSecrets(request.target, client.secrets),
      idempotency_key: key,
      body_sha256: request.bodyBytes ? createHash('sha256').update(request.bodyBytes).digest('hex') : null,
      amount: amountOf(request.bodyBytes),
      status: response?.status ?? null,
      object_id: (answered ? idOf(response.bodyText) : undefined) ?? before?.object_id ?? null,
      attempts: (before?.attempts ?? 0) + 1,
    })
  }

  get requests(): AuditRequest[] {
    return [...this.byKey.values()]
  }

  /**
   * The audit record of the run, once it is over: who (the approver it acted as, else the OS user), where, each
   * request, the totals, and how it ended. `approvals` are those a proposal carried, when it ran under one.
   */
  entry(run: {
    command: string
    approver?: string
    approvals?: Array<Record<string, unknown>>
    exitCode: number
    errorCode?: string
    env: NodeJS.ProcessEnv
  }): AuditEntry {
    const requests = this.requests
    const sum = (list: AuditRequest[]) => formatBaht(list.reduce((total, one) => total + (one.amount ? parseWireMoney(one.amount) : 0), 0))
    const answered = requests.filter((one) => one.status !== null && one.status >= 200 && one.status < 300)
    return {
      at: new Date().toISOString(),
      command: run.command,
      who: {approver: run.approver ?? null, os_user: osUser(run.env)},
      profile: this.client?.profile ?? null,
      mode: this.client?.mode ?? null,
      base_url: this.client?.baseUrl ?? null,
      requests,
      totals: {requests: requests.length, amount: sum(requests), answered: answered.length, answered_amount: sum(answered)},
      approvals: run.approvals ?? [],
      outcome: {exit_code: run.exitCode, error_code: run.errorCode ?? null},
    }
  }
}

/** The login name of whoever runs pay; the environment's when the system has none to give (a container's unnamed uid). */
function osUser(env: NodeJS.ProcessEnv): string {
  try {
    return userInfo().username
  } catch {
    return env.USER ?? env.USERNAME ?? `uid ${process.getuid?.() ?? 'unknown'}`
  }
}

function amountOf(body: Buffer | undefined): string | null {
  const amount = body === undefined ? undefined : (parseJson(body.toString('utf8')) as {amount?: unknown} | undefined)?.amount
  return typeof amount === 'string' && isWireMoney(amount) ? amount : null
}

function idOf(bodyText: string): string | undefined {
  const id = (parseJson(bodyText) as {id?: unknown} | undefined)?.id
  return typeof id === 'string' ? id : undefined
}
