import type {InputError} from '../core/errors.js'
import {terminalSafe} from '../core/text/visible-text.js'
import {inputErrorInWords} from '../ui/words/input-error.js'
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
  const id = terminalSafe(command.id)
  if (Array.isArray(error.flags) && error.flags.length > 0) {
    const typed = terminalSafe(error.flags.map(String).join(', '))
    const nearest = error.flags.map((flag) => closestCommand(flagName(String(flag)), command.flags)).find(Boolean)
    return inputErrorInWords('UNKNOWN_FLAG', ({parse}) => ({
      message: parse.noFlag(id, typed),
      tryMessage: nearest ? `${parse.didYouMean(nearest)} ${parse.help(id)}` : parse.help(id),
    }))
  }
  if (Array.isArray(error.args) && /^Missing \d+ required arg/.test(error.message)) {
    const names = error.args.map((arg) => terminalSafe(String((arg as {name?: unknown}).name ?? '').toUpperCase()))
    return inputErrorInWords('MISSING_ARGUMENT', ({parse}) => ({message: parse.needsArgument(id, names), tryMessage: parse.help(id)}))
  }
  if (Array.isArray(error.args) && /^Unexpected argument/.test(error.message)) {
    const extra = terminalSafe(error.args.map(String).join(' '))
    return inputErrorInWords('UNEXPECTED_ARGUMENT', ({parse}) => ({
      message: parse.doesNotTake(id, extra),
      tryMessage: `${parse.quoteSpaces} ${parse.help(id)}`,
    }))
  }
  const missingFlags = [...cleanMessage.matchAll(/Missing required flag ([\w-]+)/g)].map((match) => `--${match[1]}`)
  if (missingFlags.length > 0) {
    return inputErrorInWords('MISSING_FLAG', ({parse}) => ({message: parse.needsFlags(id, missingFlags), tryMessage: parse.help(id)}))
  }
  // oclif's FlagInvalidOptionError and ArgInvalidOptionError carry only their message; the options hold no " to be one of: ".
  const notOption = /^Expected (--[\w-]+=)?(.*) to be one of: (.*)$/s.exec(cleanMessage)
  if (notOption) {
    const [, flag, value, options] = notOption as unknown as [string, string | undefined, string, string]
    return inputErrorInWords('INVALID_INPUT', ({parse}) => ({
      message: flag ? parse.notAnOption(flag.slice(2, -1), value, options) : parse.notAnArgument(value, options),
      tryMessage: parse.help(id),
    }))
  }
  // oclif's Flags.integer: not a whole number, or outside its min or max.
  const notInteger = /^Parsing --([\w-]+) \n\tExpected an integer(?: (greater|less) than or equal to (-?\d+))? but received: (.*)$/s.exec(
    cleanMessage,
  )
  if (notInteger) {
    const [, flag, side, limit, value] = notInteger as unknown as [string, string, string | undefined, string | undefined, string]
    const given = terminalSafe(value)
    return inputErrorInWords('INVALID_INPUT', ({parse}) => ({
      message:
        side === 'greater'
          ? parse.integerAtLeast(flag, Number(limit), given)
          : side === 'less'
            ? parse.integerAtMost(flag, Number(limit), given)
            : parse.notInteger(flag, given),
      tryMessage: parse.help(id),
    }))
  }
  // oclif's own message of another kind, in English still; the next step in the run's language.
  return inputErrorInWords('INVALID_INPUT', ({parse}) => ({message: cleanMessage, tryMessage: parse.help(id)}))
}

/** A flag as typed, without its dashes and its `=value`: `--jsn=1` → `jsn`. */
function flagName(typed: string): string {
  const name = typed.replace(/^-+/, '')
  const equals = name.indexOf('=')
  return equals === -1 ? name : name.slice(0, equals)
}
