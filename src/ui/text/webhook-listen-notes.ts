import type {PayError} from '../../core/errors.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {UNVERIFIED_HEADER} from '../../core/webhooks/listener-headers.js'
import type {RestoreOutcome, SandboxRegistration} from '../../sandbox/control/webhook-registration.js'
import type {ForwardRoute} from '../../services/webhooks/delivery-disposition.js'
import type {ListenTally} from '../../services/webhooks/listen-tally.js'
import type {RefusedRequest} from '../../services/webhooks/receiver.js'
import {words} from '../words/active.js'
import {spokenOf} from './error-facts.js'
import type {Style} from './style.js'

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
  return `${words().listenStop.cutOff(count)}\n`
}
