#!/usr/bin/env node
// The payout-file pair: `pay withdrawal batch` (the built CLI, as a process: start-up, validation, the journal
// with its fsyncs, the results file) against a minimal undici loop that sends the same signed POST
// /v1/withdrawals requests (core signRequest + one undici Pool) at the same concurrency, to the same sandbox
// with faults off. Rounds alternate between the two sides; rows/s are medians. Loopback only, bounded in rows
// and time. After each CLI round the journal's share is measured: the CLI's runner and journal alone (the same
// records, fsyncs and concurrency, every request answered at once) against that round's time.
//
//   node scripts/bench/batch.js [results.json]       its own sandbox and CLI home; 10,000 rows, concurrency 8
//   BENCH_ROWS=200 BENCH_ROUNDS=1 node scripts/bench/batch.js
//
// Run by scripts/bench.js through batch-pair.js with BENCH_BASE_URL, BENCH_KEY_ID, BENCH_SECRET and a CLI home
// in the environment (PAY_CONFIG_DIR…, PAY_PROFILE). Whatever the caller, the last line on stdout is one JSON
// object: {"subject": {"rowsPerSecond": n}, "baseline": {"rowsPerSecond": n}, "journal": {"ms": n, "share": n}, …}.
import {randomBytes} from 'node:crypto'
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {Pool} from 'undici'

import {authHeaders, signRequest, unixSeconds} from '../../dist/core/signing/sign-request.js'
import {BatchJournal} from '../../dist/services/batch/journal.js'
import {sendPayouts} from '../../dist/services/batch/runner.js'
import {createCliHome, PAY_BIN} from './cli-home.js'
import {runProcess} from './run-process.js'
import {startServerProcess} from './server-process.js'
import {round, summarize} from './stats.js'

const ROWS = boundedInteger(process.env.BENCH_ROWS, 10_000, 1, 10_000)
const CONCURRENCY = boundedInteger(process.env.BENCH_CONCURRENCY, 8, 1, 32)
const ROUNDS = boundedInteger(process.env.BENCH_ROUNDS, 2, 1, 5)
const SIDE_TIMEOUT_MS = 300_000
const AMOUNT = '1.00'
const TOP_UP_LIMIT_SATANG = 100_000_000

const own = process.env.BENCH_BASE_URL ? undefined : await ownSandbox()
const baseUrl = process.env.BENCH_BASE_URL ?? own.baseUrl
const key = own?.key ?? {key_id: process.env.BENCH_KEY_ID, secret: process.env.BENCH_SECRET}
const cliEnv = own?.home.env ?? process.env
if (!new URL(baseUrl).hostname.match(/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/))
  throw new Error(`the batch bench runs on loopback only, not ${baseUrl}`)

const workDir = mkdtempSync(join(tmpdir(), 'pay-bench-batch-'))
const pool = new Pool(baseUrl, {connections: CONCURRENCY})
try {
  // Both sides pay every round: the gross of each row (amount + the sandbox's 9.00 fee), 1.00 spare a row.
  await topUp(2 * ROUNDS * ROWS * 1100)
  const results = {subject: [], baseline: [], journal: []}
  for (let index = 0; index < ROUNDS; index++) {
    const order = index % 2 === 0 ? ['subject', 'baseline'] : ['baseline', 'subject']
    for (const side of order) {
      if (side === 'baseline') results.baseline.push(await undiciRound(index))
      else {
        const cli = await cliRound(index)
        results.subject.push(cli)
        const journalMs = await journalRound(index)
        results.journal.push({ms: journalMs, share: journalMs / cli.ms})
      }
    }
  }
  const subject = describe('pay withdrawal batch', results.subject)
  const baseline = describe('undici Pool + signRequest loop', results.baseline)
  const record = {
    rows: ROWS,
    concurrency: CONCURRENCY,
    rounds: ROUNDS,
    subject,
    baseline,
    ratio: round(subject.rowsPerSecond / baseline.rowsPerSecond, 2),
    journal: {
      ms: round(summarize(results.journal.map((result) => result.ms)).median),
      share: round(summarize(results.journal.map((result) => result.share)).median, 3),
    },
  }
  printTable(record)
  if (process.argv[2]) writeFileSync(process.argv[2], `${JSON.stringify(record, null, 2)}\n`)
  process.stdout.write(`${JSON.stringify(record)}\n`)
} finally {
  await pool.close()
  rmSync(workDir, {recursive: true, force: true})
  await own?.stop()
}

/** One run of the CLI over a fresh file (a new batch id each round, so no journal is continued). */
async function cliRound(index) {
  const file = join(workDir, `payouts-${index}.csv`)
  const token = randomBytes(6).toString('hex')
  const lines = Array.from({length: ROWS}, (_, row) => `${AMOUNT},KBANK,${accountNumber(index, row)},Bench Payee,${token}`)
  writeFileSync(file, `amount,bank,account_no,account_name,description\n${lines.join('\n')}\n`)
  const args = [PAY_BIN, 'withdrawal', 'batch', file, '--concurrency', String(CONCURRENCY)]
  const {ms} = await runProcess(process.execPath, args, {env: cliEnv, timeoutMs: SIDE_TIMEOUT_MS})
  return {ms, rows: ROWS}
}

/**
 * The journal's part of a CLI round: the CLI's own runner and journal (dist/) over as many rows, at the same
 * concurrency, in a fresh journal on the same disk, with every request answered at once. Its time is what
 * journalling costs the batch when none of it overlaps the requests.
 */
async function journalRound(index) {
  const path = join(workDir, `journal-${index}`, 'batches', 'bench.jsonl')
  const header = {type: 'batch', batch_id: 'bench', content_id: 'bench', generation: 1, file: 'bench.csv', rows: ROWS}
  const started = performance.now()
  const journal = await BatchJournal.create(path, {...header, base_url: baseUrl, mode: 'test', at: new Date().toISOString()})
  const tasks = Array.from({length: ROWS}, (_, row) => ({
    payout: {row: row + 1, rowId: `r${row + 1}`, payoutId: `p${row + 1}`},
    key: `batch-bench-r${row + 1}`,
  }))
  const withdrawal = {id: 'wd_bench', status: 'PENDING', amount: AMOUNT, fee: '9.00'}
  await sendPayouts({tasks, concurrency: CONCURRENCY, journal, now: Date.now, create: async () => ({withdrawal, replayed: false})})
  await journal.close()
  return performance.now() - started
}

/** The yardstick: sign and send each row's request, CONCURRENCY at a time, nothing else. */
async function undiciRound(index) {
  const token = randomBytes(6).toString('hex')
  let next = 0
  let errors = 0
  const started = performance.now()
  const worker = async () => {
    while (next < ROWS) {
      const row = next++
      const body = JSON.stringify({
        amount: AMOUNT,
        receiver_bank_provider: 'KBANK',
        receiver_bank_account_name: 'Bench Payee',
        receiver_bank_account_number: accountNumber(index, row),
        additional: {description: token},
      })
      const answer = await send('/v1/withdrawals', body, `bench-${token}-row-${row + 1}`)
      if (answer.statusCode !== 201) errors++
    }
  }
  await Promise.all(Array.from({length: CONCURRENCY}, worker))
  if (errors > 0) throw new Error(`the undici loop got ${errors} non-201 answers`)
  return {ms: performance.now() - started, rows: ROWS}
}

async function send(target, body, idempotencyKey) {
  const signed = signRequest({secret: key.secret, method: 'POST', target, timestamp: unixSeconds(Date.now()), body})
  const answer = await pool.request({
    method: 'POST',
    path: target,
    headers: {...authHeaders(key.key_id, signed), 'content-type': 'application/json', 'idempotency-key': idempotencyKey},
    body,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  })
  await answer.body.text()
  return answer
}

async function topUp(satang) {
  for (let left = satang; left > 0; left -= TOP_UP_LIMIT_SATANG) {
    const chunk = Math.min(left, TOP_UP_LIMIT_SATANG)
    const amount = `${Math.floor(chunk / 100)}.${String(chunk % 100).padStart(2, '0')}`
    const answer = await send('/v1/test/top-up', JSON.stringify({amount}), `bench-top-up-${randomBytes(8).toString('hex')}`)
    if (answer.statusCode !== 200) throw new Error(`top-up of ${amount} failed with ${answer.statusCode}`)
  }
}

/** Ten digits, unique per round and row, never ending in 4001–4003 (the sandbox's failing accounts). */
function accountNumber(index, row) {
  return `9${index}${String(row).padStart(7, '0')}0`
}

function describe(label, rounds) {
  const perSecond = summarize(rounds.map((result) => (result.rows * 1000) / result.ms))
  return {label, rowsPerSecond: round(perSecond.median), min: round(perSecond.min), max: round(perSecond.max), rounds: rounds.length}
}

function printTable(record) {
  const rows = [
    ['side', 'rows/s (median)', 'min', 'max'],
    ...[record.subject, record.baseline].map((side) => [side.label, String(side.rowsPerSecond), String(side.min), String(side.max)]),
  ]
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  const text = rows.map((row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '),
  )
  process.stdout.write(
    `${ROWS} rows, concurrency ${CONCURRENCY}, ${ROUNDS} round(s) a side\n${text.join('\n')}\nratio ${record.ratio}× (goal ≥ 0.8×)\n` +
      `journal alone ${record.journal.ms} ms, ${round(record.journal.share * 100)} % of a CLI round (medians)\n`,
  )
}

async function ownSandbox() {
  const sandbox = await startServerProcess('sandbox-server.js')
  const merchant = sandbox.info.merchants[0]
  const home = createCliHome({baseUrl: sandbox.info.base_url, key: merchant.test})
  return {
    baseUrl: sandbox.info.base_url,
    key: merchant.test,
    home,
    stop: async () => {
      home.cleanup()
      await sandbox.stop()
    },
  }
}

function boundedInteger(text, fallback, min, max) {
  const value = text === undefined ? fallback : Number.parseInt(text, 10)
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`expected an integer from ${min} to ${max}, got ${text}`)
  return value
}
