import {words} from '../ui/words/active.js'
import type {IO} from './io.js'

/** Prompts drawn on stderr so that stdout keeps only the result. */
export function promptContext(io: IO): {input: NodeJS.ReadStream; output: NodeJS.WriteStream} {
  return {input: io.stdin as NodeJS.ReadStream, output: io.stderr as NodeJS.WriteStream}
}

/** A yes/no question, default no, whose answer is echoed in the run's language (not the library's Yes/No). */
export async function confirmInWords(message: string, context: {input?: NodeJS.ReadStream; output: NodeJS.WriteStream}): Promise<boolean> {
  const {confirm} = await import('@inquirer/prompts')
  return confirm({message, default: false, transformer: (yes) => words().prompts.answer(yes)}, context)
}
