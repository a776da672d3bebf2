import {PayError} from '../../core/errors.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {spokenOf, words} from '../words/active.js'
import {paintStatus} from './format.js'
import type {Style} from './style.js'

/**
 * The line a watch without a terminal writes to stderr when it sees a status, for logs and CI.
 * @example statusLine('deposit', {id: 'dep_1', status: 'CREDITED'}, at, style) // '2026-11-23 19:46:10  deposit dep_1  CREDITED'
 */
export function statusLine(kind: 'deposit' | 'withdrawal', object: {id: string; status: string}, at: number, style: Style): string {
  return `${stamp(at)}  ${words().watch.lines.kinds[kind]} ${terminalSafe(object.id)}  ${paintStatus(object.status, style)}`
}

/** A poll that failed and will be tried again. */
export function retryNotice(error: Error, retryInMs: number): string {
  const said = error instanceof PayError ? (spokenOf(error)?.message ?? error.message) : error.message
  return `${terminalSafe(said)} ${words().watch.lines.retry(Math.ceil(retryInMs / 1000))}`
}

export function transientErrorLine(error: Error, retryInMs: number, at: number, style: Style): string {
  return `${stamp(at)}  ${style.yellow(retryNotice(error, retryInMs))}`
}

function stamp(at: number): string {
  return words().dateTime(new Date(at).toISOString())
}
