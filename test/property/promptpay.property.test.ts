import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {formatBaht} from '../../src/core/money/money.js'
import {checkQrPayload, decodePromptPayPayload, encodePromptPayPayload, type PromptPayTarget} from '../../src/core/promptpay/payload.js'

const digits = (length: number) => fc.string({unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length})
const target: fc.Arbitrary<PromptPayTarget> = fc.oneof(
  digits(9).map((rest): PromptPayTarget => ({kind: 'mobile', mobile: `08${rest.slice(1)}`})),
  fc.tuple(digits(3), digits(10)).map(([bankNumber, accountNo]): PromptPayTarget => ({kind: 'bankAccount', bankNumber, accountNo})),
  fc
    .tuple(digits(15), fc.string({unit: fc.constantFrom(...'ABCDEFGHIJ0123456789'), minLength: 1, maxLength: 20}))
    .map(([billerId, reference1]): PromptPayTarget => ({kind: 'bill', billerId, reference1})),
)
const amount = fc.option(fc.integer({min: 1, max: 99_999_999_99}), {nil: undefined})
const merchantName = fc.option(fc.string({unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ .&'), maxLength: 25}), {nil: undefined})

describe('EMVCo PromptPay codec (property-based)', () => {
  it('decodes what it encodes, with a valid CRC and the same amount', () => {
    fc.assert(
      fc.property(target, amount, merchantName, (payTo, satang, name) => {
        const payload = encodePromptPayPayload({target: payTo, amountSatang: satang, merchantName: name})
        const decoded = decodePromptPayPayload(payload)
        expect(decoded.problems).toEqual([])
        expect(decoded.crcValid).toBe(true)
        expect(decoded.amountSatang).toBe(satang)
        expect(payload.slice(-8, -4)).toBe('6304')
        if (satang !== undefined) expect(checkQrPayload(payload, formatBaht(satang)).problems).toEqual([])
      }),
    )
  })

  it('notices any single character changed before the CRC', () => {
    fc.assert(
      fc.property(target, amount, fc.nat(), fc.constantFrom(...'0123456789ABCDEFZ'), (payTo, satang, at, replacement) => {
        const payload = encodePromptPayPayload({target: payTo, amountSatang: satang})
        const index = at % (payload.length - 4)
        fc.pre(payload[index] !== replacement)
        const changed = `${payload.slice(0, index)}${replacement}${payload.slice(index + 1)}`
        expect(decodePromptPayPayload(changed).crcValid).toBe(false)
        expect(checkQrPayload(changed, '1.00').problems.length).toBeGreaterThan(0)
      }),
    )
  })

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({maxLength: 120}), (text) => {
        expect(() => decodePromptPayPayload(text)).not.toThrow()
        expect(() => checkQrPayload(text, '100.00')).not.toThrow()
      }),
    )
  })
})
