/**
 * A value as one word of a command line printed for a person to paste into a POSIX shell: as it is when no
 * character of it means anything to the shell, else in single quotes.
 * @example shellWord('/tmp/my data') // "'/tmp/my data'"
 */
export function shellWord(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`
}
