/** A file pay rewrites whose lock another pay process held too long (src/core/files/file-lock.ts). */
export const fileLock = {
  held: (path: string, lock: string, seconds: number) =>
    `Could not change ${path}: another pay process has held ${lock} for over ${seconds} s.`,
  waitOrRemove: (lock: string) =>
    `Run the command again once the other one is done; if no pay command is running, remove the lock: rm ${lock}`,
}
