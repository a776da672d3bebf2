import {existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, relative} from 'node:path'

import {afterEach, describe, expect, it, vi} from 'vitest'

import {STORES} from '../../src/services/stores.js'

// Guard: a write that does not complete is never taken for success, in every file pay writes. Node's
// `writeSync` and `FileHandle.write` say a short write (a full disk, a quota) only through the count they
// return; a store whose writer ignores it keeps a torn record and goes on (issue 39: a batch journal cut short
// on a full disk, and the rows it recorded paid again). So: every store of src/services/stores.ts names its
// writers here, each writes through a writer that checks (or through node's whole-file writers, which loop
// until every byte is written and throw ENOSPC), and no module of src/ calls the partial writes but
// src/core/files/write-whole.ts. A new store fails here until its writers are named.

/** Each store's writers, as src/ paths, by the store's name in STORES. */
const WRITERS: Record<string, string[]> = {
  'profile store': ['src/core/profiles/store.ts'],
  settings: ['src/core/profiles/settings.ts'],
  'secrets without a keyring': ['src/core/secrets/key-store.ts'],
  approvers: ['src/services/approvals/approvers.ts'],
  policies: ['src/services/approvals/policy.ts'],
  'bank list cache': ['src/services/banks/catalog.ts'],
  'update check': ['src/services/updates/notice.ts', 'src/boot/update-fetch.ts'],
  'request history': ['src/services/request-log/log-file.ts'],
  'webhook delivery log': ['src/services/webhooks/delivery-log.ts'],
  'batch journal': ['src/services/batch/journal.ts'],
  'audit log': ['src/services/audit/audit-log.ts'],
  'batch run lock': ['src/services/batch/run-lock.ts'],
  'final statuses of payouts': ['src/services/batch/final-statuses.ts'],
  'ledger inbox': ['src/services/ledger/files.ts'],
  'sandbox state': ['src/sandbox/shared/state-file.ts'],
  'sandbox admin token': ['src/sandbox/server/index.ts'],
  // The detached sandbox's own stdout and stderr, a file it is given: Node's streams write every byte or fail.
  'detached sandbox log': ['src/sandbox/control/lifecycle.ts'],
}

/** What a writer may write through: the checked writers of src/core/files, and whole-file writers. */
const CHECKED_WRITES =
  /\b(writeWhole|writeWholeSync|writePrivateFile|replaceFile|appendLogLine|writeFile|writeFileSync|createWhole|openPrivateFile)\(|\.store = /

/** Calls that may write fewer bytes than given and say so only by their count. */
const PARTIAL_WRITES = [/\bwriteSync\(/, /\bfs\.write\(/, /\bhandle\.write\(/, /\bthis\.handle\.write\(/]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(process.cwd(), join(entry.parentPath, entry.name)))
}

describe('every record writer detects a write that does not complete', () => {
  it('names the writers of every store pay writes itself, and only stores that exist', () => {
    // SQLite writes the pages of a `database` itself, and says a short write as an error (SQLITE_FULL,
    // SQLITE_IOERR) that rolls the transaction back; a write that fails is said, never taken for success
    // (test/services/ledger-recording.test.ts).
    const written = STORES.filter((store) => store.write !== 'own' && store.write !== 'database').map((store) => store.name)
    expect(Object.keys(WRITERS).sort()).toEqual(written.sort())
  })

  it.each(Object.entries(WRITERS))('%s: each writer writes through a checked writer', (_store, writers) => {
    for (const path of writers) {
      const source = readFileSync(path, 'utf8')
      expect(source, path).toMatch(CHECKED_WRITES)
      for (const partial of PARTIAL_WRITES) expect(source, `${path}: ${partial}`).not.toMatch(partial)
    }
  })

  it('no module of src/ calls a partial write but write-whole.ts', () => {
    const offenders = sourceFiles('src').filter(
      (path) => !path.endsWith('core/files/write-whole.ts') && PARTIAL_WRITES.some((partial) => partial.test(readFileSync(path, 'utf8'))),
    )
    expect(offenders).toEqual([])
  })
})

describe('the checked writers, given a short write', () => {
  afterEach(() => {
    vi.doUnmock('node:fs')
    vi.resetModules()
  })

  /** The core file writers loaded with a `writeSync` that takes only half of what it is given. */
  async function withShortWrites() {
    vi.resetModules()
    vi.doMock('node:fs', async (original) => {
      const fs = await original<typeof import('node:fs')>()
      const writeSync = (fd: number, data: string | Uint8Array) => {
        const bytes = typeof data === 'string' ? Buffer.from(data) : data
        return fs.writeSync(fd, bytes.subarray(0, Math.floor(bytes.length / 2)))
      }
      return {...fs, default: {...fs, writeSync}, writeSync}
    })
    return {
      privateFile: await import('../../src/core/files/private-file.js'),
      logFile: await import('../../src/services/request-log/log-file.js'),
      fileLock: await import('../../src/core/files/file-lock.js'),
    }
  }

  it('throw, and leave the file as it was (a replaced file); a lock is written whole and left behind by nobody', async () => {
    const {privateFile, logFile, fileLock} = await withShortWrites()
    const dir = mkdtempSync(join(tmpdir(), 'pay-short-write-'))
    const state = join(dir, 'state.json')
    writeFileSync(state, '{"before":true}')
    expect(() => privateFile.writePrivateFile(state, '{"after":true}')).toThrow(/only 7 of 14 bytes were written/)
    expect(readFileSync(state, 'utf8')).toBe('{"before":true}')
    expect(readdirSync(dir)).toEqual(['state.json'])

    expect(() => logFile.appendLogLine(join(dir, 'log.jsonl'), '{"a":1}\n')).toThrow(/ESHORTWRITE|only 4 of 8/)

    // A lock's holder is written whole to a file of its own and linked into place: no partial write to tear it.
    const locked = join(dir, 'locked.json')
    expect(fileLock.withFileLockSync(locked, () => 'changed')).toBe('changed')
    expect(existsSync(`${locked}.lock`)).toBe(false)
  })
})
