import {type Stats, statSync} from 'node:fs'

/** A path's stat (through links), or undefined when there is nothing there to stat (missing, or under a file: ENOTDIR). */
export function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path)
  } catch {
    return undefined
  }
}
