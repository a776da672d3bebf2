import {isLoopbackHost} from '../../core/http/loopback.js'
import {say} from '../../core/text/visible-text.js'
import type {Style} from './style.js'

/** The banner on stderr whenever a command uses a live key. */
export function renderLiveBanner(profileName: string | undefined, style: Style): string {
  return `${style.inverse(style.red(' LIVE MODE '))} real money${profileName ? ` · profile ${profileName}` : ''}`
}

export function renderExposedStoreWarning(path: string, style: Style): string {
  return `${style.yellow('Warning:')} ${path} can be read by other users; it holds secrets. Fix it with: chmod 600 ${path}`
}

/** Once per command, when the request history cannot be written: the command itself goes on. */
export function renderRequestLogWarning(path: string, error: Error, style: Style): string {
  const reason = (error as NodeJS.ErrnoException).code ?? error.message
  return `${style.yellow('Warning:')} the request history cannot be written to ${path} (${reason}); this command's requests are not recorded. Check that the data dir is writable, or set PAY_REQUEST_LOG=off.`
}

/** The warning of a server bound beyond loopback (`pay webhook listen`, `pay sandbox start`); none on loopback. */
export function renderExposedHostWarning(host: string, server: string, style: Style): string | undefined {
  return isLoopbackHost(host) ? undefined : style.yellow(say`Bound to ${host}: other machines can reach this ${server}.`)
}

/** After a command, when the registry has a later release. */
export function renderUpdateNotice(update: {name: string; current: string; latest: string}, style: Style): string {
  return `${style.yellow('Update available:')} ${update.name} ${update.latest} (this is ${update.current}). Install it with: npm install -g ${update.name}@latest`
}
