/** What is at a lock's path that no pay process wrote (src/core/files/lock-file.ts), and the fix. */
export const lockDamage = {
  notOurs: (lock: string, what: string) => `The lock ${lock} is not one pay wrote: it is ${what}. Nothing was changed or sent.`,
  what: {
    directory: 'a directory',
    symlink: 'a symbolic link',
    'not-regular': 'not a regular file',
    empty: 'an empty file',
    'too-large': 'too large to be a lock',
    'not-json': 'not JSON',
    'not-holder': 'JSON that does not name a holder',
  },
  checkThenRemove: (batch: boolean, remove: string) =>
    `Check that ${batch ? 'no `pay withdrawal batch`' : 'no pay command'} is running, then ${remove}`,
  remove: (lock: string) => `remove it: rm ${lock}`,
  removeDirectory: (lock: string) => `look at what it holds, then remove it: rm -r ${lock}`,
}
