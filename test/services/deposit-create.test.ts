import {describe, expect, it} from 'vitest'
import {DEPOSIT_LABELS} from '../../src/cli/flags.js'

import {InputError} from '../../src/core/errors.js'
import type {BankList} from '../../src/core/schemas/bank.js'
import {cancelDeposit} from '../../src/services/deposits/cancel.js'
import {checkDepositBasics, type DepositInput, missingPayerFields, prepareDeposit, readMeta} from '../../src/services/deposits/create.js'
import {useStubApi} from './withdrawal-stub-api.js'

const BANKS: BankList = {
  KBANK: {bank_code: 'KBANK', bank_number: '004', name_th: 'กสิกรไทย', fullname_th: 'ธนาคารกสิกรไทย', name_en: 'Kasikornbank'},
  SCB: {bank_code: 'SCB', bank_number: '014', name_th: 'ไทยพาณิชย์', fullname_th: 'ธนาคารไทยพาณิชย์', name_en: 'The Siam Commercial Bank'},
}
const VALID: DepositInput = {amount: '100', payerBank: 'KBANK', payerName: 'Somchai Jaidee', payerAccount: '1234567890'}
const loadBanks = async () => BANKS
/** As `deposit create` names the fields: by its flags. */
const labels = DEPOSIT_LABELS

async function refusal(input: Partial<DepositInput>): Promise<InputError> {
  const error = await prepareDeposit({...VALID, ...input}, {loadBanks, labels}).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(InputError)
  return error as InputError
}

describe('prepareDeposit', () => {
  it.each([
    ['payerName', '--payer-name', 'Som\u202Echai', 'U+202E'],
    ['description', '--description', 'order\n42', 'U+000A'],
    ['userRef', '--user-ref', 'order\u200D42', 'U+200D'],
  ] as const)('refuses %s with a hidden character before anything is sent, naming the flag', async (field, flag, value, codePoint) => {
    const error = await refusal({[field]: value})
    expect(error.message).toContain(`${flag} contains ${codePoint}`)
    expect(error.exitCode).toBe(2)
  })

  it('normalises every field into the wire body', async () => {
    const body = await prepareDeposit(
      {
        amount: '1,500.5',
        method: 'bank',
        payerBank: ' scb ',
        payerName: ' Malee S. ',
        payerAccount: '987-6-54321-0',
        description: ' table 4 ',
        userRef: 'order-1042',
        meta: ['channel=line', 'note=a=b'],
      },
      {loadBanks, labels},
    )
    expect(body).toEqual({
      amount: '1500.50',
      payment_method_type: 'BANK_TRANSFER',
      payer_bank_provider: 'SCB',
      payer_bank_account_name: 'Malee S.',
      payer_bank_account_number: '9876543210',
      additional_data: {description: 'table 4'},
      user_ref: 'order-1042',
      callback_meta: {channel: 'line', note: 'a=b'},
    })
  })

  it('asks for a PromptPay QR unless told otherwise, and leaves optional fields out', async () => {
    expect(await prepareDeposit(VALID, {loadBanks, labels})).toEqual({
      amount: '100.00',
      payment_method_type: 'PROMPTPAY_QR',
      payer_bank_provider: 'KBANK',
      payer_bank_account_name: 'Somchai Jaidee',
      payer_bank_account_number: '1234567890',
    })
  })

  it('names every missing payer flag at once', async () => {
    const error = await refusal({payerBank: undefined, payerAccount: '  '})
    expect(error.tryMessage).toBe('Pass --payer-bank, --payer-account.')
    expect(error.message).toContain("the payer's bank code")
  })

  it.each([
    [{amount: '-5'}, '--amount'],
    [{amount: '1.005'}, '--amount'],
    [{amount: '0'}, '--amount'],
    [{payerAccount: '12ab'}, '--payer-account'],
    [{payerBank: 'NOPE'}, '--payer-bank: unknown bank code "NOPE"'],
    [{meta: ['novalue']}, '--meta "novalue" is not key=value'],
  ])('refuses %o naming the flag', async (input, expected) => {
    expect((await refusal(input)).message).toContain(expected)
  })

  it('suggests banks close to an unknown code', async () => {
    expect((await refusal({payerBank: 'siam'})).tryMessage).toContain('SCB (The Siam Commercial Bank)')
  })
})

describe('checkDepositBasics', () => {
  it('refuses a bad amount before any payer question is asked', () => {
    expect(() => checkDepositBasics({amount: '1e3'}, labels)).toThrow(InputError)
    expect(() => checkDepositBasics({amount: '10'}, labels)).not.toThrow()
  })

  it('names each field by the label the caller gives', () => {
    expect(() => checkDepositBasics({amount: '0'}, {...labels, amount: 'column amount'})).toThrow(/^column amount /)
    expect(() => checkDepositBasics({amount: '1', meta: ['x']}, labels)).toThrow('--meta "x" is not key=value.')
  })
})

describe('missingPayerFields', () => {
  it('lists blank and absent payer fields in the order they are asked for', () => {
    expect(missingPayerFields({amount: '1', payerName: ' '}).map(({field}) => field)).toEqual(['payerBank', 'payerName', 'payerAccount'])
    expect(missingPayerFields(VALID)).toEqual([])
  })
})

describe('readMeta', () => {
  it('keeps values as strings, splitting at the first =', () => {
    expect(readMeta(['order=42', 'empty=', 'url=a=b'], '--meta')).toEqual({order: '42', empty: '', url: 'a=b'})
  })

  it('refuses a key given twice and a missing key', () => {
    expect(() => readMeta(['a=1', 'a=2'], '--meta')).toThrow('--meta key "a" is given twice.')
    expect(() => readMeta(['=1'], '--meta')).toThrow('--meta "=1" is not key=value.')
  })
})

describe('cancelDeposit', () => {
  const context = useStubApi()
  const deposit = {
    id: 'dep_1',
    amount: '100.00',
    expected_amount: '100.37',
    currency: 'THB',
    status: 'CANCELLED',
    payment_method_type: 'PROMPTPAY_QR',
    display_expires_at: '2026-11-23T10:05:00Z',
    match_window_until: '2026-11-23T10:07:00Z',
  }

  it('reads the deposit again when the service answers only {id, status}', async () => {
    context.stub.respond((request) =>
      request.method === 'POST' ? {status: 200, body: {id: 'dep_1', status: 'CANCELLED'}} : {status: 200, body: deposit},
    )
    expect(await cancelDeposit(context.api, 'dep_1')).toMatchObject({id: 'dep_1', status: 'CANCELLED', expected_amount: '100.37'})
    expect(context.stub.received.map((request) => `${request.method} ${request.target}`)).toEqual([
      'POST /v1/deposits/dep_1/cancel',
      'GET /v1/deposits/dep_1',
    ])
  })

  it('keeps the cancel as it was answered when the read that follows fails', async () => {
    context.stub.respond((request) =>
      request.method === 'POST'
        ? {status: 200, body: {id: 'dep_1', status: 'CANCELLED'}}
        : {status: 404, body: {error: {code: 'NOT_FOUND', message: 'resource not found', request_id: 'req_read'}}},
    )
    expect(await cancelDeposit(context.api, 'dep_1')).toEqual({id: 'dep_1', status: 'CANCELLED'})
  })

  it('never lets the read that follows change the status the cancel answered', async () => {
    context.stub.respond((request) =>
      request.method === 'POST'
        ? {status: 200, body: {id: 'dep_1', status: 'CANCELLED'}}
        : {status: 200, body: {...deposit, status: 'PENDING'}},
    )
    expect(await cancelDeposit(context.api, 'dep_1')).toMatchObject({status: 'CANCELLED', expected_amount: '100.37'})
  })

  it('uses the whole deposit when the service answers with it', async () => {
    context.stub.respond(() => ({status: 200, body: deposit}))
    expect(await cancelDeposit(context.api, 'dep_1')).toMatchObject({expected_amount: '100.37'})
    expect(context.stub.received).toHaveLength(1)
  })
})
