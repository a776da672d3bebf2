import {createRequire} from 'node:module'
import {resolve} from 'node:path'

import type {Database, Statement as WasmStatement} from 'node-sqlite3-wasm'

import type {DriverConnection, SqlValue, Statement} from './connection.js'
import {holdWasmLock, letGoOfWasmLock} from './wasm-lock.js'

/** A database file this process has open through node-sqlite3-wasm, and how many connections share it. */
interface OpenFile {
  readonly path: string
  readonly database: Database
  readonly writable: boolean
  connections: number
}

const openFiles = new Map<string, OpenFile>()

/**
 * A connection to a database file through node-sqlite3-wasm (SQLite as WebAssembly, for a runtime without
 * node:sqlite). Its file system layer has no shared memory, so WAL needs SQLite's exclusive locking mode: the
 * process takes the file's lock at its first connection and keeps it until its last one closes. A process's
 * further connections to the file share that one; a read-only one reads through it with `query_only` on.
 * Another process waits for the lock or is told who holds it (wasm-lock.ts).
 */
export function openWasmConnection(path: string, {readonly, brief = false}: {readonly: boolean; brief?: boolean}): DriverConnection {
  const file = resolve(path)
  let open = openFiles.get(file)
  if (open && !open.writable && !readonly) throw new Error(`${file} is open read-only in this process; close it before opening it to write`)
  if (!open) {
    open = openFile(file, readonly, brief)
    openFiles.set(file, open)
  }
  open.connections++
  return new WasmConnection(open, readonly && open.writable)
}

function openFile(file: string, readonly: boolean, brief: boolean): OpenFile {
  const wasm = createRequire(import.meta.url)('node-sqlite3-wasm') as typeof import('node-sqlite3-wasm')
  const database = holdWasmLock(file, {writer: !readonly && !brief}, () => {
    const opened = new wasm.Database(file, {readOnly: readonly})
    try {
      opened.exec('PRAGMA locking_mode = EXCLUSIVE')
      // the first read takes the lock, which the exclusive mode keeps
      opened.all('SELECT 1 FROM sqlite_schema LIMIT 1')
      return opened
    } catch (error) {
      opened.close()
      throw error
    }
  })
  return {path: file, database, writable: !readonly, connections: 0}
}

class WasmConnection implements DriverConnection {
  private readonly statements: WasmStatement[] = []

  constructor(
    private readonly open: OpenFile,
    /** Reads through a connection that may write: every statement runs with `PRAGMA query_only` on. */
    private readonly queryOnly: boolean,
  ) {}

  prepare(sql: string): Statement {
    const statement = this.open.database.prepare(sql)
    this.statements.push(statement)
    return {
      // To the last row: a statement left on a row keeps its read open, and the WAL could not be reset behind it.
      get: (...params: SqlValue[]) => this.allowed(() => statement.all(params)[0]),
      all: (...params: SqlValue[]) => this.allowed(() => statement.all(params)),
      run: (...params: SqlValue[]) => this.allowed(() => statement.run(params)),
    }
  }

  exec(sql: string): void {
    this.allowed(() => this.open.database.exec(sql))
  }

  /** Frees this connection's statements (WebAssembly memory is not collected), and the file with the last one. */
  close(): void {
    for (const statement of this.statements.splice(0)) {
      try {
        statement.finalize()
      } catch {
        // freed all the same: finalize repeats the error of the statement's last run, which that run threw
      }
    }
    if (--this.open.connections > 0) return
    openFiles.delete(this.open.path)
    letGoOfWasmLock(this.open.path, () => this.open.database.close())
  }

  private allowed<T>(step: () => T): T {
    if (!this.queryOnly) return step()
    this.open.database.exec('PRAGMA query_only = ON')
    try {
      return step()
    } finally {
      this.open.database.exec('PRAGMA query_only = OFF')
    }
  }
}
