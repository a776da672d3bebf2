import type {ListenerFact} from '../../core/error-facts.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {Words} from '../words/en/index.js'

/** `pay webhook listen` refused at start (its port, its event list, a route to itself) in the words given. */
export function sayListenerRefusal(facts: ListenerFact, said: Words): {message: string; tryMessage: string} {
  const r = said.webhookListen.refused
  const safe = terminalSafe
  switch (facts.code) {
    case 'port-in-use':
      return {message: r.portInUse(facts.port, safe(facts.host)), tryMessage: r.otherPort}
    case 'cannot-listen':
      return {message: r.cannotListen(safe(facts.host), facts.port, safe(facts.reason)), tryMessage: r.usableAddress}
    case 'no-event-named':
      return {message: r.noEvent(safe(facts.named)), tryMessage: r.nameOne(facts.list)}
    case 'event-matches-none':
      return {message: r.matchesNone(safe(facts.named), safe(facts.pattern)), tryMessage: r.oneOf(facts.known, facts.list)}
    case 'forward-to-self':
      return {message: r.toSelf(safe(facts.url), facts.port), tryMessage: r.ownUrl}
  }
}
