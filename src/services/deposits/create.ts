import {type CreateDepositBody, endpoint, type PayApi} from '../../core/http/api.js'
import {fieldError, optionalText, readAccountNumber, readPositiveAmount, requireText, resolveBank} from '../../core/money/field-readers.js'
import {formatBaht} from '../../core/money/money.js'
import type {BankList} from '../../core/schemas/bank.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'

export type DepositMethod = 'promptpay' | 'bank'

const METHOD_ON_WIRE: Record<DepositMethod, NonNullable<CreateDepositBody['payment_method_type']>> = {
  promptpay: 'PROMPTPAY_QR',
  bank: 'BANK_TRANSFER',
}

/** The payer fields the service requires for both methods, in the order they are asked for. */
const PAYER_FIELDS = [
  {field: 'payerBank', what: 'payerBankCode'},
  {field: 'payerName', what: 'payerAccountName'},
  {field: 'payerAccount', what: 'payerAccountNumber'},
] as const

export type PayerField = (typeof PAYER_FIELDS)[number]['field']

/** A deposit as the flags of `deposit create` give it; payer fields may still be missing (asked for on a TTY). */
export interface DepositInput {
  amount: string
  method?: DepositMethod
  payerBank?: string
  payerName?: string
  payerAccount?: string
  description?: string
  userRef?: string
  /** `key=value` pairs for callback_meta, as typed. */
  meta?: string[]
}

/** The payer fields not given (absent or blank), in the order they are asked for. */
export function missingPayerFields(input: DepositInput): Array<(typeof PAYER_FIELDS)[number]> {
  return PAYER_FIELDS.filter(({field}) => !input[field]?.trim())
}

export type DepositField = Exclude<keyof DepositInput, 'method'>

/** How the caller names each field in an error: `deposit create` by its flag, `pay trigger` by its --override. */
export type DepositLabels = Record<DepositField, string>

/**
 * Checks what can be checked without the payer fields and without the network, so that a person is not asked
 * questions before being told the amount is wrong.
 */
export function checkDepositBasics(input: DepositInput, labels: DepositLabels): void {
  readPositiveAmount(input.amount, labels.amount)
  readMeta(input.meta ?? [], labels.meta)
}

export interface PrepareDepositOptions {
  /** Asked for only once every other field is valid. */
  loadBanks: () => Promise<BankList>
  labels: DepositLabels
}

/**
 * Validates a deposit and turns it into the body of POST /v1/deposits, before anything is sent. Throws an
 * InputError (exit 2) naming the field by its label; every missing payer field is named at once.
 *
 * @example
 *   await prepareDeposit({amount: '100', payerBank: 'kbank', payerName: 'Somchai', payerAccount: '123-4-56789-0'}, {loadBanks, labels})
 *   // {amount: '100.00', payment_method_type: 'PROMPTPAY_QR', payer_bank_provider: 'KBANK', payer_bank_account_name: 'Somchai', payer_bank_account_number: '1234567890'}
 */
export async function prepareDeposit(input: DepositInput, options: PrepareDepositOptions): Promise<CreateDepositBody> {
  const {labels} = options
  const amount = readPositiveAmount(input.amount, labels.amount)
  const meta = readMeta(input.meta ?? [], labels.meta)
  const missing = missingPayerFields(input)
  if (missing.length > 0) {
    throw fieldError(missing[0]!.field, {
      code: 'missing-payer',
      missing: missing.map(({what}) => what),
      labels: missing.map(({field}) => labels[field]),
    })
  }
  const accountNumber = readAccountNumber(input.payerAccount!, 'payerAccount', labels.payerAccount)
  const name = requireText(input.payerName!, 'payerName', labels.payerName, 'payerName')
  const bank = resolveBank(input.payerBank!.trim(), labels.payerBank, await options.loadBanks())
  const description = optionalText('description', input.description, labels.description)
  return {
    amount: formatBaht(amount),
    payment_method_type: METHOD_ON_WIRE[input.method ?? 'promptpay'],
    payer_bank_provider: bank.bank_code,
    payer_bank_account_name: name,
    payer_bank_account_number: accountNumber,
    ...(Object.keys(description).length > 0 ? {additional_data: description} : {}),
    ...optionalText('user_ref', input.userRef, labels.userRef),
    ...(Object.keys(meta).length > 0 ? {callback_meta: meta} : {}),
  }
}

/**
 * `key=value` pairs (`--meta order=42 --meta channel=line`) as callback_meta; values stay strings. A key given
 * twice is refused rather than silently overwritten. `label` names the pairs in an error.
 * @example readMeta(['order=42', 'note=a=b'], '--meta') // {order: '42', note: 'a=b'}
 */
export function readMeta(pairs: string[], label: string): Record<string, string> {
  const meta: Record<string, string> = {}
  for (const pair of pairs) {
    const separator = pair.indexOf('=')
    const key = separator > 0 ? pair.slice(0, separator).trim() : ''
    if (key === '') throw fieldError('meta', {code: 'meta-not-pair', label, pair})
    if (Object.hasOwn(meta, key)) throw fieldError('meta', {code: 'meta-twice', label, key})
    meta[key] = pair.slice(separator + 1)
  }
  return meta
}

export interface CreateDepositOptions {
  api: PayApi
  body: CreateDepositBody
  idempotencyKey?: string
}

export interface CreatedDeposit {
  deposit: Deposit
  /** The service already had this Idempotency-Key and answered with the deposit it created then. */
  replayed: boolean
}

/** Sends POST /v1/deposits with an Idempotency-Key (given, or a new one the client prints on failure). */
export async function createDeposit(options: CreateDepositOptions): Promise<CreatedDeposit> {
  const {data, response} = await options.api.send(creation(options))
  return {deposit: data, replayed: response.idempotentReplay}
}

/** The POST /v1/deposits `createDeposit` sends, signed and not sent (`--dry-run`). */
export function wouldCreateDeposit(options: CreateDepositOptions): DryRunOutput {
  return options.api.wouldSend(creation(options))
}

function creation(options: CreateDepositOptions) {
  return endpoint.createDeposit(options.body, {idempotencyKey: options.idempotencyKey})
}
