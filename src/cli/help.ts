import type {Command, Config, Interfaces} from '@oclif/core'
import {CommandHelp, Help} from '@oclif/core/help'

import {words} from '../ui/words/active.js'
import {speakChosenLanguage} from './language.js'

type Heading = keyof ReturnType<typeof words>['help']['headings']

/** A section heading of oclif's help in this run's language (`GLOBAL FLAGS` is oclif's `${group} FLAGS`). */
function heading(header: string): string {
  const headings: Record<string, string> = words().help.headings
  return headings[header as Heading] ?? header
}

class PayCommandHelp extends CommandHelp {
  override section(header: string, body: Parameters<CommandHelp['section']>[1]): string {
    return super.section(heading(header), body)
  }
}

/**
 * `pay help`, `pay --help` and `pay COMMAND --help` in the language of the run (package.json oclif.helpClass;
 * oclif loads it only to show help). Translated: section headings, command summaries and topic descriptions,
 * from the catalog keyed by command id; flag descriptions and long descriptions are English still (docs/thai.md).
 */
export default class PayHelp extends Help {
  constructor(config: Config, options: Partial<Interfaces.HelpOptions> = {}) {
    super(config, options)
    this.CommandHelpClass = PayCommandHelp
  }

  override async showHelp(argv: string[]): Promise<void> {
    try {
      await speakChosenLanguage(process.env, process.env.PAY_CONFIG_DIR ?? this.config.configDir)
    } catch {
      // An unknown PAY_LANG: help is shown in English, and the next command says what is wrong with it.
    }
    return super.showHelp(argv)
  }

  override section(header: string, body: Parameters<CommandHelp['section']>[1]): string {
    return super.section(heading(header), body)
  }

  /** oclif's root help is drawn by a class of its own: its headings are translated in what it drew. */
  override formatRoot(): string {
    return super
      .formatRoot()
      .replace(
        /^((?:\u001B\[[\d;]*m)*)(VERSION|USAGE|DESCRIPTION)((?:\u001B\[[\d;]*m)*)$/gm,
        (_, on, header, off) => on + heading(header) + off,
      )
  }

  protected override summary(command: Command.Loadable): string | undefined {
    const said = words().help.summaries[command.id.replaceAll(' ', ':')]
    return super.summary(said ? {...command, summary: said} : command)
  }

  protected override formatTopics(topics: Interfaces.Topic[]): string {
    const said = words().help.topics
    return super.formatTopics(topics.map((topic) => ({...topic, description: said[topic.name] ?? topic.description})))
  }
}
