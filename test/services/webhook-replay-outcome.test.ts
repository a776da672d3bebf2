import {describe, expect, it} from 'vitest'

import {loggedDeliverySchema} from '../../src/core/schemas/output/webhook.js'
import type {LoggedDelivery} from '../../src/services/webhooks/delivery-log.js'
import {ARRIVAL_FIELDS, OUTCOME_FIELDS, type OutcomeField} from '../../src/services/webhooks/delivery-outcome.js'
import {replayDelivery} from '../../src/services/webhooks/replay.js'
import {isHandled, waitForDelivery} from '../../src/services/webhooks/wait.js'
import {replaySaid} from '../../src/ui/text/webhook-replay.js'
import {loggedDelivery} from '../helpers/logged-delivery.js'
import {useRelayFixture} from './webhook-downstream.js'

const fx = useRelayFixture()
const EVENT_ID = 'w1:withdrawal.success'

/**
 * For each outcome field, an original whose value there kept it from counting as handed over. Typed by the list,
 * so an outcome field added to OUTCOME_FIELDS does not compile here until it has its case.
 */
const ORIGINAL_OUTCOMES: Record<OutcomeField, (appUrl: string) => Partial<LoggedDelivery>> = {
  duplicate: () => ({duplicate: true}),
  filtered: () => ({filtered: true}),
  refused: () => ({refused: {status: 508, reason: 'forwarding loop: it already passed through this listener'}}),
  forward: (appUrl) => ({forward: {url: appUrl, status: 500, error: null, duration_ms: 3}}),
}

describe('a replay computes its own outcome, field by field', () => {
  it('every field of a logged delivery is either what arrived (copied) or an outcome (computed), and nothing else', () => {
    const classified = [...ARRIVAL_FIELDS, ...OUTCOME_FIELDS, 'source', 'received_at'].sort()
    expect(Object.keys(loggedDeliverySchema.shape).sort()).toEqual(classified)
  })

  it.each(OUTCOME_FIELDS)('an original not handed over because of %s, replayed to an app answering 200: counted by wait', async (field) => {
    await fx.log.append(loggedDelivery({body_base64: Buffer.from('{}').toString('base64'), ...ORIGINAL_OUTCOMES[field](fx.url)}))
    const result = await replayDelivery({said: replaySaid(), log: fx.log, eventId: EVENT_ID, forwardTo: fx.url})
    expect(result.status).toBe(200)

    const [replay] = await fx.log.newestFirst(1)
    expect(replay).toMatchObject({source: 'replay', duplicate: false, refused: null, forward: {url: fx.url, status: 200, error: null}})
    expect(replay!.filtered ?? false).toBe(false)
    expect(isHandled(replay!)).toBe(true)
    const waited = await waitForDelivery({log: fx.log, eventType: 'withdrawal.success', objectId: 'w1', timeoutMs: 0})
    expect(waited.handled).toEqual(replay)
  })

  it('the app refusing the replay is the replay’s outcome too, whatever the original’s was', async () => {
    await fx.log.append(loggedDelivery({forward: {url: fx.url, status: 200, error: null, duration_ms: 3}}))
    fx.downstream.answer = () => ({status: 500})
    await expect(replayDelivery({said: replaySaid(), log: fx.log, eventId: EVENT_ID})).rejects.toMatchObject({code: 'DOWNSTREAM_REJECTED'})
    const [replay] = await fx.log.newestFirst(1)
    expect(replay).toMatchObject({source: 'replay', forward: {status: 500}})
    expect(isHandled(replay!)).toBe(false)
  })
})
