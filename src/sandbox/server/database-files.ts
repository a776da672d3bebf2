import {closeSync} from 'node:fs'

import {openPrivateFile, tightenPrivateFile} from '../../core/files/private-file.js'

/**
 * Before the sandbox opens its database to write: the database file is created 0600, or tightened to 0600 if
 * others may read it, and so are the `-wal` and `-shm` files WAL mode keeps beside it. All three hold every
 * merchant's secrets; SQLite gives the `-wal` and `-shm` files it creates the database file's mode.
 */
export function keepDatabaseFilesPrivate(path: string): void {
  closeSync(openPrivateFile(path, 'a'))
  for (const file of [`${path}-wal`, `${path}-shm`]) tightenPrivateFile(file)
}
