import type {Hook} from '@oclif/core'

import {closestCommand} from '../cli/closest-command.js'

/**
 * An unknown command: the nearest command on stderr, with or without a terminal, and exit 127 (the shell's
 * "command not found"). It never runs the guess, even after a yes: for a tool that moves money, running a
 * command other than the one typed is not a shortcut worth having.
 */
const hook: Hook.CommandNotFound = async function ({id, config}) {
  const spaced = (commandId: string) => commandId.replaceAll(':', ' ')
  const ids = config.commands.filter((command) => !command.hidden).flatMap((command) => [command.id, ...command.aliases])
  const suggestion = closestCommand(id, ids)
  const didYouMean = suggestion ? ` Did you mean \`${config.bin} ${spaced(suggestion)}\`?` : ''
  process.stderr.write(`Error: \`${config.bin} ${spaced(id)}\` is not a command.${didYouMean}\n  → Run \`${config.bin} help\` for the list of commands.\n`)
  this.exit(127)
}

export default hook
