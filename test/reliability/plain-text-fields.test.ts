import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {TestSandbox} from '../helpers/sandbox.js'
import {sandboxState, seedObjects} from '../helpers/sandbox-state.js'

// Every name, description, reference and account field of every endpoint, as a path into a valid body.
const TEXT_FIELDS: Array<[target: string, field: string, valid: () => Record<string, unknown>]> = []
const deposit = () => ({
  amount: '100.00',
  payer_bank_provider: 'KBANK',
  payer_bank_account_name: 'Somchai Jaidee',
  payer_bank_account_number: '1234567890',
  user_ref: 'order-1',
  additional_data: {description: 'Order 1'},
})
const withdrawal = () => ({
  amount: '1.00',
  receiver_bank_provider: 'KBANK',
  receiver_bank_account_name: 'Somchai Jaidee',
  receiver_bank_account_number: '1234564003',
  additional: {description: 'Refund', reference_user_id: 'user-1'},
})
let depositId = ''
const transfer = () => ({deposit_id: depositId, sender_bank: 'KBANK', sender_name: 'Somchai Jaidee', sender_account: '1234567890'})
for (const field of ['payer_bank_account_name', 'payer_bank_account_number', 'user_ref', 'additional_data.description'])
  TEXT_FIELDS.push(['/v1/deposits', field, deposit])
for (const field of [
  'receiver_bank_account_name',
  'receiver_bank_account_number',
  'additional.description',
  'additional.reference_user_id',
])
  TEXT_FIELDS.push(['/v1/withdrawals', field, withdrawal])
for (const field of ['deposit_id', 'sender_bank', 'sender_name', 'sender_account'])
  TEXT_FIELDS.push(['/v1/test/simulate-transfer', field, transfer])

// JSON text with the escape written out: JSON.stringify would turn "\ud800" into the same escape, but spelling
// it keeps the test honest about what is on the wire.
const NOT_PLAIN: Array<[string, string, string]> = [
  ['a lone surrogate', '\\ud800', 'U+D800'],
  ['NUL', '\\u0000', 'U+0000'],
  ['a newline', '\\n', 'U+000A'],
  ['a right-to-left override', '\\u202e', 'U+202E'],
  ['a left-to-right isolate', '\\u2066', 'U+2066'],
  ['a zero-width space', '\\u200b', 'U+200B'],
  ['a zero-width joiner', '\\u200d', 'U+200D'],
  ['a byte-order mark', '\\ufeff', 'U+FEFF'],
  ['a C1 control', '\\u009b', 'U+009B'],
  ['a line separator', '\\u2028', 'U+2028'],
]

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  ;({deposit: depositId} = await seedObjects(sandbox))
})
afterAll(() => sandbox?.close())

/** The valid body as JSON text, with `field`'s value replaced by `Som<escape>chai` written as raw JSON. */
function bodyWith(valid: Record<string, unknown>, field: string, escape: string): string {
  const marker = 'MARKER-0f3c'
  const path = field.split('.')
  const parent = path.slice(0, -1).reduce<Record<string, unknown>>((object, key) => object[key] as Record<string, unknown>, valid)
  parent[path.at(-1)!] = marker
  return JSON.stringify(valid).replace(marker, `Som${escape}chai`)
}

describe('a field that is not plain text', () => {
  it.each(
    TEXT_FIELDS.flatMap(([target, field, valid]) =>
      NOT_PLAIN.map(([what, escape, codePoint]) => [target, field, what, escape, codePoint, valid] as const),
    ),
  )(
    '%s %s with %s: 422 VALIDATION naming the field and the character, nothing stored',
    async (target, field, _what, escape, codePoint, valid) => {
      const before = sandboxState(sandbox.dataDir)
      const answer = await sandbox.call('POST', target, undefined, {
        rawBody: bodyWith(valid(), field, escape),
        idempotencyKey: `plain-${Math.random()}`,
      })
      expect(answer.status).toBe(422)
      expect(answer.body.error).toMatchObject({code: 'VALIDATION', details: {field}})
      expect(answer.body.error.message).toContain(`${field} contains ${codePoint}`)
      expect(answer.body.error.message).toContain('at character 4')
      expect(sandboxState(sandbox.dataDir)).toEqual(before)
    },
  )

  it('Thai names, accents and emoji are plain text and stored as sent', async () => {
    const name = 'สมชาย ใจดี Ñoño 👍🏽'
    const created = await sandbox.call(
      'POST',
      '/v1/withdrawals',
      {...withdrawal(), receiver_bank_account_name: name},
      {idempotencyKey: `thai-${Math.random()}`},
    )
    expect(created.status).toBe(201)
    expect(created.body.destination.name).toBe(name)
    expect((await sandbox.call('GET', `/v1/withdrawals/${created.body.id}`)).body.destination.name).toBe(name)
  })
})
