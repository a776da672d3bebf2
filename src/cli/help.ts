import type {Command, Config, Interfaces} from '@oclif/core'
import {exit} from '@oclif/core/errors'
import {CommandHelp, getHelpFlagAdditions, Help, standardizeIDFromArgv} from '@oclif/core/help'

import {wrapDisplay} from '../core/text/wrap-display.js'
import {spokenLanguage, words} from '../ui/words/active.js'
import type {CommandWords} from '../ui/words/en/help.js'
import type {Words} from '../ui/words/en/index.js'
import {pseudoWord} from '../ui/words/pseudo.js'
import {speakLanguageBeforeCommand} from './language.js'

type HelpWords = Words['help']
type Heading = keyof HelpWords['headings']

/** A section heading of oclif's help in this run's language (`GLOBAL FLAGS` is oclif's `${group} FLAGS`). */
function heading(header: string): string {
  const headings: Record<string, string> = words().help.headings
  return headings[header as Heading] ?? header
}

/** The catalog's words of a command, by its id (oclif shows `deposit create`, the manifest keys `deposit:create`). */
function commandWords(command: Command.Loadable): CommandWords | undefined {
  if (spokenLanguage() === 'qps') return markedCommand(command)
  return words().help.commands[command.id.replaceAll(' ', ':')]
}

/**
 * In the pseudo-locale, a command's own English marked as the catalog's words are: help's words are translated
 * (`th.help`, whose completeness test/ui/help-words.test.ts checks), so the guard sees them as drawn from the catalog.
 */
function markedCommand(command: Command.Loadable): CommandWords {
  const described = <T extends {description?: string}>(entries: Record<string, T>) =>
    Object.fromEntries(
      Object.entries(entries).flatMap(([name, entry]) => (entry.description ? [[name, pseudoWord(entry.description)]] : [])),
    )
  return {
    summary: pseudoWord(command.summary ?? command.description ?? ''),
    description: command.summary && command.description ? pseudoWord(command.description) : undefined,
    flags: described(command.flags),
    args: described(command.args),
  }
}

/** A topic with its description in this run's language. */
function topicInWords(topic: Interfaces.Topic): Interfaces.Topic {
  return {...topic, description: words().help.topics[topic.name] ?? ownEnglish(topic.description)}
}

/** Help's own English outside the commands (package.json's description and topics): marked in the pseudo-locale. */
function ownEnglish(text: string | undefined): string | undefined {
  return text !== undefined && spokenLanguage() === 'qps' ? pseudoWord(text) : text
}

/**
 * oclif wraps by UTF-16 length, which breaks a Thai line early (a vowel above or below or a tone mark takes no
 * column) and only at spaces, which Thai puts between phrases, not words. English keeps oclif's wrap, byte for byte.
 */
function wrapped(rendered: string, width: number, oclifWrap: () => string): string {
  return spokenLanguage() === 'en' ? oclifWrap() : wrapDisplay(rendered, width, words().help.unbroken)
}

/** A command as help shows it in this run's language: summary, description, flags and arguments from the catalog. */
function inWords(command: Command.Loadable): Command.Loadable {
  const said = commandWords(command)
  if (!said) return command
  const shared = words().help.flags
  const flags = Object.entries(command.flags).map(([name, flag]) => [
    name,
    {...flag, description: said.flags?.[name] ?? shared[name] ?? flag.description},
  ])
  const args = Object.entries(command.args).map(([name, arg]) => [name, {...arg, description: said.args?.[name] ?? arg.description}])
  return {
    ...command,
    summary: said.summary,
    description: said.description,
    flags: Object.fromEntries(flags),
    args: Object.fromEntries(args),
  }
}

/** oclif's own words before a flag's description (`(required)`, `[default: …]`, `<options: …>`) in this run's language. */
function withFlagNotes(description: string): string {
  const notes = words().help.flagNotes
  // The options as `[^<>]*` (they hold neither): `[^>]*` scans to the next `>` from each of many `<options: `, quadratic.
  return description
    .replace(/^((?:\u001B\[[\d;]*m)*)\(required\)/, (_, on) => on + notes.required)
    .replace(/\[default: /, `[${notes.default}: `)
    .replace(/<options: ([^<>]*)>((?:\u001B\[[\d;]*m)*)$/, (_, options, off) => `<${notes.options}: ${options}>${off}`)
}

/**
 * oclif compiles every text it shows as an ejs template, about 14 of the 31 ms of `pay --help`; most of pay's
 * texts have no `<%` and are shown as they are.
 */
function renderOnlyTemplates(render: (text: string) => string): (text: string) => string {
  return (text) => (text.includes('<%') ? render(text) : text)
}

class PayCommandHelp extends CommandHelp {
  constructor(...args: ConstructorParameters<typeof CommandHelp>) {
    super(...args)
    this.render = renderOnlyTemplates(this.render)
  }

  override section(header: string, body: Parameters<CommandHelp['section']>[1]): string {
    return super.section(heading(header), body)
  }

  override flags(flags: Parameters<CommandHelp['flags']>[0]): [string, string | undefined][] | undefined {
    return super.flags(flags)?.map(([label, description]) => [label, description && withFlagNotes(description)])
  }

  override wrap(body: string, spacing = this.indentSpacing): string {
    return wrapped(this.render(body), this.opts.maxWidth - spacing, () => super.wrap(body, spacing))
  }
}

/**
 * `pay help`, `pay --help` and `pay COMMAND --help` in the language of the run (package.json oclif.helpClass;
 * oclif loads it only to show help): section headings, the root description, topic descriptions, and each command's
 * summary, description, flags and arguments, from the catalog keyed by command id and flag name.
 */
export default class PayHelp extends Help {
  constructor(config: Config, options: Partial<Interfaces.HelpOptions> = {}) {
    super(config, options)
    this.render = renderOnlyTemplates(this.render)
    this.CommandHelpClass = PayCommandHelp
  }

  override async showHelp(argv: string[]): Promise<void> {
    await speakLanguageBeforeCommand(this.config.configDir)
    const subject = this.unknownSubject(argv)
    if (subject === undefined) return super.showHelp(argv)
    // Loaded only for what pay does not have: the nearest command, and the words of the answer.
    const {UNKNOWN_COMMAND_EXIT, unknownCommandAnswer} = await import('./unknown-command.js')
    process.stderr.write(unknownCommandAnswer(this.config, subject))
    // The exit of pay's one copy of oclif, which the error handler knows (it prints no error for it).
    exit(UNKNOWN_COMMAND_EXIT)
  }

  /**
   * What help was asked about, when pay has no such command or topic (`pay webhok --help`, `pay help nosuch`): it
   * gets the unknown command's answer, the nearest command and exit 127, not oclif's "Command … not found." and 2.
   */
  private unknownSubject(argv: string[]): string | undefined {
    const helpWords = [...getHelpFlagAdditions(this.config), 'help']
    const [subject] = standardizeIDFromArgv(
      argv.filter((word) => !helpWords.includes(word)),
      this.config,
    )
    if (subject === undefined || subject.startsWith('-') || this.config.findCommand(subject) || this.config.findTopic(subject))
      return undefined
    return subject
  }

  override section(header: string, body: Parameters<CommandHelp['section']>[1]): string {
    return super.section(heading(header), body)
  }

  override wrap(body: string, spacing = this.indentSpacing): string {
    return wrapped(this.render(body), this.opts.maxWidth - spacing, () => super.wrap(body, spacing))
  }

  override formatCommand(command: Command.Loadable): string {
    return super.formatCommand(inWords(command))
  }

  /**
   * oclif's root help is drawn by a class of its own, from package.json's description: its headings are
   * translated in what it drew, and its first paragraph (that description) replaced.
   */
  override formatRoot(): string {
    const description =
      words().help.root.description ?? (spokenLanguage() === 'qps' ? ownEnglish(this.config.pjson.description) : undefined)
    const root = super
      .formatRoot()
      .replace(
        /^((?:\u001B\[[\d;]*m)*)(VERSION|USAGE|DESCRIPTION)((?:\u001B\[[\d;]*m)*)$/gm,
        (_, on, header, off) => on + heading(header) + off,
      )
    return description ? this.wrap(description, 0) + root.slice(root.indexOf('\n\n')) : root
  }

  protected override summary(command: Command.Loadable): string | undefined {
    const said = commandWords(command)?.summary
    return super.summary(said ? {...command, summary: said} : command)
  }

  protected override formatTopics(topics: Interfaces.Topic[]): string {
    return super.formatTopics(topics.map(topicInWords))
  }

  /** `pay help webhook`: the topic's description, then its commands. */
  protected override formatTopic(topic: Interfaces.Topic): string {
    return super.formatTopic(topicInWords(topic))
  }
}
