export const parse = {
  help: (command: string) => `Run \`pay help ${command}\` for its flags and arguments.`,
  noFlag: (command: string, flags: string) => `\`pay ${command}\` has no flag ${flags}.`,
  didYouMean: (flag: string) => `Did you mean --${flag}?`,
  needsArgument: (command: string, names: string[]) => `\`pay ${command}\` needs its argument ${names.join(' and ')}.`,
  doesNotTake: (command: string, words: string) => `\`pay ${command}\` does not take ${words}.`,
  quoteSpaces: 'A value with spaces needs quotes, e.g. --payer-name "Somchai Jaidee".',
  notAnOption: (flag: string, value: string, options: string) => `Expected --${flag}=${value} to be one of: ${options}`,
  notAnArgument: (value: string, options: string) => `Expected ${value} to be one of: ${options}`,
  // oclif's words, kept for --json.
  notInteger: (flag: string, value: string) => `Parsing --${flag} \n\tExpected an integer but received: ${value}`,
  integerAtLeast: (flag: string, min: number, value: string) =>
    `Parsing --${flag} \n\tExpected an integer greater than or equal to ${min} but received: ${value}`,
  integerAtMost: (flag: string, max: number, value: string) =>
    `Parsing --${flag} \n\tExpected an integer less than or equal to ${max} but received: ${value}`,
  needsFlags: (command: string, flags: string[]) => `\`pay ${command}\` needs ${flags.join(' and ')}.`,
  notIdempotencyKey: (key: string) => `--idempotency-key "${key}" is not a header value: visible ASCII characters, no spaces.`,
  idempotencyKeyHint: 'Give the key printed by the failed run, or leave the flag out for a new one.',
  notACommand: (typed: string, nearest?: string) => `\`${typed}\` is not a command.${nearest ? ` Did you mean \`${nearest}\`?` : ''}`,
  commandList: 'Run `pay help` for the list of commands.',
  unknownLanguage: (value: string) => `PAY_LANG=${value} is not a language pay speaks.`,
  languageHint: 'Set PAY_LANG to th or en, or unset it to follow the locale (LANG).',
}
