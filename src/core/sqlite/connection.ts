/** What SQLite can be given for a `?` parameter, the same under both drivers (no booleans, no undefined). */
export type SqlValue = string | number | bigint | null | Uint8Array

export interface RunResult {
  changes: number | bigint
  lastInsertRowid: number | bigint
}

/** A prepared statement: the part of node:sqlite's `StatementSync` the sandbox uses, which the node-sqlite3-wasm connection gives too. */
export interface Statement {
  get(...params: SqlValue[]): unknown
  all(...params: SqlValue[]): unknown[]
  run(...params: SqlValue[]): RunResult
}

/** A driver's own connection: the part of node:sqlite's `DatabaseSync` the sandbox uses, which the node-sqlite3-wasm connection gives too. */
export interface DriverConnection {
  prepare(sql: string): Statement
  exec(sql: string): void
  close(): void
}

export type SqliteDriver = 'node:sqlite' | 'node-sqlite3-wasm'

/** The sandbox's connection to its database, whichever driver is under it. */
export interface Db {
  readonly driver: SqliteDriver
  /** The statement for this SQL text, prepared once per connection and reused. */
  prepare(sql: string): Statement
  exec(sql: string): void
  /**
   * Wraps `fn` in a transaction (neither driver has one of its own): the returned function commits
   * what `fn` did, or rolls it back and rethrows if `fn` throws. Called inside another transaction it uses a
   * savepoint, so only its own part is rolled back.
   */
  transaction<T>(fn: () => T): () => T
  close(): void
}

// IMMEDIATE: a transaction that reads before it writes would otherwise be refused at once (SQLITE_BUSY, no wait)
// when another process wrote meanwhile; taking the write lock first waits for it, up to the busy timeout.
const OUTERMOST = {begin: 'BEGIN IMMEDIATE', commit: 'COMMIT', rollback: ['ROLLBACK']}
const NESTED = {begin: 'SAVEPOINT nested', commit: 'RELEASE nested', rollback: ['ROLLBACK TO nested', 'RELEASE nested']}

/**
 * Prepares each SQL text once per connection and reuses the statement: preparing costs more than running
 * the small queries a request makes (measured in docs/performance.md). Safe because a statement here is only
 * run to completion (`get`, `all`, `run`), never left iterating.
 */
export class ReusingConnection implements Db {
  private readonly statements = new Map<string, Statement>()
  private depth = 0

  constructor(
    private readonly connection: DriverConnection,
    readonly driver: SqliteDriver,
  ) {}

  prepare(sql: string): Statement {
    let statement = this.statements.get(sql)
    if (!statement) {
      statement = this.connection.prepare(sql)
      this.statements.set(sql, statement)
    }
    return statement
  }

  exec(sql: string): void {
    this.connection.exec(sql)
  }

  transaction<T>(fn: () => T): () => T {
    return () => {
      const sql = this.depth === 0 ? OUTERMOST : NESTED
      this.prepare(sql.begin).run()
      this.depth++
      try {
        const result = fn()
        this.prepare(sql.commit).run()
        return result
      } catch (error) {
        this.rollback(sql.rollback)
        throw error
      } finally {
        this.depth--
      }
    }
  }

  close(): void {
    this.statements.clear()
    this.connection.close()
  }

  private rollback(statements: string[]): void {
    try {
      for (const sql of statements) this.prepare(sql).run()
    } catch {
      // SQLite has already rolled the transaction back itself (it does after a full disk or an I/O error);
      // the error that caused it is the one the caller needs.
    }
  }
}
