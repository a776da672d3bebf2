/**
 * One command's help in another language. English help shows the command's own text, so English has none:
 * test/ui/help-words.test.ts checks that every command, flag and argument of the manifest has its words in Thai.
 */
export interface CommandWords {
  summary: string
  /** Only for a command with a description beyond its summary (oclif's plugins have a description alone: their summary). */
  description?: string
  /** By flag name: a flag not here is said by the catalog's `flags`, the words of the flags many commands share. */
  flags?: Record<string, string>
  /** By argument name. */
  args?: Record<string, string>
}

export const help = {
  headings: {
    USAGE: 'USAGE',
    ARGUMENTS: 'ARGUMENTS',
    FLAGS: 'FLAGS',
    'GLOBAL FLAGS': 'GLOBAL FLAGS',
    DESCRIPTION: 'DESCRIPTION',
    ALIASES: 'ALIASES',
    EXAMPLES: 'EXAMPLES',
    'FLAG DESCRIPTIONS': 'FLAG DESCRIPTIONS',
    COMMANDS: 'COMMANDS',
    TOPICS: 'TOPICS',
    VERSION: 'VERSION',
  },
  /** oclif's own words before a flag's description: `(required) [default: 3] …`, `<options: a|b>`. */
  flagNotes: {required: '(required)', default: 'default', options: 'options'},
  /** The description `pay --help` starts with; English help shows package.json's. */
  root: {} as Partial<Record<'description', string>>,
  /** Topic descriptions by name; English help shows package.json's. */
  topics: {} as Partial<Record<string, string>>,
  /**
   * Words help and wrapped sentences (`hanging`) never break at a line's end: loanwords the dictionary of the line
   * breaker cuts mid-syllable, and words it cuts in two.
   */
  unbroken: [] as readonly string[],
  /** By command id (`deposit:create`). */
  commands: {} as Partial<Record<string, CommandWords>>,
  /** The flags many commands share (`json`, `profile`, `timeout`, …) by name, for a command whose flag has the same English. */
  flags: {} as Partial<Record<string, string>>,
}
