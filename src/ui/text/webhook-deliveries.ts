import type {PayError} from '../../core/errors.js'
import {isWireMoney} from '../../core/money/money.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {UNVERIFIED_HEADER} from '../../core/webhooks/listener-headers.js'
import type {RestoreOutcome, SandboxRegistration} from '../../sandbox/control/webhook-registration.js'
import type {ForwardRoute} from '../../services/webhooks/delivery-disposition.js'
import type {LoggedDelivery} from '../../services/webhooks/delivery-log.js'
import type {ListenTally, RefusedRequest} from '../../services/webhooks/receiver.js'
import {spokenOf, words} from '../words/active.js'
import type {Words} from '../words/en/index.js'
import {refusalWords, signatureProblemWords} from './delivery-reasons.js'
import {wireMoneyText} from './format.js'
import type {Style} from './style.js'
import {localTime} from './time.js'

/**
 * One line per delivery for `pay webhook listen`: local time, event type, object id, amount, signature, and
 * what happened to it.
 * @example renderDeliveryLine(record, style) // '19:45:03  deposit.success  dep_1  99.36 THB  ✓ signed  → 200'
 */
export function renderDeliveryLine(record: LoggedDelivery, style: Style): string {
  const parts = [
    style.dim(localTime(record.received_at).slice(11)),
    style.bold(eventTypeText(record)),
    terminalSafe(record.object_id ?? record.event_id ?? '-'),
    ...(record.amount && isWireMoney(record.amount) ? [wireMoneyText(record.amount)] : []),
    paintTone(signatureText(record), record.signature_valid ? 'good' : 'bad', style),
    outcomeText(record, style),
  ]
  return `${parts.join('  ')}\n`
}

/** The event type as the sender wrote it, escaped, or that the delivery is not an event. */
export function eventTypeText(record: Pick<LoggedDelivery, 'event_type'>): string {
  return record.event_type === null ? words().delivery.notAnEvent : terminalSafe(record.event_type)
}

/** `✓ signed` or `⚠ signature: <why>`: a fact about one delivery, not a verdict (docs/cli-decisions.md). */
export function signatureText(record: Pick<LoggedDelivery, 'signature_valid' | 'signature_problem' | 'signature_facts'>): string {
  const said = words()
  return record.signature_valid
    ? said.delivery.signed
    : said.delivery.signatureProblem(signatureProblemWords(record, said) ?? said.delivery.invalid)
}

export type Tone = 'good' | 'bad' | 'warn' | 'dim'

/**
 * What became of a delivery, in words and a tone: refused, not picked, a duplicate dropped, forwarded (with the
 * status), or kept only. In the run's language unless told otherwise.
 */
export function deliveryOutcome(
  record: Pick<LoggedDelivery, 'duplicate' | 'forward' | 'refused' | 'filtered'>,
  said: Words['delivery'] = words().delivery,
): {
  text: string
  tone: Tone
} {
  const outcome = said.outcome
  if (record.refused) return {text: outcome.refused(record.refused.status, refusalWords(record.refused, said)), tone: 'bad'}
  if (record.filtered) return {text: outcome.filtered, tone: 'dim'}
  if (record.duplicate) return {text: outcome.duplicate, tone: 'warn'}
  if (!record.forward) return {text: outcome.received, tone: 'dim'}
  const {status, error} = record.forward
  if (status === null) return {text: outcome.failed(error === null ? outcome.noAnswer : terminalSafe(error)), tone: 'bad'}
  return {text: `→ ${status}`, tone: status >= 200 && status <= 299 ? 'good' : 'bad'}
}

export function paintTone(text: string, tone: Tone, style: Style): string {
  return {good: style.green, bad: style.red, warn: style.yellow, dim: style.dim}[tone](text)
}

function outcomeText(record: LoggedDelivery, style: Style): string {
  const {text, tone} = deliveryOutcome(record)
  return paintTone(text, tone, style)
}

export interface ListeningFacts {
  url: string
  logPath: string
  routes: ForwardRoute[]
  events?: string[]
  /** The names of the --header headers; their values are never shown. */
  headerNames: string[]
  webhookSecretSet: boolean
  forwardUnverified?: boolean
  registration?: SandboxRegistration
  registrationProblem?: string
}

/**
 * What `pay webhook listen` tells people on stderr when it starts: where it listens, which events it picks and
 * where it forwards them, whether signatures can be checked, the sandbox registration, and where the log is.
 * Without `headline` (the browser shows listeningHeadline on top instead) it starts at the routes.
 * @example renderListening({url: 'http://127.0.0.1:4011/', logPath, routes: [], headerNames: [], webhookSecretSet: true}, style)
 */
export function renderListening(facts: ListeningFacts, style: Style, {headline = true} = {}): string {
  const said = words().webhookListen
  const where = forwardingTo(facts.routes)
  const lines = headline ? [said.withStop(style.bold(said.listening(facts.url, where)))] : []
  if (where === '') {
    lines.push(...facts.routes.map((route) => `  ${route.events?.join(', ') ?? said.everyOtherEvent} → ${terminalSafe(route.url)}`))
  }
  if (facts.events) lines.push(said.onlyEvents(terminalSafe(facts.events.join(', '))))
  if (facts.headerNames.length > 0) lines.push(style.dim(said.extraHeaders(terminalSafe(facts.headerNames.join(', ')))))
  if (!facts.webhookSecretSet) {
    const outcome = facts.forwardUnverified ? said.noSecret.forwardedUnverified : said.noSecret.refused
    lines.push(`${style.red(said.noSecret.warning(outcome))} ${said.noSecret.saveIt}`)
  } else if (facts.forwardUnverified) {
    lines.push(style.yellow(said.forwardsUnverified(UNVERIFIED_HEADER)))
  }
  if (facts.registration) {
    lines.push(said.registered(terminalSafe(facts.registration.merchantId), restoreText(facts.registration)))
  } else if (facts.registrationProblem) {
    lines.push(`${style.yellow(said.notRegistered(terminalSafe(facts.registrationProblem)))} ${said.registerHow}`)
  } else {
    lines.push(style.dim(said.reachesOnlyIf))
  }
  lines.push(style.dim(said.keptIn(terminalSafe(facts.logPath))))
  return `${lines.join('\n')}\n`
}

/** Where the listener listens and forwards, in one line: the browser's heading. */
export function listeningHeadline(facts: Pick<ListeningFacts, 'url' | 'routes'>): string {
  return words().webhookListen.listening(facts.url, forwardingTo(facts.routes))
}

/** Where every delivery goes when one URL takes them all, that none is forwarded; empty for routes by event type. */
function forwardingTo(routes: ForwardRoute[]): string {
  const said = words().webhookListen
  const [only] = routes
  if (!only) return said.notForwarding
  return routes.length === 1 && !only.events ? said.forwardingTo(terminalSafe(only.url)) : ''
}

/** Listening goes on without credentials: only registering with a sandbox needs them. */
export function renderNoCredentials(unresolved: PayError): string {
  return words().webhookListen.noCredentials(terminalSafe(spokenOf(unresolved)?.message ?? unresolved.message))
}

/** A request the listener refused outright (405, 413, 500); its method and path are whatever the sender wrote. */
export function renderRefusedRequest(refused: RefusedRequest): string {
  const said = words().webhookListen.refusedRequest
  if (refused.status === 405) return `405: ${said.notPost(terminalSafe(refused.method), terminalSafe(refused.path))}`
  if (refused.status === 413) return `413: ${said.tooLarge(refused.maxBytes)}`
  return `500: ${said.notKept(terminalSafe(refused.reason))}`
}

/** The last line of `pay webhook listen`, on stderr. */
export function renderListenStopped(facts: ListenTally & {restored?: RestoreOutcome}, style: Style): string {
  const said = words().webhookListen
  const registration = facts.restored ? ` ${restoredText(facts.restored)}` : ''
  const outcomes = (['accepted', 'appRefused', 'noAnswer', 'refused', 'pending'] as const)
    .filter((outcome) => facts[outcome] > 0)
    .map((outcome) => said.outcomes[outcome](facts[outcome]))
  const counts = said.counts(facts.received, facts.duplicates, facts.filtered)
  return `${style.bold(said.stopped)}: ${said.stoppedCounts(counts, outcomes)}${registration}\n`
}

function restoreText(registration: SandboxRegistration): string {
  const said = words().webhookListen
  return registration.foundUrl === null ? said.itIsRemoved : said.isPutBack(terminalSafe(registration.foundUrl))
}

function restoredText(restored: RestoreOutcome): string {
  const said = words().webhookListen.restored
  switch (restored.kind) {
    case 'restored':
      return restored.url === null ? said.removed : said.putBack(terminalSafe(restored.url))
    case 'handed-over':
      return said.handedOver(restored.url === null ? said.none : terminalSafe(restored.url))
    case 'changed':
      return said.changed
  }
}

/** After the listener stopped: the deliveries whose forward it cut off, and where they are. */
export function renderCutOff(count: number): string {
  return `${words().webhookListen.cutOff(count)}\n`
}
