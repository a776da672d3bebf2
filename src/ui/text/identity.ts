import {terminalSafe} from '../../core/text/visible-text.js'
import type {Identity} from '../../services/profiles/identity.js'
import {words} from '../words/active.js'
import {labelledLines} from './format.js'
import type {Style} from './style.js'

export function renderIdentity(identity: Identity, style: Style): string {
  const said = words().profiles.identity
  const failed = identity.error?.status === null ? said.notReached : said.notAccepted
  const verdict = identity.accepted
    ? style.green(said.accepted)
    : style.red(failed(terminalSafe(identity.error?.code ?? 'unknown'), terminalSafe(identity.error?.message ?? '')))
  const rows: Array<[string, string]> = [
    [said.profile, identity.profile === null ? said.noProfile : terminalSafe(identity.profile)],
    [said.baseUrl, terminalSafe(identity.base_url)],
    [said.mode, identity.mode === 'live' ? style.red(said.live) : said.test],
    [said.keyId, terminalSafe(identity.key_id)],
    [said.status, verdict],
  ]
  return `${labelledLines(rows, style.bold, 1)}\n`
}
