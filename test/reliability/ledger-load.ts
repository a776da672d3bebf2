import {randomUUID} from 'node:crypto'

import {formatBaht, parseWireMoney} from '../../src/core/money.js'
import {authHeaders, signRequest, unixSeconds} from '../../src/core/signing.js'
import {openDatabase} from '../../src/sandbox/database.js'
import type {KeyPair} from '../../src/sandbox/store/merchants.js'
import {WebhookReceiver} from '../helpers/webhook-receiver.js'
import type {SandboxProcess} from './sandbox-process.js'

export interface LoadOptions {
  clients: number
  durationMs: number
  /** Kill the sandbox with SIGKILL halfway and start it again on the same data dir. */
  crash: boolean
}

/** One answer a client saw: what it asked, when, and the object's status in the answer. */
interface Observation {
  id: string
  status: string
  startedAt: number
  endedAt: number
}

export interface LoadFigures {
  requests: number
  acknowledged: number
  refused: number
  networkErrors: number
  balanceSamples: number
  negativeSamples: number
  deposits: number
  credited: number
  withdrawals: number
  crashes: number
}

export interface LedgerCheck {
  /** Per merchant and mode, what the wallet says and what the objects add up to, in satang. */
  wallet: {available: number; pending: number}
  fromObjects: {available: number; pending: number}
  /** Acknowledged objects (a 2xx was seen) that the database no longer has. */
  lost: string[]
  /** An object seen in one final state and, in a later answer, in another state. */
  twoStates: string[]
  /** Credited deposits whose deposit.success event was not recorded exactly once. */
  successEvents: Array<{deposit: string; count: number}>
}

const FINAL = new Set(['CREDITED', 'EXPIRED', 'CANCELLED', 'SUCCESS', 'FAILED', 'REJECTED'])
const PAYOUT_ACCOUNTS = ['1234567890', '1234564001', '1234564002']

/**
 * Eight (or `clients`) concurrent clients mixing deposits, simulated transfers, withdrawals, cancels and reads
 * against a sandbox process for `durationMs`, a sampler reading the balance all along, and optionally a SIGKILL
 * of the sandbox halfway with a restart. Returns what happened and the ledger as the objects tell it.
 */
export async function runLedgerLoad(sandbox: SandboxProcess, options: LoadOptions): Promise<{figures: LoadFigures; check: LedgerCheck}> {
  const merchant = await sandbox.merchant()
  const receiver = new WebhookReceiver()
  await sandbox.admin('PUT', `/_sandbox/merchants/${merchant.id}/webhook`, {url: await receiver.start()})
  const client = new SignedClient(sandbox.baseUrl, merchant.test)
  const figures: LoadFigures = {requests: 0, acknowledged: 0, refused: 0, networkErrors: 0, balanceSamples: 0, negativeSamples: 0, deposits: 0, credited: 0, withdrawals: 0, crashes: 0}
  const observations: Observation[] = []
  const acknowledged = new Map<string, 'deposits' | 'withdrawals'>()
  const pending: string[] = []

  const call = async (method: string, target: string, body?: unknown): Promise<{status: number; body: any} | undefined> => {
    figures.requests++
    const startedAt = performance.now()
    try {
      const answer = await client.call(method, target, body)
      const kind = /^\/v1\/(deposits|withdrawals)\b/.exec(target)?.[1] as 'deposits' | 'withdrawals' | undefined
      if (answer.status < 300 && kind && typeof answer.body?.id === 'string') {
        observations.push({id: answer.body.id, status: answer.body.status, startedAt, endedAt: performance.now()})
        acknowledged.set(answer.body.id, kind)
      }
      if (answer.status < 300) figures.acknowledged++
      else figures.refused++
      return answer
    } catch {
      figures.networkErrors++
      await new Promise((resolve) => setTimeout(resolve, 50))
      return undefined
    }
  }

  await call('POST', '/v1/test/top-up', {amount: '1000000.00'})
  const deadline = Date.now() + options.durationMs
  const actions = [
    async () => {
      const created = await call('POST', '/v1/deposits', depositBody())
      if (created?.status === 201) pending.push(created.body.id)
    },
    async () => {
      const id = pick(pending)
      if (id) await call('POST', '/v1/test/simulate-transfer', {deposit_id: id})
    },
    async () => {
      const id = pick(pending)
      if (id) await call('POST', `/v1/deposits/${id}/cancel`)
    },
    async () => {
      await call('POST', '/v1/withdrawals', {
        amount: formatBaht(100 + Math.floor(Math.random() * 10_000)),
        receiver_bank_provider: 'KBANK',
        receiver_bank_account_name: 'Load Test',
        receiver_bank_account_number: pick(PAYOUT_ACCOUNTS),
      })
    },
    async () => {
      const [id, kind] = pick([...acknowledged]) ?? []
      if (id) await call('GET', `/v1/${kind}/${id}`)
    },
  ]
  const clients = Array.from({length: options.clients}, async () => {
    while (Date.now() < deadline) await pick(actions)!()
  })
  const sampler = (async () => {
    while (Date.now() < deadline) {
      const answer = await client.call('GET', '/v1/balance').catch(() => undefined)
      if (answer?.status === 200) {
        figures.balanceSamples++
        if (parseWireMoney(answer.body.available) < 0 || parseWireMoney(answer.body.pending) < 0) figures.negativeSamples++
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  const crash = options.crash
    ? (async () => {
        await new Promise((resolve) => setTimeout(resolve, options.durationMs / 2))
        await sandbox.kill()
        figures.crashes++
        await sandbox.launch()
      })()
    : Promise.resolve()

  await Promise.all([...clients, sampler, crash])
  // Let withdrawals in flight take their last steps and webhooks go out, then read the ledger.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  await receiver.stop()
  const check = readLedger(sandbox, merchant.id, acknowledged, observations)
  const db = openDatabase(sandbox.dataDir, {readonly: true})
  try {
    figures.deposits = (db.prepare('SELECT count(*) AS n FROM deposits').get() as {n: number}).n
    figures.credited = (db.prepare("SELECT count(*) AS n FROM deposits WHERE status = 'CREDITED'").get() as {n: number}).n
    figures.withdrawals = (db.prepare('SELECT count(*) AS n FROM withdrawals').get() as {n: number}).n
  } finally {
    db.close()
  }
  return {figures, check}
}

/** The wallet against the objects, in one read transaction of the sandbox's database. */
function readLedger(sandbox: SandboxProcess, merchantId: string, acknowledged: Map<string, string>, observations: Observation[]): LedgerCheck {
  const db = openDatabase(sandbox.dataDir, {readonly: true})
  try {
    return db.transaction(() => {
      const sum = (sql: string) => (db.prepare(sql).get(merchantId) as {total: number | null}).total ?? 0
      const topUps = sum("SELECT sum(amount) AS total FROM top_ups WHERE merchant_id = ? AND mode = 'test'")
      const credited = sum("SELECT sum(credited_amount) AS total FROM deposits WHERE merchant_id = ? AND mode = 'test' AND status = 'CREDITED'")
      const paid = sum("SELECT sum(amount + fee) AS total FROM withdrawals WHERE merchant_id = ? AND mode = 'test' AND status = 'SUCCESS'")
      const inFlight = sum(
        "SELECT sum(amount + fee) AS total FROM withdrawals WHERE merchant_id = ? AND mode = 'test' AND status NOT IN ('SUCCESS', 'FAILED', 'REJECTED')",
      )
      const wallet = db.prepare("SELECT available, pending FROM wallets WHERE merchant_id = ? AND mode = 'test'").get(merchantId) as {available: number; pending: number}
      const known = new Set(
        (db.prepare('SELECT id FROM deposits UNION ALL SELECT id FROM withdrawals').all() as Array<{id: string}>).map((row) => row.id),
      )
      const successEvents = (
        db
          .prepare(
            "SELECT d.id AS deposit, (SELECT count(*) FROM deliveries v WHERE v.event_type = 'deposit.success' AND v.body LIKE '%' || d.id || '%') AS count FROM deposits d WHERE d.status = 'CREDITED'",
          )
          .all() as Array<{deposit: string; count: number}>
      ).filter((row) => row.count !== 1)
      return {
        wallet: {available: wallet.available, pending: wallet.pending},
        fromObjects: {available: topUps + credited - paid - inFlight, pending: inFlight},
        lost: [...acknowledged.keys()].filter((id) => !known.has(id)),
        twoStates: objectsSeenInTwoStates(observations),
        successEvents,
      }
    })()
  } finally {
    db.close()
  }
}

/** An object answered in a final state, then, in an answer asked for strictly later, in another state. */
function objectsSeenInTwoStates(observations: Observation[]): string[] {
  const byId = new Map<string, Observation[]>()
  for (const observation of observations) byId.set(observation.id, [...(byId.get(observation.id) ?? []), observation])
  const offenders: string[] = []
  for (const [id, seen] of byId) {
    const final = seen.filter((observation) => FINAL.has(observation.status))
    if (final.some((first) => seen.some((later) => later.startedAt > first.endedAt && later.status !== first.status))) offenders.push(id)
  }
  return offenders
}

function depositBody(): Record<string, string> {
  return {
    amount: formatBaht(1000 + Math.floor(Math.random() * 50_000)),
    payer_bank_provider: 'KBANK',
    payer_bank_account_name: 'Load Test',
    payer_bank_account_number: '1234567890',
  }
}

function pick<T>(items: T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)]
}

/** Signed requests with keep-alive, a fresh Idempotency-Key on every POST. */
class SignedClient {
  constructor(
    private readonly baseUrl: string,
    private readonly key: KeyPair,
  ) {}

  async call(method: string, target: string, body?: unknown): Promise<{status: number; body: any}> {
    const bytes = body === undefined ? '' : JSON.stringify(body)
    const signed = signRequest({secret: this.key.secret, method, target, timestamp: unixSeconds(), body: bytes})
    const headers: Record<string, string> = {...authHeaders(this.key.key_id, signed)}
    if (bytes) headers['content-type'] = 'application/json'
    if (method === 'POST') headers['idempotency-key'] = randomUUID()
    const response = await fetch(`${this.baseUrl}${target}`, {method, headers, body: bytes || undefined, signal: AbortSignal.timeout(10_000)})
    return {status: response.status, body: await response.json().catch(() => undefined)}
  }
}
