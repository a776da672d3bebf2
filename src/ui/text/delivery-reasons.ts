import {terminalSafe} from '../../core/text/visible-text.js'
import type {LoggedDelivery} from '../../services/webhooks/delivery-log.js'
import type {Words} from '../words/en/index.js'

type Signature = Pick<LoggedDelivery, 'signature_problem' | 'signature_facts'>
type Refused = NonNullable<LoggedDelivery['refused']>

/*
 * The listener's reasons kept in the delivery log, said in the words given from their facts
 * (src/services/webhooks/delivery-reasons.ts). A record written before the facts existed, or with a code this
 * version does not know, is shown as its English was stored.
 */

/** Why the signature cannot be trusted, in full; undefined when the record says nothing. */
export function signatureProblemWords(record: Signature, said: Words): string | undefined {
  const {problems} = said.delivery
  const facts = record.signature_facts
  switch (facts?.code) {
    case 'no-secret':
      return problems.noSecret
    case 'no-header':
      return problems.noHeader
    case 'no-match': {
      if (facts.mistake === undefined) return problems.signedOtherwise
      const {titles} = said.mistakes
      if (Object.hasOwn(titles, facts.mistake)) return problems.wouldMatchWith(titles[facts.mistake as keyof typeof titles])
    }
  }
  return record.signature_problem === null ? undefined : terminalSafe(record.signature_problem)
}

/** The problem up to its explanation, for a column: `does not match the body`. */
export function signatureProblemGist(record: Signature, said: Words): string | undefined {
  if (record.signature_facts?.code === 'no-match') return said.delivery.problems.noMatch
  const [gist] = (signatureProblemWords(record, said) ?? '').split(/;| \(/)
  return gist!.trim() || undefined
}

/** Why the delivery was refused. */
export function refusalWords(refused: Refused, said: Words['delivery']): string {
  const {refusals} = said
  switch (refused.facts?.code) {
    case 'not-verified':
      return refusals.notVerified
    case 'loop-self':
      return refusals.loopSelf
    case 'loop-hops':
      if (refused.facts.hops !== undefined) return refusals.loopHops(refused.facts.hops)
  }
  return terminalSafe(refused.reason)
}
