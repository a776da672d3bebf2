import {afterEach, describe, expect, it} from 'vitest'

import {diagnoseSignature} from '../../src/core/signing/diagnosis/diagnose-signature.js'
import {diagnoseWebhookSignature} from '../../src/core/signing/diagnosis/diagnose-webhook-signature.js'
import {correctWebhookRecipe, signWithWebhookRecipe} from '../../src/core/signing/diagnosis/hmac-recipe.js'
import type {FoundMistake} from '../../src/core/signing/diagnosis/mistake-search.js'
import {requestMistakes} from '../../src/core/signing/diagnosis/request-mistakes.js'
import {correctRequestRecipe, signWithRequestRecipe} from '../../src/core/signing/diagnosis/request-recipe.js'
import {WEBHOOK_VARIANTS} from '../../src/core/signing/diagnosis/webhook-variants.js'
import {renderFoundMistakes, saidMistake} from '../../src/ui/text/found-mistakes.js'
import {createStyle} from '../../src/ui/text/style.js'
import {speak} from '../../src/ui/words/active.js'
import {en} from '../../src/ui/words/en/index.js'
import {th} from '../../src/ui/words/th/index.js'

const SECRET = 'ab12cd34ef56ab12cd34ef56ab12cd34'
const TABLE_IDS = [...requestMistakes({timestampSearchSeconds: 1}), ...WEBHOOK_VARIANTS].map((mistake) => mistake.id)

/** Requests and webhook bodies that give every kind of detail: a JSON body, a query, no body, CRLF, a final newline. */
const REQUESTS = [
  {method: 'POST', target: '/v1/deposits', body: '{"b":1,\n"a":"x"}\n'},
  {method: 'POST', target: '/v1/deposits', body: '{"b":1,\r\n"a":2}'},
  {method: 'GET', target: '/v1/withdrawals?status=SUCCESS&limit=5&q=a+b%2f', body: ''},
  {method: 'GET', target: '/v1/balance', body: '', timestamp: '1718790000123'},
]
const WEBHOOK_BODIES = ['{"event_id":"dep_1:deposit.success","b":1}\n', '{"event_id":"dep_1:deposit.success",\r\n"b":1}']

/** The mistakes the diagnoses name for the first and last way of making each, over the requests and bodies above. */
function mistakesFound(): FoundMistake[] {
  const found: FoundMistake[] = []
  for (const request of REQUESTS) {
    const signing = {secret: SECRET, timestamp: '1718790000', ...request, body: Buffer.from(request.body)}
    for (const mistake of requestMistakes({timestampSearchSeconds: 2})) {
      for (const variant of firstAndLast(mistake.variants(correctRequestRecipe(signing)))) {
        const diagnosis = diagnoseSignature({
          ...signing,
          expectedSignature: signWithRequestRecipe(variant.recipe),
          timestampSearchSeconds: 2,
        })
        if (diagnosis.verdict === 'reproduced') found.push(...diagnosis.mistakes)
      }
    }
  }
  for (const text of WEBHOOK_BODIES) {
    const body = Buffer.from(text)
    for (const mistake of WEBHOOK_VARIANTS) {
      for (const variant of firstAndLast(mistake.variants(correctWebhookRecipe(SECRET, body)))) {
        found.push(
          ...diagnoseWebhookSignature({webhookSecret: SECRET, body, signature: signWithWebhookRecipe(variant.recipe)}).matchingVariants,
        )
      }
    }
  }
  return found
}

function firstAndLast<T>(items: T[]): T[] {
  return items.length > 1 ? [items[0]!, items.at(-1)!] : items
}

describe('the words of the signing mistakes', () => {
  afterEach(() => speak('en', {}))

  it('has a title and a fix in English and in Thai for each mistake of the tables, and for nothing else', () => {
    expect(Object.keys(en.mistakes.titles).sort()).toEqual([...new Set(TABLE_IDS)].sort())
    for (const id of TABLE_IDS) {
      for (const said of [en, th]) {
        expect(said.mistakes.titles[id], id).not.toBe('')
        expect(said.mistakes.fixes[id], id).not.toBe('')
      }
    }
  })

  it('says every detail the diagnoses give, in both languages', () => {
    const found = mistakesFound()
    const kinds = new Set(found.flatMap((mistake) => (mistake.detail ? [mistake.detail.kind] : [])))
    expect(kinds.size).toBe(12)
    for (const mistake of found) {
      const english = saidMistake(mistake, en)
      const thai = saidMistake(mistake, th)
      expect(english.title).toBe(en.mistakes.titles[mistake.id])
      expect(thai.fix).toBe(th.mistakes.fixes[mistake.id])
      expect(Boolean(thai.detail), mistake.id).toBe(Boolean(english.detail))
      if (thai.detail) expect(`${english.detail} ${thai.detail}`, mistake.id).not.toMatch(/undefined|NaN|\[object/)
    }
  })

  it('prints a mistake in the run language, its id as it is and its signed values escaped', async () => {
    const mistake: FoundMistake = {id: 'method-case', detail: {kind: 'line-was', line: 1, value: 'get\u001b[2J'}}
    await speak('th', {})
    expect(renderFoundMistakes([mistake], createStyle(false))).toEqual([
      '  • เมธอดไม่ได้เป็นตัวพิมพ์ใหญ่ [method-case]',
      '    บรรทัด 1 เป็น get\\u{1b}[2J',
      '    → เขียนเมธอดในบรรทัด 1 เป็นตัวพิมพ์ใหญ่ (GET, POST)',
    ])
  })
})
