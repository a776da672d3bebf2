import {UNVERIFIED_HEADER} from '../../core/webhooks/listener-headers.js'
import type {RestoreOutcome, SandboxRegistration} from '../../sandbox/control/webhook-registration.js'
import type {ForwardRoute} from '../../services/webhooks/routes.js'
import {renderExposedHostWarning} from './notices.js'
import type {Style} from './style.js'
import {terminalSafe} from './terminal-safe.js'

export interface ListeningFacts {
  url: string
  host: string
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
 * @example renderListening({url: 'http://127.0.0.1:4011/', host: '127.0.0.1', logPath, routes: [], headerNames: [], webhookSecretSet: true}, style)
 */
export function renderListening(facts: ListeningFacts, style: Style, {headline = true} = {}): string {
  const where = forwardingTo(facts.routes)
  const lines = headline ? [`${style.bold('Listening')} on ${facts.url}${where}. Ctrl-C to stop.`] : []
  if (where === '') lines.push(...facts.routes.map((route) => `  ${route.events?.join(', ') ?? 'every other event'} → ${route.url}`))
  if (facts.events) lines.push(`Only ${facts.events.join(', ')}: other events are answered 200 and logged, not forwarded.`)
  if (facts.headerNames.length > 0) lines.push(style.dim(`Forwarded requests also carry ${facts.headerNames.join(', ')}.`))
  const exposed = renderExposedHostWarning(facts.host, 'listener', style)
  if (exposed) lines.push(exposed)
  if (!facts.webhookSecretSet) {
    const outcome = facts.forwardUnverified
      ? 'every delivery is forwarded marked unverified'
      : 'every delivery is answered 400 and not forwarded'
    lines.push(
      style.red(`⚠ No webhook secret: no signature can be checked, so ${outcome}.`) +
        ' Save it with: printf %s "$WEBHOOK_SECRET" | pay profile add NAME --webhook-secret-stdin',
    )
  } else if (facts.forwardUnverified) {
    lines.push(style.yellow(`Deliveries that fail verification are forwarded too, with the header ${UNVERIFIED_HEADER}.`))
  }
  if (facts.registration) {
    lines.push(
      `Registered with the sandbox as the webhook URL of merchant ${facts.registration.merchantId}; ${restoreText(facts.registration)} on exit, unless the URL was changed since.`,
    )
  } else if (facts.registrationProblem) {
    lines.push(
      style.yellow(`Not registered with a sandbox: ${facts.registrationProblem}.`) +
        ' Pass --sandbox-data-dir, or set the URL yourself: pay sandbox start --webhook-url URL',
    )
  } else {
    lines.push(style.dim(`Deliveries reach this listener only if the service's webhook URL points here.`))
  }
  lines.push(style.dim(`Every delivery is kept in ${facts.logPath} (pay webhook events, pay webhook replay).`))
  return `${lines.join('\n')}\n`
}

/** Where the listener listens and forwards, in one line: the browser's heading. */
export function listeningHeadline(facts: Pick<ListeningFacts, 'url' | 'routes'>): string {
  return `Listening on ${facts.url}${forwardingTo(facts.routes)}`
}

/** Where every delivery goes when one URL takes them all, that none is forwarded; empty for routes by event type. */
function forwardingTo(routes: ForwardRoute[]): string {
  const [only] = routes
  if (!only) return ' (not forwarding: add --forward-to URL)'
  return routes.length === 1 && !only.events ? ` → forwarding to ${only.url}` : ''
}

/** Listening goes on without credentials: only registering with a sandbox needs them. */
export function renderNoCredentials(reason: string): string {
  return `No credentials resolved (${reason}); nothing is registered with a sandbox.`
}

/** A request the listener refused outright (405, 413, 500); its method and path are whatever the sender wrote. */
export function renderRefusedRequest(status: number, reason: string): string {
  return `${status}: ${terminalSafe(reason)}`
}

/** The last line of `pay webhook listen`, on stderr. */
export function renderListenStopped(
  facts: {deliveries: number; duplicates: number; filtered: number; restored?: RestoreOutcome},
  style: Style,
): string {
  const registration = facts.restored ? ` ${restoredText(facts.restored)}` : ''
  const filtered = facts.filtered > 0 ? `, ${facts.filtered} not picked` : ''
  return `${style.bold('Stopped')}: ${facts.deliveries} deliveries received, ${facts.duplicates} of them duplicates${filtered}.${registration}\n`
}

function restoreText(registration: SandboxRegistration): string {
  return registration.foundUrl === null ? 'it is removed' : `${registration.foundUrl} is put back`
}

function restoredText(restored: RestoreOutcome): string {
  switch (restored.kind) {
    case 'restored':
      return restored.url === null ? "The sandbox's webhook URL was removed." : `The sandbox's webhook URL was put back to ${restored.url}.`
    case 'handed-over':
      return `Another listener registered with the sandbox since and keeps its webhook URL (${restored.url ?? 'none'}); it puts back what this one found when it stops.`
    case 'changed':
      return "The sandbox's webhook URL was changed by someone else since; left as it is."
  }
}
