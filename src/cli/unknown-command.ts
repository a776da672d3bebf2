import type {Interfaces} from '@oclif/core'

import {terminalSafe} from '../core/text/visible-text.js'
import {words} from '../ui/words/active.js'
import {closestCommand} from './closest-command.js'

/** The exit of an unknown command: the shell's "command not found". */
export const UNKNOWN_COMMAND_EXIT = 127

/**
 * What pay says about a command it does not have (`pay balnce`, and `pay balnce --help`): the words as typed
 * (escaped: they may hold anything), the nearest of the commands people see when there is one, and where the
 * list is.
 * @example unknownCommandAnswer(config, 'balnce') // 'Error: `pay balnce` is not a command. Did you mean `pay balance`?\n  → Run `pay help` …'
 */
export function unknownCommandAnswer(config: Interfaces.Config, id: string): string {
  const ids = config.commands.filter((command) => !command.hidden).flatMap((command) => [command.id, ...command.aliases])
  const suggestion = closestCommand(id, ids)
  const spaced = (commandId: string) => `${config.bin} ${commandId.replaceAll(':', ' ')}`
  const {error, parse} = words()
  return `${error.label} ${parse.notACommand(terminalSafe(spaced(id)), suggestion && spaced(suggestion))}\n  → ${parse.commandList}\n`
}
