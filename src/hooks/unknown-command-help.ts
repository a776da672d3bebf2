import {exit} from '@oclif/core/errors'
import {getHelpFlagAdditions, Help, standardizeIDFromArgv} from '@oclif/core/help'

import {UNKNOWN_COMMAND_EXIT, unknownCommandAnswer} from '../cli/unknown-command.js'

/**
 * oclif's help (package.json `oclif.helpClass`), but for a command pay does not have (`pay webhok --help`,
 * `pay help nosuch`) the answer of the unknown command itself: the nearest command and exit 127, instead of
 * oclif's own "Command … not found." and exit 2.
 */
export default class UnknownCommandHelp extends Help {
  override async showHelp(argv: string[]): Promise<void> {
    const helpWords = [...getHelpFlagAdditions(this.config), 'help']
    const [subject] = standardizeIDFromArgv(
      argv.filter((word) => !helpWords.includes(word)),
      this.config,
    )
    if (subject === undefined || subject.startsWith('-') || this.config.findCommand(subject) || this.config.findTopic(subject))
      return super.showHelp(argv)
    process.stderr.write(unknownCommandAnswer(this.config, subject))
    // The exit of pay's own copy of oclif: `pay help X` runs in the help plugin, whose config's exit the error
    // handler would not know and would print as an error.
    exit(UNKNOWN_COMMAND_EXIT)
  }
}
