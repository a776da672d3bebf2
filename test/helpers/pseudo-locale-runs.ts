/** A run of the pseudo-locale guard as a process (`bin/run.js`), for a command that cannot run in-process. */
export interface ProcessRun {
  argv: string[]
  /** Whether it says something to people: a run that only writes files or prints a shell line shows no ⟦…⟧. */
  says: boolean
  /** What it prints to be typed or sourced in a shell, not read: taken out before the check (`m`: `^` and `$` are a line's). */
  typed?: RegExp
}

/** The set-up lines `pay autocomplete` shows, to be copied into a shell as they are. */
const SET_UP_LINES =
  /printf "\$\(pay autocomplete script \w+\)" >> ~\/\.\w+; source ~\/\.\w+|compaudit -D|^ *(New-Item|Add-Content|Set-PSReadlineKeyHandler) .*$|\bpay (command --)?(<TAB>)+/gm

/**
 * What help shows as typed: usage and example lines, the version line, placeholders (`<value>`), a flag's options and
 * default value, and the command and topic names of its lists.
 */
const HELP_AS_TYPED =
  /^ *\$ pay .*$|^ *unkpay-cli\/\S+ .*$|<\w+>(\.\.\.)?|\b[\w-]+(\|[\w-]+)+\b|(?<=⟧): [^\]\n]*(?=\])|^ +[a-z][\w-]*( [a-z][\w-]*)*(?= {2,}|$)/gm

/** What `pay help …` and `pay COMMAND --help` show: help in the pseudo-locale. */
const HELP_RUNS: ProcessRun[] = [['help'], ['help', 'deposit', 'create'], ['deposit', 'create', '--help'], ['help', 'webhook']].map(
  (argv) => ({argv, says: true, typed: HELP_AS_TYPED}),
)

/**
 * oclif's own commands bundled as pay's (scripts/build/bundle.js): oclif runs them itself, so the guard runs them as
 * a process (test/cli/language-process.test.ts); the in-process guard counts them as run.
 */
export const PROCESS_RUNS: Record<string, ProcessRun[]> = {
  help: HELP_RUNS,
  autocomplete: [[], ['bash'], ['zsh'], ['powershell']].map((shell) => ({
    argv: ['autocomplete', ...shell],
    says: true,
    typed: SET_UP_LINES,
  })),
  'autocomplete:create': [{argv: ['autocomplete', 'create'], says: false}],
  'autocomplete:script': [
    {
      argv: ['autocomplete', 'script', 'bash'],
      says: false,
      typed:
        /^PAY_AC_BASH_SETUP_PATH=\S+ && test -f \$PAY_AC_BASH_SETUP_PATH && source \$PAY_AC_BASH_SETUP_PATH; # pay autocomplete setup$/m,
    },
  ],
}
