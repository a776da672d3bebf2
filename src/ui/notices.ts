import type {Style} from './style.js'

/** The banner on stderr whenever a command uses a live key. */
export function renderLiveBanner(profileName: string | undefined, style: Style): string {
  return `${style.inverse(style.red(' LIVE MODE '))} real money${profileName ? ` · profile ${profileName}` : ''}`
}

export function renderExposedStoreWarning(path: string, style: Style): string {
  return `${style.yellow('Warning:')} ${path} can be read by other users; it holds secrets. Fix it with: chmod 600 ${path}`
}
