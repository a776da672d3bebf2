import {describe, expect, it} from 'vitest'

import {InputError} from '../../src/core/errors.js'
import type {PayApi} from '../../src/core/http/api.js'
import {TRIGGER_EVENTS} from '../../src/core/schemas/output/trigger.js'
import {prepareTriggerDeposit} from '../../src/services/trigger/deposit.js'
import {readOverrides} from '../../src/services/trigger/overrides.js'
import {TRIGGER_PLANS} from '../../src/services/trigger/plans.js'
import {type TriggerOptions, triggerEvent} from '../../src/services/trigger/trigger.js'

/** An API that fails the test if anything is sent through it. */
const noApi = new Proxy({}, {get: (_, name) => () => Promise.reject(new Error(`sent ${String(name)}`))}) as PayApi

function options(event: TriggerOptions['event'], extra: Partial<TriggerOptions> = {}): TriggerOptions {
  return {
    event,
    overrides: [],
    api: noApi,
    loadBanks: () => Promise.reject(new Error('the bank list was asked for')),
    sandboxTarget: {dataDirs: [], baseUrl: 'https://api.example.com', keyId: 'unk_test_acme', profileName: 'acme'},
    ...extra,
  }
}

async function refusal(run: Promise<unknown>): Promise<InputError> {
  const error = await run.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(InputError)
  return error as InputError
}

describe('triggerEvent, refusing before anything is sent', () => {
  it.each(TRIGGER_EVENTS.filter((event) => event !== 'deposit.success'))(
    'refuses %s against the service, with the reason',
    async (event) => {
      const error = await refusal(triggerEvent(options(event)))
      expect(error).toMatchObject({exitCode: 2, code: 'NOT_AVAILABLE_ON_SERVICE'})
      expect(error.message.startsWith(`\`pay trigger ${event}\` needs the sandbox. Against the service, `)).toBe(true)
      // Why the service cannot: what it does instead, and what its API lacks.
      expect(error.message).toMatch(/, the service .+ its API .+\. Nothing was sent\.$/)
      expect(error.facts).toMatchObject({code: 'trigger-needs-sandbox', why: TRIGGER_PLANS[event].notOnService})
    },
  )

  it('says that no sandbox runs when the credentials point at one', async () => {
    const target = {dataDirs: [], baseUrl: 'http://127.0.0.1:4010', keyId: 'unk_test_x', profileName: 'sandbox'}
    const error = await refusal(triggerEvent(options('withdrawal.success', {sandboxTarget: target})))
    expect(error).toMatchObject({code: 'SANDBOX_NOT_RUNNING'})
    expect(error.tryMessage).toContain('pay sandbox start')
  })
})

describe('prepareTriggerDeposit', () => {
  it('refuses a payment_method_type that is no method, naming the override, before the bank list is asked for', async () => {
    const error = await refusal(
      prepareTriggerDeposit({payment_method_type: 'CASH'}, () => Promise.reject(new Error('the bank list was asked for'))),
    )
    expect(error).toMatchObject({exitCode: 2, code: 'INVALID_INPUT', details: {field: 'payment_method_type'}})
    expect(error.message).toBe('--override payment_method_type: "CASH" is not a payment method.')
    expect(error.tryMessage).toBe('Give PROMPTPAY_QR or BANK_TRANSFER.')
  })
})

describe('readOverrides', () => {
  const deposit = TRIGGER_PLANS['deposit.success']

  it('reads field=value pairs, the value kept whole', () => {
    expect(readOverrides(['amount=250.00', 'description=a=b'], deposit, 'deposit.success')).toEqual({amount: '250.00', description: 'a=b'})
  })

  it.each([
    [['amount'], 'is not field=value'],
    [['=1'], 'is not field=value'],
    [['amount=1', 'amount=2'], 'is given twice'],
    [['receiver_bank_provider=SCB'], 'deposit.success has no field "receiver_bank_provider"'],
  ])('refuses %j', (pairs, message) => {
    const error = (() => {
      try {
        readOverrides(pairs, deposit, 'deposit.success')
      } catch (caught) {
        return caught as InputError
      }
      throw new Error('did not throw')
    })()
    expect(error).toMatchObject({exitCode: 2, code: 'INVALID_OVERRIDE'})
    expect(error.message).toContain(message)
  })
})
