import {execFile} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {isBuiltin} from 'node:module'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {promisify} from 'node:util'

import {afterEach, beforeEach, describe, expect, it} from 'vitest'

import {type Db, openDatabase} from '../../src/sandbox/server/database.js'

const run = promisify(execFile)
const RESTARTS = new URL('../fixtures/sandbox-restarts.mjs', import.meta.url).pathname
const WARNING = new URL('../../dist/core/sqlite/experimental-warning.js', import.meta.url).href
/** What this runtime offers, found the way a user would: node:sqlite is there, unflagged, or it is not. */
const HAS_NODE_SQLITE = isBuiltin('node:sqlite') && process.getBuiltinModule('node:sqlite') !== undefined

let dataDir: string
let db: Db
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'pay-db-'))
  db = openDatabase(dataDir)
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, text TEXT NOT NULL)')
})
afterEach(() => {
  db.close()
  rmSync(dataDir, {recursive: true, force: true})
})

const insert = (text: string) => db.prepare('INSERT INTO notes (text) VALUES (?)').run(text)
const texts = (connection: Db = db) =>
  (connection.prepare('SELECT text FROM notes ORDER BY id').all() as Array<{text: string}>).map((row) => row.text)

describe('the sandbox database on this runtime', () => {
  // better-sqlite3 12, the driver before, aborted about 3 processes in 4 on Node 24.19+, on a statement freed at
  // startup: 5 processes all come through by chance about once in a thousand.
  it('starts and stops the sandbox in process after process without aborting, on node:sqlite where the runtime has it and never loading node-sqlite3-wasm then', async () => {
    for (let child = 0; child < 5; child++) {
      const {stdout, stderr} = await run(process.execPath, [RESTARTS, '3'], {timeout: 60_000})
      expect(stderr).toBe('')
      expect(JSON.parse(stdout)).toEqual(
        HAS_NODE_SQLITE ? {driver: 'node:sqlite', wasmLoaded: false} : {driver: 'node-sqlite3-wasm', wasmLoaded: true},
      )
    }
  })

  it('gives the number of changed rows and the new rowid as numbers', () => {
    expect(insert('a')).toMatchObject({changes: 1, lastInsertRowid: 1})
    expect(Number(insert('b').lastInsertRowid)).toBe(2)
    expect(db.prepare('SELECT count(*) AS n FROM notes').get()).toEqual({n: 2})
    expect(db.prepare("UPDATE notes SET text = 'c'").run().changes).toBe(2)
  })

  it('prepares a SQL text once and reuses its statement', () => {
    expect(db.prepare('SELECT 1 AS one')).toBe(db.prepare('SELECT 1 AS one'))
    expect(db.prepare('SELECT 1 AS one')).not.toBe(db.prepare('SELECT 2 AS two'))
  })

  it('commits a transaction, and rolls it back and rethrows when its function throws', () => {
    expect(db.transaction(() => insert('kept').changes)()).toBe(1)
    const failing = db.transaction(() => {
      insert('lost')
      throw new Error('boom')
    })
    expect(failing).toThrow('boom')
    expect(texts()).toEqual(['kept'])
    insert('after')
    expect(texts()).toEqual(['kept', 'after'])
  })

  it('nests transactions with savepoints: an inner failure undoes only the inner part', () => {
    db.transaction(() => {
      insert('outer')
      expect(
        db.transaction(() => {
          insert('inner')
          throw new Error('inner')
        }),
      ).toThrow('inner')
      db.transaction(() => insert('second inner'))()
    })()
    expect(texts()).toEqual(['outer', 'second inner'])
  })

  it('rolls back the inner parts that succeeded when the outer transaction fails', () => {
    const outer = db.transaction(() => {
      db.transaction(() => insert('inner'))()
      db.transaction(() => db.transaction(() => insert('innermost'))())()
      throw new Error('outer')
    })
    expect(outer).toThrow('outer')
    expect(texts()).toEqual([])
    db.transaction(() => insert('later'))()
    expect(texts()).toEqual(['later'])
  })

  it('opens read-only beside a writer: sees committed rows, refuses writes; both wait for locks, cache 16 MB and check foreign keys', () => {
    insert('written')
    const reader = openDatabase(dataDir, {readonly: true})
    try {
      expect(texts(reader)).toEqual(['written'])
      expect(() => reader.prepare("INSERT INTO notes (text) VALUES ('x')").run()).toThrow(/readonly/)
      for (const connection of [reader, db]) {
        expect(connection.prepare('PRAGMA busy_timeout').get()).toEqual({timeout: 5000})
        expect(connection.prepare('PRAGMA cache_size').get()).toEqual({cache_size: -16000})
        expect(connection.prepare('PRAGMA foreign_keys').get()).toEqual({foreign_keys: 1})
      }
      expect(db.prepare('PRAGMA journal_mode').get()).toEqual({journal_mode: 'wal'})
    } finally {
      reader.close()
    }
  })
})

describe("node:sqlite's experimental warning", () => {
  it('is kept off the terminal, and every other warning still shows', async () => {
    const script = `
      const {silenceSqliteExperimentalWarning} = await import(${JSON.stringify(WARNING)})
      silenceSqliteExperimentalWarning()
      process.emitWarning('SQLite is an experimental feature and might change at any time', 'ExperimentalWarning')
      process.emitWarning('Some other feature is experimental', 'ExperimentalWarning')
      process.emitWarning('Something is deprecated', 'DeprecationWarning')`
    const {stderr} = await run(process.execPath, ['--input-type=module', '-e', script])
    expect(stderr).not.toContain('SQLite')
    expect(stderr).toContain('ExperimentalWarning: Some other feature is experimental')
    expect(stderr).toContain('DeprecationWarning: Something is deprecated')
  })
})
