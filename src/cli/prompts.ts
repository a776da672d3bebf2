import type {IO} from './io.js'

/** Prompts drawn on stderr so that stdout keeps only the result. */
export function promptContext(io: IO): {input: NodeJS.ReadStream; output: NodeJS.WriteStream} {
  return {input: io.stdin as NodeJS.ReadStream, output: io.stderr as NodeJS.WriteStream}
}
