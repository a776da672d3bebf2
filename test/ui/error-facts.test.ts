import {describe, expect, it} from 'vitest'

import type {PayError} from '../../src/core/errors.js'
import {readAccountNumber, readPositiveAmount, requireText, resolveBank} from '../../src/core/money/field-readers.js'
import {prepareDeposit, readMeta} from '../../src/services/deposits/create.js'
import {preparePayout} from '../../src/services/withdrawals/create.js'
import {sayErrorFacts} from '../../src/ui/text/error-facts.js'
import {en} from '../../src/ui/words/en/index.js'
import {th} from '../../src/ui/words/th/index.js'

const BANKS = {
  KBANK: {bank_code: 'KBANK', bank_number: '004', name_en: 'Kasikornbank', name_th: 'กสิกรไทย', fullname_th: 'ธนาคารกสิกรไทย'},
} as never

function thrown(make: () => unknown): PayError {
  try {
    make()
  } catch (error) {
    return error as PayError
  }
  throw new Error('did not throw')
}

async function rejected(made: Promise<unknown>): Promise<PayError> {
  return made.then(
    () => {
      throw new Error('did not throw')
    },
    (error: PayError) => error,
  )
}

const LABELS = {
  amount: '--amount',
  bank: '--bank',
  accountNo: '--account-no',
  accountName: '--account-name',
  description: '--d',
  referenceUserId: '--r',
}
const DEPOSIT_LABELS = {
  amount: '--amount',
  payerBank: '--payer-bank',
  payerName: '--payer-name',
  payerAccount: '--payer-account',
  description: '--description',
  userRef: '--user-ref',
  meta: '--meta',
}

/** Each kind of fact a field of a payment is refused with, made by the code that makes it. */
const ERRORS: Array<[string, () => PayError | Promise<PayError>]> = [
  ['amount-unreadable', () => thrown(() => readPositiveAmount('1e3', '--amount'))],
  ['amount-not-positive', () => thrown(() => readPositiveAmount('0', '--amount'))],
  ['not-account-number', () => thrown(() => readAccountNumber('12', 'accountNo', '--account-no'))],
  ['blank', () => thrown(() => requireText(' ', 'accountName', '--account-name', 'destinationName'))],
  ['not-plain', () => thrown(() => requireText('Som\u202Echai', 'accountName', '--account-name', 'destinationName'))],
  ['unknown-bank, suggested', () => thrown(() => resolveBank('kban', '--bank', BANKS))],
  ['unknown-bank', () => thrown(() => resolveBank('ZZZZZZ', '--bank', BANKS))],
  ['meta-not-pair', () => thrown(() => readMeta(['order'], '--meta'))],
  ['meta-twice', () => thrown(() => readMeta(['a=1', 'a=2'], '--meta'))],
  ['missing-payer', () => rejected(prepareDeposit({amount: '1'}, {loadBanks: async () => BANKS, labels: DEPOSIT_LABELS}))],
  [
    'problems',
    () =>
      rejected(
        preparePayout(
          {amount: '0', bank: 'ZZ', accountNo: '1', accountName: ''},
          {loadBanks: async () => BANKS, labels: LABELS, everyProblem: true},
        ),
      ),
  ],
]

describe('the facts of a refused payment field', () => {
  for (const [name, make] of ERRORS) {
    it(`${name}: said in English as its message (--json) says it, and in Thai`, async () => {
      const error = await make()
      expect(error.facts, error.message).toBeDefined()
      expect(sayErrorFacts(error.facts!, en)).toEqual({message: error.message, tryMessage: error.tryMessage})
      const thai = sayErrorFacts(error.facts!, th)
      expect(thai.message).toMatch(/[\u0E00-\u0E7F]/)
      expect(thai.tryMessage).toMatch(/[\u0E00-\u0E7F]/)
    })
  }
})
