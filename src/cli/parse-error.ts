import {InputError} from '../core/errors.js'
import {terminalSafe} from '../core/text/visible-text.js'
import {words} from '../ui/words/active.js'
import {closestCommand} from './closest-command.js'

/** What oclif's parser errors carry beside their message (its error classes are not exported). */
export interface ParserErrorFields {
  message: string
  /** NonExistentFlagsError: the flags as typed, `--jsn`. */
  flags?: unknown
  /** RequiredArgsError: the missing arguments; UnexpectedArgsError: the extra words. */
  args?: unknown
}

export interface CommandShape {
  /** As a person types it: `deposit get`. */
  id: string
  flags: readonly string[]
}

/**
 * oclif's parse error said in pay's words, with its code, the nearest flag for a typo and one next step; the
 * message oclif wrote (its "See more help with --help" cut) when it is of a kind not known here.
 */
export function parseErrorToInput(error: ParserErrorFields, command: CommandShape, cleanMessage: string): InputError {
  const said = words().parse
  const id = terminalSafe(command.id)
  const help = said.help(id)
  if (Array.isArray(error.flags) && error.flags.length > 0) {
    const typed = error.flags.map(String)
    const nearest = typed.map((flag) => closestCommand(flag.replace(/^-+/, '').replace(/=.*$/, ''), command.flags)).find(Boolean)
    return new InputError(said.noFlag(id, terminalSafe(typed.join(', '))), {
      code: 'UNKNOWN_FLAG',
      tryMessage: nearest ? `${said.didYouMean(nearest)} ${help}` : help,
    })
  }
  if (Array.isArray(error.args) && /^Missing \d+ required arg/.test(error.message)) {
    const names = error.args.map((arg) => terminalSafe(String((arg as {name?: unknown}).name ?? '').toUpperCase()))
    return new InputError(said.needsArgument(id, names), {code: 'MISSING_ARGUMENT', tryMessage: help})
  }
  if (Array.isArray(error.args) && /^Unexpected argument/.test(error.message)) {
    return new InputError(said.doesNotTake(id, terminalSafe(error.args.map(String).join(' '))), {
      code: 'UNEXPECTED_ARGUMENT',
      tryMessage: `${said.quoteSpaces} ${help}`,
    })
  }
  const missingFlags = [...cleanMessage.matchAll(/Missing required flag ([\w-]+)/g)].map((match) => `--${match[1]}`)
  if (missingFlags.length > 0) return new InputError(said.needsFlags(id, missingFlags), {code: 'MISSING_FLAG', tryMessage: help})
  return new InputError(cleanMessage, {tryMessage: help})
}
