import {describe, expect, it} from 'vitest'
import {checkQrPayload, encodePromptPayPayload} from '../../src/core/promptpay/payload.js'

const target = {kind: 'mobile', mobile: '0812345678'} as const
const good = encodePromptPayPayload({target, amountSatang: 10_037})

describe('checkQrPayload', () => {
  it('finds nothing wrong with a payload whose amount is expected_amount', () => {
    expect(checkQrPayload(good, '100.37')).toEqual({amount: '100.37', problems: []})
  })

  it('accepts a QR without an amount (the payer types it)', () => {
    expect(checkQrPayload(encodePromptPayPayload({target}), '100.37')).toEqual({problems: []})
  })

  it('says banking apps will refuse a wrong CRC, naming both checksums', () => {
    const flipped = `${good.slice(0, -4)}${good.endsWith('0000') ? 'FFFF' : '0000'}`
    const {problems} = checkQrPayload(flipped, '100.37')
    expect(problems).toEqual([{kind: 'crc', found: flipped.slice(-4), expected: good.slice(-4)}])
  })

  it('says when the amount inside the QR is not expected_amount', () => {
    const {amount, problems} = checkQrPayload(encodePromptPayPayload({target, amountSatang: 10_000}), '100.37')
    expect(amount).toBe('100.00')
    expect(problems).toEqual([{kind: 'amount', amount: '100.00', expected: '100.37'}])
  })

  it('reports garbage as unreadable without throwing', () => {
    const {problems} = checkQrPayload('hello, world', '100.37')
    expect(problems.map((problem) => problem.kind)).toContain('unreadable')
    expect(problems[0]).toMatchObject({
      kind: 'unreadable',
      findings: expect.arrayContaining([expect.objectContaining({code: expect.any(String)})]),
    })
  })
})
