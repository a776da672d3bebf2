/**
 * A value as one word of a command line printed for a person to paste into a POSIX shell: as it is when no
 * character of it means anything to the shell, else in single quotes, each `'` written as `'\''`. Nothing
 * inside single quotes is expanded, so `$`, backticks, `!` and line breaks stay as they are. Every command
 * pay prints for a person to run (a `pay …` hint, the curl line of `pay sign`, a `mv` or `rm`) quotes its
 * values with it.
 * @example shellWord('/tmp/my data') // "'/tmp/my data'"
 */
export function shellWord(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`
}
