import {describe, expect, it} from 'vitest'
import {WITHDRAWAL_LABELS} from '../../src/cli/flags.js'

import {ApiError, InputError} from '../../src/core/errors.js'
import {readPositiveAmount} from '../../src/core/money/field-readers.js'
import type {BankList} from '../../src/core/schemas/bank.js'
import {createWithdrawal} from '../../src/services/withdrawals/create.js'
import {type PayoutInput, preparePayout} from '../../src/services/withdrawals/payout.js'
import {useStubApi} from './withdrawal-stub-api.js'

const BANKS: BankList = {
  KBANK: {bank_code: 'KBANK', bank_number: '004', name_th: 'กสิกรไทย', fullname_th: 'ธนาคารกสิกรไทย', name_en: 'Kasikornbank'},
  SCB: {bank_code: 'SCB', bank_number: '014', name_th: 'ไทยพาณิชย์', fullname_th: 'ธนาคารไทยพาณิชย์', name_en: 'The Siam Commercial Bank'},
}
const VALID: PayoutInput = {amount: '500', bank: 'KBANK', accountNo: '1234567890', accountName: 'Somchai Jaidee'}

let bankLoads = 0
const loadBanks = async () => {
  bankLoads++
  return BANKS
}

/** As `withdrawal create` names the fields: by its flags. */
const FLAG_LABELS = WITHDRAWAL_LABELS

async function refusal(input: Partial<PayoutInput>, labels = FLAG_LABELS): Promise<InputError> {
  const error = await preparePayout({...VALID, ...input}, {loadBanks, labels}).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(InputError)
  return error as InputError
}

describe('preparePayout', () => {
  it('normalises every field into the wire body', async () => {
    const body = await preparePayout(
      {
        amount: ' 1,250.5 ',
        bank: ' kbank ',
        accountNo: '123-4-56789 0',
        accountName: '  Somchai Jaidee ',
        description: ' rent ',
        referenceUserId: 'user-42',
      },
      {loadBanks, labels: FLAG_LABELS},
    )
    expect(body).toEqual({
      amount: '1250.50',
      receiver_bank_provider: 'KBANK',
      receiver_bank_account_name: 'Somchai Jaidee',
      receiver_bank_account_number: '1234567890',
      additional: {description: 'rent', reference_user_id: 'user-42'},
    })
  })

  it('leaves out `additional` when no description or reference is given, and blank ones', async () => {
    expect(await preparePayout({...VALID, description: '  '}, {loadBanks, labels: FLAG_LABELS})).not.toHaveProperty('additional')
  })

  it.each([
    ['', 'amount is required'],
    ['-5', 'must not be negative'],
    ['1.234', 'at most 2 decimal places'],
    ['1e3', 'plain decimal number'],
    ['NaN', 'must be a decimal number'],
    ['abc', 'must be a decimal number'],
    ['0', 'must be more than 0.00'],
    ['0.00', 'must be more than 0.00'],
  ])('refuses the amount %j naming --amount', async (amount, message) => {
    const error = await refusal({amount})
    expect(error.message).toContain('--amount')
    expect(error.message).toContain(message)
    expect(error.exitCode).toBe(2)
    expect(error.details).toEqual({field: 'amount'})
  })

  it.each([
    ['accountName', '   ', '--account-name is blank'],
    ['accountNo', '', '--account-no is blank'],
    ['accountNo', '12ab34', '"12ab34" is not an account number'],
    ['accountNo', '1234-', '"1234-" is not an account number'],
    ['accountNo', '12-34', '"12-34" is not an account number'],
    ['accountNo', '123456789', '"123456789" is not an account number'],
    ['accountNo', '1234567890123456', '"1234567890123456" is not an account number'],
    ['accountNo', '123--4567890', '"123--4567890" is not an account number'],
    ['accountNo', '123_4567890', '"123_4567890" is not an account number'],
    ['accountNo', '１２３４５６７８９０', 'is not an account number'],
    ['bank', ' ', '--bank is blank'],
  ] as const)('refuses %s %j', async (field, value, message) => {
    const error = await refusal({[field]: value})
    expect(error.message).toContain(message)
    expect(error.details).toEqual({field})
  })

  it.each([
    ['accountName', '--account-name', 'Som\u202Echai', 'U+202E'],
    ['accountName', '--account-name', 'Som\u0000chai', 'U+0000'],
    ['description', '--description', 'rent\u200B', 'U+200B'],
    ['referenceUserId', '--reference-user-id', 'user\uFEFF42', 'U+FEFF'],
  ] as const)('refuses %s with a hidden character, naming the flag and the character', async (field, flag, value, codePoint) => {
    const error = await refusal({[field]: value})
    expect(error.message).toContain(`${flag} contains ${codePoint}`)
    expect(error.exitCode).toBe(2)
  })

  it.each([
    ['1234567890', '1234567890'],
    ['123-4-56789-0', '1234567890'],
    ['020 1234 5678 9', '020123456789'],
    ['123456789012345', '123456789012345'],
  ])('takes the account number %j as %s', async (accountNo, digits) => {
    expect((await preparePayout({...VALID, accountNo}, {loadBanks, labels: FLAG_LABELS})).receiver_bank_account_number).toBe(digits)
  })

  it('names the CSV column when a batch gives its labels', async () => {
    const error = await refusal({accountName: 'A\u2067B'}, {...FLAG_LABELS, accountName: 'column account_name'})
    expect(error.message).toMatch(/^column account_name contains U\+2067 \(a bidirectional control/)
  })

  it('refuses an unknown bank, suggesting codes whose names match', async () => {
    const unknown = await refusal({bank: 'XYZ'})
    expect(unknown.message).toBe('--bank: unknown bank code "XYZ".')
    expect(unknown.tryMessage).toContain('pay banks')
    const named = await refusal({bank: 'siam'})
    expect(named.tryMessage).toContain('Did you mean SCB (The Siam Commercial Bank)?')
  })

  it('checks every other field before it asks for the bank list', async () => {
    bankLoads = 0
    await refusal({amount: '1.234', bank: 'XYZ'})
    await refusal({accountName: ''})
    expect(bankLoads).toBe(0)
  })

  it('names fields by the labels given, as a payout file does', async () => {
    const labels = {
      amount: 'row 3, column amount',
      bank: 'row 3, column bank',
      accountNo: 'row 3, column account_no',
      accountName: 'row 3, column account_name',
      description: 'row 3, column description',
      referenceUserId: 'row 3, column reference_user_id',
    }
    expect((await refusal({amount: 'x'}, labels)).message).toContain('row 3, column amount:')
    expect((await refusal({accountName: ''}, labels)).message).toBe('row 3, column account_name is blank.')
  })
})

describe('readPositiveAmount', () => {
  it('reads satang from grouped input', () => {
    expect(readPositiveAmount('1,000.05', '--amount')).toBe(100005)
  })
})

describe('createWithdrawal', () => {
  const served = useStubApi()
  const body = {
    amount: '500.00',
    receiver_bank_provider: 'KBANK',
    receiver_bank_account_name: 'S',
    receiver_bank_account_number: '1234567890',
  }
  const insufficient = (details?: Record<string, unknown>) => ({
    status: 422,
    body: {error: {code: 'INSUFFICIENT_BALANCE', message: 'insufficient balance', request_id: 'req_short', ...(details ? {details} : {})}},
  })

  it('explains INSUFFICIENT_BALANCE with the fee the service names, keeping code, request id and key', async () => {
    served.stub.respond((request) =>
      request.target === '/v1/balance'
        ? {status: 200, body: {available: '300.00', pending: '0.00', currency: 'THB'}}
        : insufficient({fee: '9.00'}),
    )
    const error = (await createWithdrawal({api: served.api, body, idempotencyKey: 'key-1', testMode: true}).catch(
      (caught: unknown) => caught,
    )) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe('INSUFFICIENT_BALANCE')
    expect(error.requestId).toBe('req_short')
    expect(error.idempotencyKey).toBe('key-1')
    expect(error.exitCode).toBe(1)
    expect(error.tryMessage).toBe(
      'Available 300.00 THB, this payout needs 509.00 THB (500.00 + fee 9.00): 209.00 THB short. Add it with `pay test top-up 209.00`, or pay less.',
    )
    expect(error.details).toMatchObject({fee: '9.00', available: '300.00', required: '509.00', short: '209.00'})
  })

  it('says "plus the fee" when the service does not name it, and no top-up hint in live mode', async () => {
    served.stub.respond((request) =>
      request.target === '/v1/balance' ? {status: 200, body: {available: '300.00', pending: '0.00', currency: 'THB'}} : insufficient(),
    )
    const error = (await createWithdrawal({api: served.api, body, testMode: false}).catch((caught: unknown) => caught)) as ApiError
    expect(error.tryMessage).toBe(
      'Available 300.00 THB, this payout needs 500.00 THB plus the fee: at least 200.00 THB short. Fund the wallet, or pay less.',
    )
  })

  it('keeps the error as it came when the balance cannot be read', async () => {
    served.stub.respond((request) =>
      request.target === '/v1/balance'
        ? {status: 403, body: {error: {code: 'IP_NOT_ALLOWED', message: 'no', request_id: 'r'}}}
        : insufficient(),
    )
    const error = (await createWithdrawal({api: served.api, body, testMode: true}).catch((caught: unknown) => caught)) as ApiError
    expect(error.code).toBe('INSUFFICIENT_BALANCE')
    expect(error.tryMessage).toBeUndefined()
  })

  it('reports a replayed answer', async () => {
    const withdrawal = {
      id: 'wd_1',
      amount: '500.00',
      fee: '9.00',
      net_payout: '500.00',
      currency: 'THB',
      receiver_bank_provider: 'KBANK',
      destination: {bank: 'KBANK', account_no: '1234567890', name: 'S'},
      kind: 'customer',
      status: 'PENDING',
    }
    served.stub.respond(() => ({status: 201, body: withdrawal, headers: {'idempotent-replay': 'true'}}))
    const created = await createWithdrawal({api: served.api, body, idempotencyKey: 'again', testMode: true})
    expect(created).toEqual({withdrawal, replayed: true})
    expect(served.stub.received[0]!.headers['idempotency-key']).toBe('again')
    expect(JSON.parse(served.stub.received[0]!.body.toString())).toEqual(body)
  })
})
