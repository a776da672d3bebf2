import {checkHeaderValue, parseHeaderLine} from '../core/http/header-value.js'

/**
 * Every flag, on any command, whose value becomes an HTTP header, and how: a whole header value, or a
 * `Name: value` line. The base command checks each one given before run() (exit 2, naming the flag), so a
 * command that takes one of these flags is covered by construction; test/guards/header-flags.test.ts finds
 * them through oclif.manifest.json and fails on a flag named like a header that is missing here.
 */
export const HEADER_FLAGS = {
  'idempotency-key': 'value',
  'key-id': 'value',
  header: 'line',
} as const satisfies Record<string, 'value' | 'line'>

/** Throws the InputError of the first header flag whose value HTTP cannot carry. */
export function checkHeaderFlags(flags: Record<string, unknown>): void {
  for (const [name, kind] of Object.entries(HEADER_FLAGS)) {
    for (const value of [flags[name]].flat()) {
      if (typeof value !== 'string') continue
      if (kind === 'value') checkHeaderValue(value, {kind: 'named', name: `--${name}`})
      else parseHeaderLine(value, `--${name}`)
    }
  }
}
