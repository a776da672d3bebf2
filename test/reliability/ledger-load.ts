import {randomUUID} from 'node:crypto'

import {expect} from 'vitest'

import {formatBaht, parseWireMoney} from '../../src/core/money/money.js'
import {authHeaders, signRequest, unixSeconds} from '../../src/core/signing/sign-request.js'
import type {KeyPair, MerchantCredentials} from '../../src/sandbox/server/store/merchants.js'
import {WebhookReceiver} from '../helpers/webhook-receiver.js'
import type {SandboxProcess} from './sandbox-process.js'

export interface LoadOptions {
  clients: number
  durationMs: number
  /** Kill the sandbox with SIGKILL halfway and start it again on the same data dir. */
  crash: boolean
}

/** One answer a client saw: the object, its status in the answer, and when it was asked for. */
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
  merchants: number
  deposits: number
  credited: number
  cancelled: number
  transfers: number
  withdrawals: number
  webhooksReceived: number
  crashes: number
}

/** One merchant's wallet, and what its objects add up to, in satang. */
export interface MerchantLedger {
  merchant: string
  wallet: {available: number; pending: number}
  fromObjects: {available: number; pending: number}
}

export interface LedgerCheck {
  ledgers: MerchantLedger[]
  /** Acknowledged objects (a 2xx was seen: deposits, withdrawals, injected transfers) the database no longer has. */
  lost: string[]
  /** Objects answered in a final state and then, later or in the database, in another one. */
  twoStates: string[]
  /** Injected transfers the matcher never looked at. */
  unmatched: string[]
  /** Deposits whose deposit.success is not one delivery (received, and once only when nothing crashed). */
  successEvents: Array<{deposit: string; status: string; deliveries: number; received: number}>
}

const FINAL = new Set(['CREDITED', 'EXPIRED', 'CANCELLED', 'SUCCESS', 'FAILED', 'REJECTED'])
const PAYOUT_ACCOUNTS = ['1234567890', '1234564001', '1234564002']
const MERCHANTS = 2
const SETTLE_ATTEMPTS = 200

/**
 * The promises of a load run, whatever its length: no sampled balance below zero, each merchant's wallet what
 * its objects add up to, nothing acknowledged lost, no object in two states, every transfer matched, and one
 * `deposit.success` per credited deposit.
 */
export function expectLedgerHeld(figures: LoadFigures, check: LedgerCheck): void {
  expect(figures.negativeSamples).toBe(0)
  for (const ledger of check.ledgers) expect(ledger.wallet, ledger.merchant).toEqual(ledger.fromObjects)
  expect(check.lost).toEqual([])
  expect(check.twoStates).toEqual([])
  expect(check.unmatched).toEqual([])
  expect(check.successEvents).toEqual([])
}

/**
 * `clients` concurrent clients, spread over two merchants, mixing deposits, simulated transfers, cancels,
 * withdrawals and reads against a sandbox process for `durationMs`, a sampler reading both balances all along,
 * and optionally a SIGKILL of the sandbox halfway with a restart. Returns what happened, and each merchant's
 * ledger as its objects tell it.
 */
export async function runLedgerLoad(sandbox: SandboxProcess, options: LoadOptions): Promise<{figures: LoadFigures; check: LedgerCheck}> {
  const merchants: MerchantCredentials[] = [await sandbox.merchant()]
  while (merchants.length < MERCHANTS) merchants.push(await sandbox.admin<MerchantCredentials>('POST', '/_sandbox/merchants'))
  const receiver = new WebhookReceiver()
  const webhookUrl = await receiver.start()
  for (const merchant of merchants) await sandbox.admin('PUT', `/_sandbox/merchants/${merchant.id}/webhook`, {url: webhookUrl})
  const figures: LoadFigures = {
    requests: 0,
    acknowledged: 0,
    refused: 0,
    networkErrors: 0,
    balanceSamples: 0,
    negativeSamples: 0,
    merchants: MERCHANTS,
    deposits: 0,
    credited: 0,
    cancelled: 0,
    transfers: 0,
    withdrawals: 0,
    webhooksReceived: 0,
    crashes: 0,
  }
  const observations: Observation[] = []
  const acknowledged = new Set<string>()

  const clientsOf = merchants.map((merchant) => {
    const client = new SignedClient(sandbox.baseUrl, merchant.test)
    const pending: string[] = []
    const seen: Array<[string, 'deposits' | 'withdrawals']> = []
    const call = async (method: string, target: string, body?: unknown): Promise<{status: number; body: any} | undefined> => {
      figures.requests++
      const startedAt = performance.now()
      try {
        const answer = await client.call(method, target, body)
        if (answer.status >= 300) {
          figures.refused++
          return answer
        }
        figures.acknowledged++
        const kind = /^\/v1\/(deposits|withdrawals)\b/.exec(target)?.[1] as 'deposits' | 'withdrawals' | undefined
        if (kind && typeof answer.body?.id === 'string') {
          observations.push({id: answer.body.id, status: answer.body.status, startedAt, endedAt: performance.now()})
          if (!acknowledged.has(answer.body.id)) seen.push([answer.body.id, kind])
          acknowledged.add(answer.body.id)
        }
        if (typeof answer.body?.bank_txn_id === 'string') acknowledged.add(answer.body.bank_txn_id)
        return answer
      } catch {
        figures.networkErrors++
        await new Promise((resolve) => setTimeout(resolve, 50))
        return undefined
      }
    }
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
        const [id, kind] = pick(seen) ?? []
        if (id) await call('GET', `/v1/${kind}/${id}`)
      },
    ]
    return {call, actions}
  })

  for (const {call} of clientsOf) {
    const topUp = await call('POST', '/v1/test/top-up', {amount: '1000000.00'})
    if (topUp?.status !== 200) throw new Error(`the load's top-up failed: ${JSON.stringify(topUp?.body)}`)
  }
  const deadline = Date.now() + options.durationMs
  const clients = Array.from({length: options.clients}, async (_, index) => {
    const {actions} = clientsOf[index % MERCHANTS]!
    while (Date.now() < deadline) await pick(actions)!()
  })
  const sampler = (async () => {
    while (Date.now() < deadline) {
      for (const {call} of clientsOf) {
        const answer = await call('GET', '/v1/balance')
        if (answer?.status !== 200) continue
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
  await settle(sandbox)
  await receiver.stop()
  figures.webhooksReceived = receiver.received.length
  const check = readLedger(sandbox, merchants, {acknowledged, observations, receiver, exactlyOnce: !options.crash})
  sandbox.readDb((db) => {
    const count = (sql: string) => (db.prepare(sql).get() as {n: number}).n
    figures.deposits = count('SELECT count(*) AS n FROM deposits')
    figures.credited = count("SELECT count(*) AS n FROM deposits WHERE status = 'CREDITED'")
    figures.cancelled = count("SELECT count(*) AS n FROM deposits WHERE status = 'CANCELLED'")
    figures.transfers = count('SELECT count(*) AS n FROM bank_transactions')
    figures.withdrawals = count('SELECT count(*) AS n FROM withdrawals')
  })
  return {figures, check}
}

/** Waits (boundedly) until every withdrawal has taken its last step and every webhook has been delivered. */
async function settle(sandbox: SandboxProcess): Promise<void> {
  for (let attempt = 0; attempt < SETTLE_ATTEMPTS; attempt++) {
    const busy = sandbox.readDb(
      (db) =>
        (
          db
            .prepare(
              "SELECT (SELECT count(*) FROM withdrawals WHERE next_step_at IS NOT NULL) + (SELECT count(*) FROM deliveries WHERE state = 'pending') AS n",
            )
            .get() as {n: number}
        ).n,
    )
    if (busy === 0) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

interface Seen {
  acknowledged: Set<string>
  observations: Observation[]
  receiver: WebhookReceiver
  /** Without a crash each event arrives exactly once; a crash may cut a delivery off after it arrived, and it is sent again. */
  exactlyOnce: boolean
}

/** Each merchant's wallet against its objects, and the objects against what the clients saw, in one read transaction. */
function readLedger(sandbox: SandboxProcess, merchants: MerchantCredentials[], seen: Seen): LedgerCheck {
  return sandbox.readDb((db) =>
    db.transaction(() => {
      const ledgers = merchants.map(({id}) => {
        const sum = (sql: string) => (db.prepare(sql).get(id) as {total: number | null}).total ?? 0
        const topUps = sum("SELECT sum(amount) AS total FROM top_ups WHERE merchant_id = ? AND mode = 'test'")
        const credited = sum(
          "SELECT sum(credited_amount) AS total FROM deposits WHERE merchant_id = ? AND mode = 'test' AND status = 'CREDITED'",
        )
        const paid = sum(
          "SELECT sum(amount + fee) AS total FROM withdrawals WHERE merchant_id = ? AND mode = 'test' AND status = 'SUCCESS'",
        )
        const inFlight = sum(
          "SELECT sum(amount + fee) AS total FROM withdrawals WHERE merchant_id = ? AND mode = 'test' AND status NOT IN ('SUCCESS', 'FAILED', 'REJECTED')",
        )
        const wallet = db.prepare("SELECT available, pending FROM wallets WHERE merchant_id = ? AND mode = 'test'").get(id) as {
          available: number
          pending: number
        }
        return {
          merchant: id,
          wallet: {available: wallet.available, pending: wallet.pending},
          fromObjects: {available: topUps + credited - paid - inFlight, pending: inFlight},
        }
      })
      const stored = new Map(
        (
          db.prepare('SELECT id, status FROM deposits UNION ALL SELECT id, status FROM withdrawals').all() as Array<{
            id: string
            status: string
          }>
        ).map((row) => [row.id, row.status]),
      )
      const transfers = db.prepare('SELECT id, outcome FROM bank_transactions').all() as Array<{id: string; outcome: string | null}>
      const known = new Set([...stored.keys(), ...transfers.map((transfer) => transfer.id)])
      const received = new Map<string, number>()
      for (const delivery of seen.receiver.received) received.set(delivery.event.event_id, (received.get(delivery.event.event_id) ?? 0) + 1)
      const deliveries = db
        .prepare(
          `SELECT d.id AS deposit, d.status AS status, (SELECT count(*) FROM deliveries v WHERE v.event_id = d.id || ':deposit.success') AS deliveries
           FROM deposits d`,
        )
        .all() as Array<{deposit: string; status: string; deliveries: number}>
      const successEvents = deliveries
        .map((row) => ({...row, received: received.get(`${row.deposit}:deposit.success`) ?? 0}))
        .filter((row) =>
          row.status === 'CREDITED'
            ? row.deliveries !== 1 || row.received === 0 || (seen.exactlyOnce && row.received !== 1)
            : row.deliveries !== 0 || row.received !== 0,
        )
      return {
        ledgers,
        lost: [...seen.acknowledged].filter((id) => !known.has(id)),
        twoStates: objectsSeenInTwoStates(seen.observations, stored),
        unmatched: transfers.filter((transfer) => transfer.outcome === null).map((transfer) => transfer.id),
        successEvents,
      }
    })(),
  )
}

/**
 * An object answered in a final state and then, in an answer asked for strictly later, in another state; or
 * answered in a final state that is not the one the database holds at the end.
 */
function objectsSeenInTwoStates(observations: Observation[], stored: Map<string, string>): string[] {
  const byId = new Map<string, Observation[]>()
  for (const observation of observations) byId.set(observation.id, [...(byId.get(observation.id) ?? []), observation])
  const offenders: string[] = []
  for (const [id, seen] of byId) {
    const final = seen.filter((observation) => FINAL.has(observation.status))
    const contradicted = final.some(
      (first) => first.status !== stored.get(id) || seen.some((later) => later.startedAt > first.endedAt && later.status !== first.status),
    )
    if (contradicted) offenders.push(id)
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
    const response = await fetch(`${this.baseUrl}${target}`, {
      method,
      headers,
      body: bytes || undefined,
      signal: AbortSignal.timeout(10_000),
    })
    return {status: response.status, body: await response.json().catch(() => undefined)}
  }
}
