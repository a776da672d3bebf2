import {type ChildProcess, spawn} from 'node:child_process'
import {existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterEach, beforeEach, describe, expect, it} from 'vitest'

import {openWasmConnection} from '../../src/core/sqlite/wasm-connection.js'
import {DatabaseHeldError} from '../../src/core/sqlite/wasm-lock.js'

// The driver of Node 20 (no node:sqlite), tested on whatever runtime runs the suite: it loads there too.
const WRITER = new URL('../fixtures/wasm-writer.mjs', import.meta.url).pathname

let dir: string
let file: string
let writer: ChildProcess | undefined
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pay-wasm-'))
  file = join(dir, 'sandbox.db')
})
afterEach(() => {
  writer?.kill('SIGKILL')
  writer = undefined
  rmSync(dir, {recursive: true, force: true})
})

/** Starts the fixture writing rows to `file`, resolves once it has acknowledged `rows` of them. */
async function startWriter(rows: number): Promise<{child: ChildProcess; acknowledged: () => number}> {
  const child = spawn(process.execPath, [WRITER, file], {stdio: ['ignore', 'pipe', 'inherit']})
  writer = child
  let last = 0
  child.stdout!.setEncoding('utf8')
  let pending = ''
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the writer exited (${code}) before ${rows} rows`)))
    child.stdout!.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n')
      pending = lines.pop()!
      if (lines.length > 0) last = Number(lines.at(-1))
      if (last >= rows) resolve()
    })
  })
  return {child, acknowledged: () => last}
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

const count = (db: ReturnType<typeof openWasmConnection>) =>
  db.prepare('SELECT count(*) AS n, max(n) AS top FROM rows').get() as {n: number; top: number}

describe('the node-sqlite3-wasm connection', () => {
  it('keeps every committed row of a writer killed with SIGKILL mid-stream, and the next open takes its lock over', async () => {
    const {child, acknowledged} = await startWriter(300)
    await kill(child)
    expect(existsSync(`${file}.lock`)).toBe(true)
    const db = openWasmConnection(file, {readonly: false})
    try {
      const {n, top} = count(db)
      expect(top).toBeGreaterThanOrEqual(acknowledged())
      expect(n).toBe(top)
      expect(db.prepare('PRAGMA integrity_check').get()).toEqual({integrity_check: 'ok'})
      expect(db.prepare('PRAGMA journal_mode').get()).toEqual({journal_mode: 'wal'})
    } finally {
      db.close()
    }
    expect([existsSync(`${file}.lock`), existsSync(`${file}.lock-holder`)]).toEqual([false, false])
  })

  it("refuses at once a file another process's writer holds, naming it", async () => {
    const {child} = await startWriter(1)
    const error = (() => {
      try {
        openWasmConnection(file, {readonly: true})
      } catch (caught) {
        return caught
      }
    })() as DatabaseHeldError
    expect(error).toBeInstanceOf(DatabaseHeldError)
    expect(error.holder).toEqual({pid: child.pid, process_start: expect.any(String), writer: true})
  })

  it('shares the file among the connections of one process: a read-only one reads through the writer and cannot write', () => {
    const db = openWasmConnection(file, {readonly: false})
    db.exec('CREATE TABLE rows (n INTEGER PRIMARY KEY, filler TEXT NOT NULL)')
    db.prepare('INSERT INTO rows (n, filler) VALUES (?, ?)').run(1, 'a')
    const reader = openWasmConnection(file, {readonly: true})
    expect(count(reader)).toEqual({n: 1, top: 1})
    expect(() => reader.prepare("INSERT INTO rows (n, filler) VALUES (2, 'b')").run()).toThrow(/readonly/)
    reader.close()
    db.prepare('INSERT INTO rows (n, filler) VALUES (?, ?)').run(2, 'b')
    expect(count(db)).toEqual({n: 2, top: 2})
    db.close()
    expect(existsSync(`${file}.lock`)).toBe(false)
  })

  it('takes over a lock that names no holder once it is older than taking or letting go of one can be', () => {
    mkdirSync(`${file}.lock`)
    const minuteAgo = new Date(Date.now() - 60_000)
    utimesSync(`${file}.lock`, minuteAgo, minuteAgo)
    const db = openWasmConnection(file, {readonly: false})
    db.exec('CREATE TABLE rows (n INTEGER PRIMARY KEY, filler TEXT NOT NULL)')
    db.close()
    expect(existsSync(`${file}.lock`)).toBe(false)
  })
})
