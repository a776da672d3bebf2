import {paintStatus} from './status.js'
import type {Style} from './style.js'
import {localTime} from './time.js'

/**
 * The line a watch without a terminal writes to stderr when it sees a status, for logs and CI.
 * @example statusLine('deposit', {id: 'dep_1', status: 'CREDITED'}, at, style) // '2026-11-23 19:46:10  deposit dep_1  CREDITED'
 */
export function statusLine(kind: string, object: {id: string; status: string}, at: number, style: Style): string {
  return `${stamp(at)}  ${kind} ${object.id}  ${paintStatus(object.status, style)}`
}

/** A poll that failed and will be tried again. */
export function retryNotice(error: Error, retryInMs: number): string {
  return `${error.message} Trying again in ${Math.ceil(retryInMs / 1000)} s.`
}

export function transientErrorLine(error: Error, retryInMs: number, at: number, style: Style): string {
  return `${stamp(at)}  ${style.yellow(retryNotice(error, retryInMs))}`
}

function stamp(at: number): string {
  return localTime(new Date(at).toISOString())
}
