import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'

import {crc16CcittFalse, decodePromptPayPayload, encodePromptPayPayload} from '../../src/core/promptpay/payload.js'

const WORKED_EXAMPLE = '00020101021229370016A0000006770101110113006681234567853037645802TH5406100.5063045222'

/** CRCs computed by python3's binascii.crc_hqx(data, 0xFFFF), independently of our code (scripts/make-promptpay-fixtures.sh). */
const oracle = JSON.parse(readFileSync(new URL('../fixtures/promptpay-crc-vectors.json', import.meta.url), 'utf8')) as {
  vectors: Array<{name: string; text: string; crc: string}>
}
const crcText = (value: number) => value.toString(16).toUpperCase().padStart(4, '0')

describe('crc16CcittFalse', () => {
  it('has the check value 0x29B1 for 123456789', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1)
  })

  it.each(oracle.vectors)('agrees with python binascii.crc_hqx on $name', ({text, crc}) => {
    expect(crcText(crc16CcittFalse(text))).toBe(crc)
  })
})

describe('the oracle payloads', () => {
  it.each(oracle.vectors.filter((vector) => vector.text.endsWith('6304')))('decode cleanly with the oracle CRC: $name', ({text, crc}) => {
    expect(decodePromptPayPayload(text + crc)).toMatchObject({crcValid: true, crcFound: crc, problems: []})
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
    expect(decoded.problems).toContainEqual({code: 'crc', found: '5223', expected: '5222'})
  })

  it('reports a lowercase CRC as wrong', () => {
    const payload = encodePromptPayPayload({target: {kind: 'mobile', mobile: '0899999999'}, amountSatang: 1})
    const lower = payload.slice(0, -4) + payload.slice(-4).toLowerCase()
    if (lower !== payload) expect(decodePromptPayPayload(lower).crcValid).toBe(false)
  })

  it('refuses a payload without a CRC field', () => {
    const decoded = decodePromptPayPayload(WORKED_EXAMPLE.slice(0, -8))
    expect(decoded.crcValid).toBe(false)
    expect(decoded.problems).toContainEqual({code: 'crc-not-last'})
  })

  it('finds the CRC field by parsing, not by searching for 6304', () => {
    const payload = encodePromptPayPayload({target: {kind: 'bill', billerId: '010555012345601', reference1: '6304'}, amountSatang: 6304})
    expect(decodePromptPayPayload(payload)).toMatchObject({crcValid: true, problems: []})
  })

  it.each([
    ['a wrong currency', (text: string) => text.replace('5303764', '5303840'), {code: 'currency'}],
    ['a wrong country', (text: string) => text.replace('5802TH', '5802US'), {code: 'country'}],
    ['a bad point of initiation', (text: string) => text.replace('010212', '010213'), {code: 'initiation'}],
    ['an amount with 3 decimals', (text: string) => text.replace('5406100.50', '5407100.500'), {code: 'amount', text: '100.500'}],
    [
      'a short mobile number',
      (text: string) => text.replace('29370016A00000067701011101130066812345678', '29360016A0000006770101110112006681234567'),
      {code: 'target-malformed', id: '29.01', target: 'mobile'},
    ],
    ['another AID', (text: string) => text.replace('A000000677010111', 'A000000677010199'), {code: 'unexpected-aid', id: '29'}],
  ])('reports %s', (_, change, problem) => {
    const body = change(WORKED_EXAMPLE.slice(0, -4))
    const decoded = decodePromptPayPayload(body + crcText(crc16CcittFalse(body)))
    expect(decoded.crcValid).toBe(true)
    expect(decoded.problems).toEqual([problem])
  })

  it('reports a field given twice', () => {
    const body = `${WORKED_EXAMPLE.slice(0, -8)}5802TH6304`
    expect(decodePromptPayPayload(body + crcText(crc16CcittFalse(body))).problems).toEqual([{code: 'field-twice', id: '58'}])
  })

  it('reports an inconsistent length', () => {
    expect(decodePromptPayPayload('000201010212530476').problems).toContainEqual({
      code: 'length-mismatch',
      id: '53',
      declared: '04',
      actual: 2,
    })
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
    expect(decoded.fields.find((field) => field.id === '30')?.children).toEqual([
      {id: '00', value: 'A000000677010112'},
      {id: '01', value: '010555012345601'},
      {id: '02', value: 'DEP12345'},
    ])
  })

  it('puts a bank account under 29.04', () => {
    const payload = encodePromptPayPayload({target: {kind: 'bankAccount', bankNumber: '004', accountNo: '1234567890'}, amountSatang: 1000})
    const decoded = decodePromptPayPayload(payload)
    expect(decoded).toMatchObject({crcValid: true, amountSatang: 1000, problems: []})
    expect(decoded.fields.find((field) => field.id === '29')?.children?.[1]).toEqual({id: '04', value: '0041234567890'})
  })

  it('marks a payload with an amount as dynamic (01 = 12) and one without as static', () => {
    expect(encodePromptPayPayload({target: {kind: 'mobile', mobile: '0812345678'}, amountSatang: 100})).toContain('010212')
    expect(encodePromptPayPayload({target: {kind: 'mobile', mobile: '0812345678'}})).toContain('010211')
  })

  it('reproduces the worked example', () => {
    expect(encodePromptPayPayload({target: {kind: 'mobile', mobile: '0812345678'}, amountSatang: 10050})).toBe(WORKED_EXAMPLE)
  })
})
