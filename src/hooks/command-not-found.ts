import type {Hook} from '@oclif/core'

import {closestCommand} from '../cli/closest-command.js'
import {unknownCommandText} from '../cli/unknown-command.js'

/**
 * An unknown command: the nearest command on stderr, with or without a terminal, and exit 127 (the shell's
 * "command not found"). It never runs the guess, even after a yes: for a tool that moves money, running a
 * command other than the one typed is not a shortcut worth having.
 */
const hook: Hook.CommandNotFound = async function ({id, config}) {
  const ids = config.commands.filter((command) => !command.hidden).flatMap((command) => [command.id, ...command.aliases])
  process.stderr.write(unknownCommandText(config.bin, id, closestCommand(id, ids)))
  this.exit(127)
}

export default hook
