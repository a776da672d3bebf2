import type {SkippedLines} from '../../core/files/json-lines.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import type {Style} from './style.js'

/** The banner on stderr whenever a command uses a live key. */
export function renderLiveBanner(profileName: string | undefined, style: Style): string {
  const said = words().notices
  return `${style.inverse(style.red(said.liveMode))} ${said.realMoney}${profileName ? ` · ${said.profile(terminalSafe(profileName))}` : ''}`
}

export function renderExposedStoreWarning(path: string, style: Style): string {
  return `${style.yellow(words().notices.warning)} ${words().notices.exposedStore(terminalSafe(path))}`
}

/** Once, when a profile's live secret leaves profiles.json for the key store (its first use under --live). */
export function renderLiveSecretMoved(profile: string, place: 'keyring' | 'file', directory: string): string {
  return words().notices.liveSecretMoved(terminalSafe(profile), place, terminalSafe(directory))
}

/** Once per command, when the request history cannot be written: the command itself goes on. */
export function renderRequestLogWarning(path: string, error: Error, style: Style): string {
  const reason = (error as NodeJS.ErrnoException).code ?? error.message
  return `${style.yellow(words().notices.warning)} ${words().notices.requestLogUnwritable(terminalSafe(path), terminalSafe(reason))}`
}

/** Once per command, when pay's ledger cannot be written: the command's outcome stands. */
export function renderLedgerWarning(path: string, error: Error, style: Style): string {
  const reason = (error as NodeJS.ErrnoException).code ?? error.message
  return `${style.yellow(words().notices.warning)} ${words().ledger.unwritable(terminalSafe(path), terminalSafe(reason))}`
}

/**
 * The warning of a server bound beyond loopback (`pay webhook listen`, `pay sandbox start`): given only when the
 * host is not this machine (`isThisMachine`, src/core/http/loopback.ts).
 */
export function renderExposedHostWarning(host: string, server: 'sandbox' | 'listener', style: Style): string {
  return style.yellow(words().notices.exposedHost(terminalSafe(host), server))
}

/**
 * The warning of webhook deliveries forwarded over plain http beyond this machine (`webhook listen --forward-to`,
 * `webhook replay`): given only when `isPlainHttpBeyondThisMachine` (src/core/http/loopback.ts) says so.
 */
export function renderPlainHttpWarning(url: string, style: Style): string {
  return `${style.yellow(words().notices.warning)} ${words().notices.plainHttpBeyond(terminalSafe(url))}`
}

/** After a command, when the registry has a later release. */
export function renderUpdateNotice(update: {name: string; current: string; latest: string}, style: Style): string {
  const said = words().notices
  return `${style.yellow(said.updateAvailable)} ${said.update(update.name, terminalSafe(update.latest), update.current)}`
}

/** Said on stderr when a reader skipped lines of a file pay wrote: how many, of which file, and that the rest was read. */
export function renderSkippedLines(skipped: SkippedLines, style: Style): string {
  const said = words().notices
  return `${style.yellow(said.warning)} ${said.skippedLines(skipped.count, terminalSafe(skipped.path), skipped.records)}`
}
