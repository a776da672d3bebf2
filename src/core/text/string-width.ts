import {displayWidth} from './display-width.js'

// CSI (colours, cursor) and OSC (titles, links) sequences, which take no column.
const ESCAPES = /\u001B\[[0-?]*[ -/]*[@-~]|\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)|\u009B[0-?]*[ -/]*[@-~]/g

/**
 * `string-width`'s interface with pay's width (docs/thai.md, "Width"): the bundle aliases the package to this
 * module (scripts/build/esbuild-options.js), so that Ink lays out, wraps and clips with the columns the terminal
 * draws, and pay's tables and Ink's views agree. Escape sequences take no column unless counted.
 */
export default function stringWidth(text: string, options: {countAnsiEscapeCodes?: boolean} = {}): number {
  if (typeof text !== 'string' || text.length === 0) return 0
  return displayWidth(options.countAnsiEscapeCodes ? text : text.replace(ESCAPES, ''))
}
