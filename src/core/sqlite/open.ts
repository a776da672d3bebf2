import {closeSync} from 'node:fs'

import {openPrivateFile, tightenPrivateFile} from '../files/private-file.js'
import {type Db, ReusingConnection} from './connection.js'
import {sqliteDriver} from './drivers.js'

export interface OpenSqliteOptions {
  readonly?: boolean
  /**
   * Held only for a few statements, then closed (pay's ledger): on node-sqlite3-wasm another process waits for it
   * as for a reader instead of being refused at once as it is by a sandbox, which keeps its database open.
   */
  brief?: boolean
}

/**
 * Opens (and creates) a SQLite database in WAL mode through the driver this runtime has (node:sqlite, or
 * node-sqlite3-wasm on Node 20: docs/runtimes.md). A database opened to write is kept private (0600).
 */
export function openSqlite(path: string, {readonly = false, brief = false}: OpenSqliteOptions = {}): Db {
  if (!readonly) keepDatabaseFilesPrivate(path)
  const driver = sqliteDriver()
  const db = new ReusingConnection(driver.open(path, {readonly, brief}), driver.name)
  try {
    // on either driver: wait up to 5 s for a lock, cache up to 16 MB of pages
    db.exec('PRAGMA busy_timeout = 5000; PRAGMA cache_size = -16000')
    if (!readonly) {
      db.exec('PRAGMA journal_mode = WAL')
      db.exec('PRAGMA synchronous = NORMAL')
    }
  } catch (error) {
    db.close()
    throw error
  }
  return db
}

/**
 * Before a database is opened to write: its file is created 0600, or tightened to 0600 if others may read it,
 * and so are the `-wal` and `-shm` files WAL mode keeps beside it (SQLite gives them the database file's mode).
 */
export function keepDatabaseFilesPrivate(path: string): void {
  closeSync(openPrivateFile(path, 'a'))
  for (const file of [`${path}-wal`, `${path}-shm`]) tightenPrivateFile(file)
}
