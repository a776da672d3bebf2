import {describe, expect, it} from 'vitest'

import type {MistakeId} from '../../src/core/signing/diagnosis/mistake-facts.js'
import {type RefusalReason, refusalText, type SignatureProblem, signatureProblemText} from '../../src/services/webhooks/delivery-reasons.js'
import {refusalWords, signatureProblemGist, signatureProblemWords} from '../../src/ui/text/delivery-reasons.js'
import {en} from '../../src/ui/words/en/index.js'
import {th} from '../../src/ui/words/th/index.js'

const THAI = /[\u0E00-\u0E7F]/
const englishTitle = (id: MistakeId) => en.mistakes.titles[id]

const PROBLEMS: SignatureProblem[] = [
  {code: 'no-secret'},
  {code: 'no-header'},
  {code: 'no-match'},
  ...(Object.keys(en.mistakes.titles) as MistakeId[]).map((mistake): SignatureProblem => ({code: 'no-match', mistake})),
]
const REFUSALS: RefusalReason[] = [{code: 'not-verified'}, {code: 'loop-self'}, {code: 'loop-hops', hops: 8}]

describe("the listener's reasons kept in the delivery log", () => {
  it.each(PROBLEMS)('signature problem %o: said in English as the log keeps it, and in Thai', (facts) => {
    const record = {signature_problem: signatureProblemText(facts, englishTitle), signature_facts: facts}
    expect(signatureProblemWords(record, en)).toBe(record.signature_problem)
    expect(signatureProblemWords(record, th)).toMatch(THAI)
    expect(signatureProblemGist(record, en)).toBe(record.signature_problem.split(/;| \(/)[0]!.trim())
    expect(signatureProblemGist(record, th)).toMatch(THAI)
  })

  it.each(REFUSALS)('refusal %o: said in English as the log keeps it, and in Thai', (facts) => {
    const refused = {status: 400, reason: refusalText(facts), facts}
    expect(refusalWords(refused, en.delivery)).toBe(refused.reason)
    expect(refusalWords(refused, th.delivery)).toMatch(THAI)
  })

  it('shows a record written before the facts, or with a code this version does not know, as stored, escaped', () => {
    const old = {signature_problem: 'no webhook secret set\u001b[2J'}
    expect(signatureProblemWords(old, th)).toBe('no webhook secret set\\u{1b}[2J')
    const unknown = {signature_problem: 'a new problem; explained', signature_facts: {code: 'from-a-newer-pay'}}
    expect(signatureProblemGist(unknown, th)).toBe('a new problem')
    expect(signatureProblemWords({signature_problem: 'odd', signature_facts: {code: 'no-match', mistake: 'unknown'}}, th)).toBe('odd')
    expect(refusalWords({status: 508, reason: 'forwarding loop: old words'}, th.delivery)).toBe('forwarding loop: old words')
    expect(signatureProblemWords({signature_problem: null}, th)).toBeUndefined()
  })
})
