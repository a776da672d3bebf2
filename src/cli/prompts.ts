import {InputError} from '../core/errors.js'
import type {IO} from './io.js'

/** Refuses to prompt without a terminal, naming the flag that would have answered the question. */
export function requirePrompt(interactive: boolean, flag: string, what: string): void {
  if (!interactive) {
    throw new InputError(`Missing ${what}, and there is no terminal to ask on.`, {
      code: 'MISSING_FLAG',
      tryMessage: `Pass ${flag}.`,
    })
  }
}

/** Prompts drawn on stderr so that stdout keeps only the result. */
export function promptContext(io: IO): {input: NodeJS.ReadStream; output: NodeJS.WriteStream} {
  return {input: io.stdin as NodeJS.ReadStream, output: io.stderr as NodeJS.WriteStream}
}
