import type {Hook} from '@oclif/core'

import {speakLanguageBeforeCommand} from '../cli/language.js'
import {UNKNOWN_COMMAND_EXIT, unknownCommandAnswer} from '../cli/unknown-command.js'

/**
 * An unknown command: the nearest command on stderr, with or without a terminal, and exit 127 (the shell's
 * "command not found"). It never runs the guess, even after a yes: for a tool that moves money, running a
 * command other than the one typed is not a shortcut worth having.
 */
const hook: Hook.CommandNotFound = async function ({id, config}) {
  await speakLanguageBeforeCommand(config.configDir)
  process.stderr.write(unknownCommandAnswer(config, id))
  this.exit(UNKNOWN_COMMAND_EXIT)
}

export default hook
