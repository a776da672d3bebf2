import {afterEach, describe, expect, it} from 'vitest'
import type {QrFinding} from '../../src/core/promptpay/findings.js'
import {checkQrPayload} from '../../src/core/promptpay/payload.js'
import {qrFindingText, qrProblemText} from '../../src/ui/text/qr-problem.js'
import {speak} from '../../src/ui/words/active.js'
import {en} from '../../src/ui/words/en/index.js'
import {th} from '../../src/ui/words/th/index.js'

/** One finding of each kind the PromptPay decoder makes: a kind added to QrFinding fails to compile here. */
const FINDINGS: {[code in QrFinding['code']]: Extract<QrFinding, {code: code}>} = {
  'malformed-field': {code: 'malformed-field', position: 12},
  'length-mismatch': {code: 'length-mismatch', id: '53', declared: '04', actual: 2},
  'crc-not-last': {code: 'crc-not-last'},
  'crc-length': {code: 'crc-length'},
  crc: {code: 'crc', found: '5223', expected: '5222'},
  'format-not-first': {code: 'format-not-first'},
  'field-twice': {code: 'field-twice', id: '58'},
  initiation: {code: 'initiation'},
  currency: {code: 'currency'},
  country: {code: 'country'},
  amount: {code: 'amount', text: '100.500'},
  'no-merchant': {code: 'no-merchant'},
  'unexpected-aid': {code: 'unexpected-aid', id: '29'},
  'not-one-target': {code: 'not-one-target'},
  'target-malformed': {code: 'target-malformed', id: '29.01', target: 'mobile'},
  'biller-id': {code: 'biller-id'},
  'no-reference-1': {code: 'no-reference-1'},
}

describe("the PromptPay decoder's findings", () => {
  afterEach(() => speak('en', {}))

  it('are said in English as the decoder wrote them, and in Thai', () => {
    expect(qrFindingText(FINDINGS['length-mismatch'], en)).toBe('field 53 declares 04 characters but has 2')
    expect(qrFindingText(FINDINGS['target-malformed'], en)).toBe('field 29.01 (mobile) is malformed')
    for (const finding of Object.values(FINDINGS)) expect(qrFindingText(finding, th), finding.code).toMatch(/[\u0E00-\u0E7F]/)
    expect(qrFindingText(FINDINGS['target-malformed'], th)).toBe('ฟิลด์ 29.01 (เบอร์มือถือ) มีรูปแบบไม่ถูกต้อง')
  })

  it("are said in Thai inside an unreadable QR's sentence", async () => {
    const [unreadable] = checkQrPayload('hello, world', '100.37').problems
    expect(qrProblemText(unreadable!)).toContain('The QR payload is not a valid PromptPay code (malformed field at position 0;')
    await speak('th', {})
    const thai = qrProblemText(unreadable!)
    expect(thai).toContain('ข้อมูลคิวอาร์ไม่ใช่รหัสพร้อมเพย์ที่ถูกต้อง (ฟิลด์ที่ตำแหน่ง 0 มีรูปแบบไม่ถูกต้อง;')
    expect(thai.replace(/`[^`]*`|\b[A-Z]{2,}\b/g, '')).not.toMatch(/[A-Za-z]{2,}/)
  })
})
