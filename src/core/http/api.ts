import {PayError} from '../errors.js'
import type {Balance} from '../schemas/balance.js'
import type {BankList} from '../schemas/bank.js'
import type {CancelResult, Deposit} from '../schemas/deposit.js'
import type {DryRunOutput} from '../schemas/output/cli.js'
import type {ResetResult, SimulateTransferResult, TopUpResult} from '../schemas/test-endpoints.js'
import type {Withdrawal, WithdrawalList, WithdrawalStatus} from '../schemas/withdrawal.js'
import type * as z from '../schemas/zod-mini.js'
import {trimTrailing} from '../text/trim-trailing.js'
import type {PayClient} from './client.js'
import type {ApiResponse, RequestSpec} from './request-types.js'

/** Body of POST /v1/deposits; money already in the wire form. */
export interface CreateDepositBody {
  amount: string
  payer_bank_provider: string
  payer_bank_account_name: string
  payer_bank_account_number: string
  currency?: string
  payment_method_type?: 'PROMPTPAY_QR' | 'BANK_TRANSFER'
  additional_data?: {description?: string}
  user_ref?: string
  callback_meta?: Record<string, unknown>
}

/** Body of POST /v1/withdrawals. */
export interface CreateWithdrawalBody {
  amount: string
  receiver_bank_provider: string
  receiver_bank_account_name: string
  receiver_bank_account_number: string
  currency?: string
  kind?: 'customer'
  additional?: {description?: string; reference_user_id?: string}
}

export interface SimulateTransferBody {
  deposit_id: string
  amount?: string
  sender_bank?: string
  sender_name?: string
  sender_account?: string
}

export interface ListWithdrawalsQuery {
  limit?: number
  cursor?: string
  status?: WithdrawalStatus
}

/** Options of a money-moving call: the Idempotency-Key to reuse, if any (else one is generated). */
export interface IdempotentCall {
  idempotencyKey?: string
}

export interface Answer<T> {
  data: T
  response: ApiResponse
}

/**
 * One endpoint's request as a value: what goes on the wire and the schema its answer is read with. The schema is
 * loaded when the request is sent, so that a command builds the schemas of its own answers only (each zod schema
 * costs its construction at start; docs/benchmarks.md).
 */
export interface ApiRequest<T> {
  spec: RequestSpec
  schema: () => Promise<z.ZodType<T>>
}

// Each imported once: a batch sends thousands of requests, and import() of a loaded module still costs ~5 µs.
const schemas = {
  balance: once(() => import('../schemas/balance.js').then((module) => module.balanceSchema)),
  banks: once(() => import('../schemas/bank.js').then((module) => module.bankListSchema)),
  deposit: once(() => import('../schemas/deposit.js').then((module) => module.depositSchema)),
  cancelResult: once(() => import('../schemas/deposit.js').then((module) => module.cancelResultSchema)),
  withdrawal: once(() => import('../schemas/withdrawal.js').then((module) => module.withdrawalSchema)),
  withdrawalList: once(() => import('../schemas/withdrawal.js').then((module) => module.withdrawalListSchema)),
  simulateTransfer: once(() => import('../schemas/test-endpoints.js').then((module) => module.simulateTransferResultSchema)),
  topUp: once(() => import('../schemas/test-endpoints.js').then((module) => module.topUpResultSchema)),
  reset: once(() => import('../schemas/test-endpoints.js').then((module) => module.resetResultSchema)),
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined
  return () => (loaded ??= load())
}

/** The request of each of the service's 11 endpoints, to send (`PayApi`) or, under `--dry-run`, to show. */
export const endpoint = {
  createDeposit: (body: CreateDepositBody, call: IdempotentCall = {}) => post('/v1/deposits', body, schemas.deposit, call),
  getDeposit: (id: string) => get(`/v1/deposits/${encodeURIComponent(id)}`, schemas.deposit),
  cancelDeposit: (id: string): ApiRequest<CancelResult> => ({
    spec: {method: 'POST', target: `/v1/deposits/${encodeURIComponent(id)}/cancel`},
    schema: schemas.cancelResult,
  }),
  createWithdrawal: (body: CreateWithdrawalBody, call: IdempotentCall = {}) => post('/v1/withdrawals', body, schemas.withdrawal, call),
  getWithdrawal: (id: string) => get(`/v1/withdrawals/${encodeURIComponent(id)}`, schemas.withdrawal),
  listWithdrawals: (query: ListWithdrawalsQuery = {}) => {
    const params = new URLSearchParams()
    if (query.limit !== undefined) params.set('limit', String(query.limit))
    if (query.cursor !== undefined) params.set('cursor', query.cursor)
    if (query.status !== undefined) params.set('status', query.status)
    const search = params.toString()
    return get(`/v1/withdrawals${search ? `?${search}` : ''}`, schemas.withdrawalList)
  },
  getBalance: () => get('/v1/balance', schemas.balance),
  getBanks: (): ApiRequest<BankList> => ({spec: {method: 'GET', target: '/v1/banks', unsigned: true}, schema: schemas.banks}),
  simulateTransfer: (body: SimulateTransferBody, call: IdempotentCall = {}) =>
    post('/v1/test/simulate-transfer', body, schemas.simulateTransfer, call),
  topUp: (body: {amount: string; currency?: string}, call: IdempotentCall = {}) => post('/v1/test/top-up', body, schemas.topUp, call),
  reset: (call: IdempotentCall = {}) => post('/v1/test/reset', {}, schemas.reset, call),
}

/** One typed method per endpoint; `wouldSend` signs a request without sending it, for `--dry-run`. */
export class PayApi {
  constructor(readonly client: PayClient) {}

  async send<T>(request: ApiRequest<T>): Promise<Answer<T>> {
    return this.client.call(request.spec, parser(await request.schema()))
  }

  /** What a command returns under `--dry-run` in place of its result: this request, signed, not sent. */
  wouldSend(request: ApiRequest<unknown>): DryRunOutput {
    return {dry_run: this.client.wouldSend(request.spec)}
  }

  createDeposit(body: CreateDepositBody, call: IdempotentCall = {}): Promise<Answer<Deposit>> {
    return this.send(endpoint.createDeposit(body, call))
  }

  getDeposit(id: string): Promise<Answer<Deposit>> {
    return this.send(endpoint.getDeposit(id))
  }

  cancelDeposit(id: string): Promise<Answer<CancelResult>> {
    return this.send(endpoint.cancelDeposit(id))
  }

  createWithdrawal(body: CreateWithdrawalBody, call: IdempotentCall = {}): Promise<Answer<Withdrawal>> {
    return this.send(endpoint.createWithdrawal(body, call))
  }

  getWithdrawal(id: string): Promise<Answer<Withdrawal>> {
    return this.send(endpoint.getWithdrawal(id))
  }

  listWithdrawals(query: ListWithdrawalsQuery = {}): Promise<Answer<WithdrawalList>> {
    return this.send(endpoint.listWithdrawals(query))
  }

  getBalance(): Promise<Answer<Balance>> {
    return this.send(endpoint.getBalance())
  }

  getBanks(): Promise<Answer<BankList>> {
    return this.send(endpoint.getBanks())
  }

  simulateTransfer(body: SimulateTransferBody, call: IdempotentCall = {}): Promise<Answer<SimulateTransferResult>> {
    return this.send(endpoint.simulateTransfer(body, call))
  }

  topUp(body: {amount: string; currency?: string}, call: IdempotentCall = {}): Promise<Answer<TopUpResult>> {
    return this.send(endpoint.topUp(body, call))
  }

  reset(call: IdempotentCall = {}): Promise<Answer<ResetResult>> {
    return this.send(endpoint.reset(call))
  }
}

function get<T>(target: string, schema: ApiRequest<T>['schema']): ApiRequest<T> {
  return {spec: {method: 'GET', target}, schema}
}

function post<T>(target: string, body: unknown, schema: ApiRequest<T>['schema'], call: IdempotentCall): ApiRequest<T> {
  return {spec: {method: 'POST', target, body, idempotencyKey: call.idempotencyKey ?? 'generate'}, schema}
}

/** Validates an answer against its schema; a mismatch is the service breaking its contract. */
export function parser<T>(schema: z.ZodType<T>): (value: unknown) => T {
  return (value) => {
    const result = schema.safeParse(value)
    if (result.success) return result.data
    const issue = result.error.issues[0]
    const [path, said] = [issue?.path.join('.') ?? '', `${issue?.message}`]
    throw new PayError({code: 'answer-not-api', path, issue: said}, 1, {code: 'UNEXPECTED_RESPONSE'})
  }
}

/** The five endpoints that the service requires an Idempotency-Key on. */
const IDEMPOTENT_PATHS = new Set(['/v1/deposits', '/v1/withdrawals', '/v1/test/simulate-transfer', '/v1/test/top-up', '/v1/test/reset'])

export function requiresIdempotencyKey(method: string, target: string): boolean {
  const path = trimTrailing(target.split('?')[0]!, '/')
  return method.toUpperCase() === 'POST' && IDEMPOTENT_PATHS.has(path)
}
