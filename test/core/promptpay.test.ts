import {execFileSync} from 'node:child_process'
import {describe, expect, it} from 'vitest'

import {crc16CcittFalse, decodePromptPayPayload, encodePromptPayPayload} from '../../src/core/promptpay.js'

const WORKED_EXAMPLE = '00020101021229370016A0000006770101110113006681234567853037645802TH5406100.5063045222'

/** python3's binascii.crc_hqx(data, 0xFFFF) is CRC-16/CCITT-FALSE: an oracle independent of our code. */
function pythonCrc(text: string): number {
  return Number(execFileSync('python3', ['-c', 'import binascii,sys; print(binascii.crc_hqx(sys.stdin.buffer.read(), 0xFFFF))'], {input: text}).toString())
}

describe('crc16CcittFalse', () => {
  it('has the check value 0x29B1 for 123456789', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1)
  })

  it('agrees with python binascii.crc_hqx', () => {
    for (const text of ['', 'A', WORKED_EXAMPLE.slice(0, -4), '000201010212300600', 'ไทย']) {
      expect(crc16CcittFalse(text)).toBe(pythonCrc(text))
    }
  })
})

describe('decodePromptPayPayload', () => {
  it('decodes the worked example of the reference (CRC 5222, 100.50)', () => {
    const decoded = decodePromptPayPayload(WORKED_EXAMPLE)
    expect(decoded).toMatchObject({crcValid: true, crcExpected: '5222', amountSatang: 10050, problems: []})
    expect(decoded.fields.find((field) => field.id === '29')?.children?.[1]).toEqual({id: '01', value: '0066812345678'})
  })

  it('reports a wrong CRC', () => {
    const decoded = decodePromptPayPayload(`${WORKED_EXAMPLE.slice(0, -4)}5223`)
    expect(decoded.crcValid).toBe(false)
    expect(decoded.problems).toContain('CRC is 5223, expected 5222')
  })

  it('reports a lowercase CRC as wrong', () => {
    const payload = encodePromptPayPayload({target: {kind: 'mobile', mobile: '0899999999'}, amountSatang: 1})
    const lower = payload.slice(0, -4) + payload.slice(-4).toLowerCase()
    if (lower !== payload) expect(decodePromptPayPayload(lower).crcValid).toBe(false)
  })

  it('refuses a payload without a CRC field', () => {
    const decoded = decodePromptPayPayload(WORKED_EXAMPLE.slice(0, -8))
    expect(decoded.crcValid).toBe(false)
    expect(decoded.problems).toContain('field 63 (CRC) must come last')
  })

  it('reports an inconsistent length', () => {
    expect(decodePromptPayPayload('000201010212530476').problems.join()).toMatch(/declares 04 characters/)
  })
})

describe('encodePromptPayPayload', () => {
  it('round-trips a bill payment with the amount in tag 54', () => {
    const payload = encodePromptPayPayload({
      target: {kind: 'bill', billerId: '010555012345601', reference1: 'DEP12345'},
      amountSatang: 50037,
      merchantName: 'Sandbox Merchant',
    })
    const decoded = decodePromptPayPayload(payload)
    expect(decoded).toMatchObject({crcValid: true, amountSatang: 50037, problems: []})
    expect(pythonCrc(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0')).toBe(payload.slice(-4))
  })

  it('marks a payload with an amount as dynamic (01 = 12) and one without as static', () => {
    expect(encodePromptPayPayload({target: {kind: 'mobile', mobile: '0812345678'}, amountSatang: 100})).toContain('010212')
    expect(encodePromptPayPayload({target: {kind: 'mobile', mobile: '0812345678'}})).toContain('010211')
  })

  it('reproduces the worked example', () => {
    expect(encodePromptPayPayload({target: {kind: 'mobile', mobile: '0812345678'}, amountSatang: 10050})).toBe(WORKED_EXAMPLE)
  })
})
