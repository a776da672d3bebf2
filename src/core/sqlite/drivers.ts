import {isBuiltin} from 'node:module'

import type {DriverConnection, SqliteDriver} from './connection.js'
import {silenceSqliteExperimentalWarning} from './experimental-warning.js'
import {openWasmConnection} from './wasm-connection.js'

interface OpenOptions {
  readonly: boolean
  /** Held only for a few statements (see openSqlite). */
  brief: boolean
}

/** The part of `node:sqlite` the sandbox uses (@types/node 20 has no types for it: Node 20 has no node:sqlite). */
interface NodeSqlite {
  DatabaseSync: new (path: string, options: {readOnly: boolean}) => DriverConnection
}

export interface Driver {
  name: SqliteDriver
  open(path: string, options: OpenOptions): DriverConnection
}

let chosen: Driver | undefined

/**
 * The SQLite driver of this runtime, chosen on first use: Node's built-in `node:sqlite` where it has one
 * (Node 22.13 and newer), node-sqlite3-wasm (SQLite compiled to WebAssembly, nothing to compile on install)
 * only where it has not (Node 20). node-sqlite3-wasm is loaded only then (docs/runtimes.md).
 */
export function sqliteDriver(): Driver {
  chosen ??= loadNodeSqlite() ?? {name: 'node-sqlite3-wasm', open: openWasmConnection}
  return chosen
}

function loadNodeSqlite(): Driver | undefined {
  if (!isBuiltin('node:sqlite')) return undefined
  silenceSqliteExperimentalWarning()
  // undefined on Node 22.5 to 22.12 without --experimental-sqlite
  const sqlite = process.getBuiltinModule('node:sqlite') as NodeSqlite | undefined
  if (!sqlite) return undefined
  return {name: 'node:sqlite', open: (path, {readonly}) => new sqlite.DatabaseSync(path, {readOnly: readonly})}
}
