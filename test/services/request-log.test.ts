import {spawn} from 'node:child_process'
import {appendFileSync, chmodSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {afterEach, beforeEach, describe, expect, it} from 'vitest'

import {NetworkError} from '../../src/core/errors.js'
import type {Exchange} from '../../src/core/http/request-types.js'
import type {RequestLogEntry} from '../../src/core/schemas/output/request-log.js'
import {followRequests} from '../../src/services/request-log/follow.js'
import {listRequests} from '../../src/services/request-log/list.js'
import {previousGenerationPath, requestLogPath} from '../../src/services/request-log/log-file.js'
import {readLogEntries} from '../../src/services/request-log/log-reader.js'
import {RequestRecorder} from '../../src/services/request-log/recorder.js'
import {MAX_LOGGED_BODY, redactBody} from '../../src/services/request-log/redact.js'
import {eventually} from '../helpers/webhook-receiver.js'

const MAX_BYTES = 4000

let dataDir: string
let path: string

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'pay-request-log-'))
  path = requestLogPath(dataDir)
})
afterEach(() => rmSync(dataDir, {recursive: true, force: true}))

/** The answered GET of `/v1/deposits/dep_<n>`, as the client reports it. */
function exchange(n: number): Exchange {
  const target = `/v1/deposits/dep_${n}`
  return {
    at: Date.parse('2026-11-25T12:00:00Z') + n,
    attempt: 1,
    durationMs: 3,
    request: {method: 'GET', target, url: `http://127.0.0.1:1${target}`, unsigned: false},
    response: {status: 200, headers: {'x-request-id': `req_${n}`}, bodyText: '{}', requestId: `req_${n}`},
  }
}

function recorder(maxBytes = MAX_BYTES): (exchange: Exchange) => void {
  const failures: Error[] = []
  const record = new RequestRecorder({dataDir, logBodies: false, maxBytes, onFailure: (error) => failures.push(error)})
  const send = record.forClient({profile: 'acme', mode: 'test', baseUrl: 'http://127.0.0.1:1', secrets: []})
  return (sent) => {
    send(sent)
    expect(failures).toEqual([])
  }
}

const ids = (entries: RequestLogEntry[]) => entries.map((entry) => entry.request_id)

describe('the request history file', () => {
  it('rotates to one .1 file, so it never holds more than twice its bound, and reads both in order', () => {
    const record = recorder()
    for (let n = 0; n < 100; n++) record(exchange(n))
    expect(statSync(path).size).toBeLessThanOrEqual(MAX_BYTES)
    expect(statSync(previousGenerationPath(path)).size).toBeLessThanOrEqual(MAX_BYTES)
    expect(statSync(previousGenerationPath(path)).mode & 0o777).toBe(0o600)
    const {entries} = readLogEntries(path)
    expect(entries.length).toBeLessThan(100)
    expect(ids(entries)).toEqual(Array.from({length: entries.length}, (_, index) => `req_${100 - entries.length + index}`))
  })

  it('skips a line torn by a crash and a line that is not an entry', () => {
    const record = recorder()
    record(exchange(1))
    appendFileSync(path, '{"at":"2026-11-25T12:00:00Z","pro\n["not", "an", "entry"]\n')
    record(exchange(2))
    appendFileSync(path, '{"at":"half a line')
    expect(ids(listRequests({dataDir, filter: {}, limit: 20}).page.data)).toEqual(['req_1', 'req_2'])
  })

  it('keeps every line whole when several processes append at once', async () => {
    // The built module, as each CLI process runs it.
    const module = fileURLToPath(new URL('../../dist/services/request-log/log-file.js', import.meta.url))
    const writer = (name: string) =>
      new Promise<number | null>((resolve, reject) => {
        const script = `const {appendLogLine} = await import(${JSON.stringify(module)});
          for (let n = 0; n < 300; n++) appendLogLine(${JSON.stringify(path)}, JSON.stringify({writer: ${JSON.stringify(name)}, n, pad: 'x'.repeat(3000)}) + '\\n')`
        const child = spawn(process.execPath, ['--input-type=module', '-e', script], {stdio: 'inherit'})
        child.on('error', reject)
        child.on('close', resolve)
      })
    expect(await Promise.all(['a', 'b', 'c', 'd'].map(writer))).toEqual([0, 0, 0, 0])
    const lines = readFileSync(path, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as {writer: string; n: number})
    expect(lines).toHaveLength(1200)
    for (const name of ['a', 'b', 'c', 'd']) {
      expect(lines.filter((line) => line.writer === name).map((line) => line.n)).toEqual(Array.from({length: 300}, (_, n) => n))
    }
  })

  it('keeps its file open, and writes to the file at its path after another process rotated, removed or exposed it', () => {
    const record = recorder()
    record(exchange(1))
    renameSync(path, previousGenerationPath(path))
    record(exchange(2))
    expect(ids(readLogEntries(path).entries)).toEqual(['req_1', 'req_2'])
    expect(readFileSync(path, 'utf8')).toContain('req_2')
    rmSync(dirname(path), {recursive: true})
    record(exchange(3))
    expect(ids(readLogEntries(path).entries)).toEqual(['req_3'])
    chmodSync(path, 0o644)
    record(exchange(4))
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(statSync(dirname(path)).mode & 0o777).toBe(0o700)
  })

  it('keeps every line whole and in order when several processes hold it open and rotate it', async () => {
    const module = fileURLToPath(new URL('../../dist/services/request-log/log-file.js', import.meta.url))
    const writer = (name: string) =>
      new Promise<number | null>((resolve, reject) => {
        const script = `const {LogAppender} = await import(${JSON.stringify(module)});
          const log = new LogAppender(${JSON.stringify(path)}, 200000);
          for (let n = 0; n < 300; n++) log.append(JSON.stringify({writer: ${JSON.stringify(name)}, n, pad: 'x'.repeat(3000)}) + '\\n')
          log.close()`
        const child = spawn(process.execPath, ['--input-type=module', '-e', script], {stdio: 'inherit'})
        child.on('error', reject)
        child.on('close', resolve)
      })
    expect(await Promise.all(['a', 'b', 'c', 'd'].map(writer))).toEqual([0, 0, 0, 0])
    const lines = [previousGenerationPath(path), path]
      .filter((file) => existsSync(file))
      .flatMap((file) => readFileSync(file, 'utf8').trimEnd().split('\n'))
      .map((line) => JSON.parse(line) as {writer: string; n: number})
    expect(existsSync(previousGenerationPath(path))).toBe(true)
    expect(lines.length).toBeGreaterThan(0)
    // Each writer's lines kept in the two generations are its last ones, in order, none missing among them.
    for (const name of ['a', 'b', 'c', 'd']) {
      const kept = lines.filter((line) => line.writer === name).map((line) => line.n)
      expect(kept).toEqual(Array.from({length: kept.length}, (_, index) => 300 - kept.length + index))
    }
  })

  it('follows new lines across a rotation, skipping none, until the signal aborts', async () => {
    const record = recorder()
    record(exchange(0))
    const {end} = listRequests({dataDir, filter: {}, limit: 0})
    const stop = new AbortController()
    const seen: RequestLogEntry[] = []
    const following = (async () => {
      for await (const entry of followRequests({dataDir, filter: {}, from: end, signal: stop.signal, pollMs: 5})) seen.push(entry)
    })()
    // Enough lines to rotate the file at least twice while it is being followed.
    for (let n = 1; n <= 60; n++) {
      record(exchange(n))
      if (n % 10 === 0) await eventually(() => seen.length === n)
    }
    stop.abort()
    await following
    expect(ids(seen)).toEqual(Array.from({length: 60}, (_, index) => `req_${index + 1}`))
  })
})

describe('an entry', () => {
  it('says why no answer came, and takes the request id and code of an error envelope', () => {
    const record = recorder()
    const request = {
      method: 'POST' as const,
      target: '/v1/withdrawals',
      url: 'http://127.0.0.1:1/v1/withdrawals',
      unsigned: false,
      idempotencyKey: 'k-1',
    }
    record({at: 0, attempt: 2, durationMs: 30_000, request, failure: new NetworkError('timed out', {code: 'TIMEOUT'})})
    const envelope = JSON.stringify({error: {code: 'INSUFFICIENT_BALANCE', message: 'no', request_id: 'req_envelope'}})
    record({at: 1, attempt: 1, durationMs: 5, request, response: {status: 422, headers: {}, bodyText: envelope}})
    expect(readLogEntries(path).entries).toEqual([
      expect.objectContaining({
        attempt: 2,
        status: null,
        request_id: null,
        idempotency_key: 'k-1',
        error_code: 'TIMEOUT',
        duration_ms: 30_000,
      }),
      expect.objectContaining({attempt: 1, status: 422, request_id: 'req_envelope', error_code: 'INSUFFICIENT_BALANCE'}),
    ])
  })
})

describe('redactBody', () => {
  it('replaces known secrets and the values of fields named like secrets, and keeps other bytes as sent', () => {
    expect(redactBody('{"amount": "1.00"}', ['s3cr3t'])).toBe('{"amount": "1.00"}')
    expect(redactBody('token=s3cr3t&x=1', ['s3cr3t'])).toBe('token=[redacted]&x=1')
    expect(JSON.parse(redactBody('{"a":{"api_secret":"x","list":[{"Password":"y"}]},"signature":"z"}', []))).toEqual({
      a: {api_secret: '[redacted]', list: [{Password: '[redacted]'}]},
      signature: '[redacted]',
    })
  })

  it('cuts a long body', () => {
    const body = redactBody('x'.repeat(MAX_LOGGED_BODY + 10), [])
    expect(body).toHaveLength(MAX_LOGGED_BODY + '…(cut)'.length)
    expect(body.endsWith('…(cut)')).toBe(true)
  })
})
