import {InputError} from '../core/errors.js'
import {say} from '../core/text/visible-text.js'
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
  const help = `Run \`pay help ${command.id}\` for its flags and arguments.`
  if (Array.isArray(error.flags) && error.flags.length > 0) {
    const typed = error.flags.map(String)
    const nearest = typed.map((flag) => closestCommand(flag.replace(/^-+/, '').replace(/=.*$/, ''), command.flags)).find(Boolean)
    return new InputError(say`\`pay ${command.id}\` has no flag ${typed.join(', ')}.`, {
      code: 'UNKNOWN_FLAG',
      tryMessage: nearest ? `Did you mean --${nearest}? ${help}` : help,
    })
  }
  if (Array.isArray(error.args) && /^Missing \d+ required arg/.test(error.message)) {
    const names = error.args.map((arg) => String((arg as {name?: unknown}).name ?? '').toUpperCase())
    return new InputError(`\`pay ${command.id}\` needs its argument ${names.join(' and ')}.`, {code: 'MISSING_ARGUMENT', tryMessage: help})
  }
  if (Array.isArray(error.args) && /^Unexpected argument/.test(error.message)) {
    return new InputError(say`\`pay ${command.id}\` does not take ${error.args.map(String).join(' ')}.`, {
      code: 'UNEXPECTED_ARGUMENT',
      tryMessage: `A value with spaces needs quotes, e.g. --payer-name "Somchai Jaidee". ${help}`,
    })
  }
  const missingFlags = [...cleanMessage.matchAll(/Missing required flag ([\w-]+)/g)].map((match) => `--${match[1]}`)
  if (missingFlags.length > 0) {
    return new InputError(`\`pay ${command.id}\` needs ${missingFlags.join(' and ')}.`, {code: 'MISSING_FLAG', tryMessage: help})
  }
  return new InputError(cleanMessage, {tryMessage: help})
}
