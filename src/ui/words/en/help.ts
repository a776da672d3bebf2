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
  /** Command summaries by id (`deposit:create`); English help shows each command's own summary. */
  summaries: {} as Partial<Record<string, string>>,
  /** Topic descriptions by name; English help shows package.json's. */
  topics: {} as Partial<Record<string, string>>,
}
