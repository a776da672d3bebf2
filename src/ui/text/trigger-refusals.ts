import type {TriggerFact} from '../../core/error-facts.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {Words} from '../words/en/index.js'

/** `pay trigger`'s refusals (an `--override` it cannot take, an event only the sandbox causes) in the words given. */
export function sayTriggerRefusal(facts: TriggerFact, said: Words): {message: string; tryMessage: string} {
  const o = said.trigger.override
  const safe = terminalSafe
  switch (facts.code) {
    case 'override-not-pair':
      return {message: o.notPair(safe(facts.pair)), tryMessage: o.writePair}
    case 'override-no-object':
      return {message: o.noObject(safe(facts.field), safe(facts.event)), tryMessage: o.drop}
    case 'override-unknown':
      return {message: o.unknown(safe(facts.field), safe(facts.event)), tryMessage: o.takes(facts.known)}
    case 'override-twice':
      return {message: o.twice(safe(facts.field)), tryMessage: o.once}
    case 'trigger-needs-sandbox': {
      const s = said.trigger.needsSandbox
      const [event, reason] = [safe(facts.event), s.why[facts.why]]
      return facts.baseUrl === undefined
        ? {message: s.onService(event, reason), tryMessage: s.useSandbox}
        : {message: s.noSandbox(event, safe(facts.baseUrl), reason), tryMessage: s.startSandbox}
    }
  }
}
