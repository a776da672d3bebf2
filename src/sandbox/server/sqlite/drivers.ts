import {createRequire, isBuiltin} from 'node:module'

import type BetterSqlite3 from 'better-sqlite3'

import type {DriverConnection, SqliteDriver} from './connection.js'
import {silenceSqliteExperimentalWarning} from './experimental-warning.js'

interface OpenOptions {
  readonly: boolean
}

/** The part of `node:sqlite` the sandbox uses (@types/node 20 has no types for it: Node 20 has no node:sqlite). */
interface NodeSqlite {
  DatabaseSync: new (path: string, options: {readOnly: boolean}) => DriverConnection
}

interface Driver {
  name: SqliteDriver
  open(path: string, options: OpenOptions): DriverConnection
}

let chosen: Driver | undefined

/**
 * The SQLite driver of this runtime, loaded on first use: Node's built-in `node:sqlite` where it has one
 * (Node 22.13 and newer), better-sqlite3 only where it has not (Node 20). better-sqlite3 12 aborts the
 * process on Node 24.19 and newer when it frees a statement, so it must never be loaded there
 * (docs/runtimes.md).
 */
export function sqliteDriver(): Driver {
  chosen ??= loadNodeSqlite() ?? loadBetterSqlite3()
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

function loadBetterSqlite3(): Driver {
  let Database: typeof BetterSqlite3
  try {
    Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3
  } catch (error) {
    throw new Error(
      `The sandbox needs SQLite: Node.js ${process.version} has no built-in node:sqlite and the better-sqlite3 package could not be loaded (${(error as Error).message.split('\n')[0]}). ` +
        'Use Node.js 22.13 or newer, or install better-sqlite3 beside pay (for a global install: `npm install -g better-sqlite3 --allow-scripts=better-sqlite3`).',
    )
  }
  // as: its typings overload prepare() for named parameters, which the sandbox does not use
  return {name: 'better-sqlite3', open: (path, {readonly}) => new Database(path, {readonly}) as unknown as DriverConnection}
}
