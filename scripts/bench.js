#!/usr/bin/env node
// `npm run bench`: the performance targets of docs/performance.md, measured on this machine in one run.
// Builds the floor CLI (scripts/bench/floor/), starts a sandbox on a random loopback port, gives the built CLI a
// throwaway profile, runs each program and its yardsticks in turn and prints medians and ratios; the whole
// record goes to .bench/results-<date>.json.
//
//   npm run bench                      full run (warm-up, then 15 runs of each side)
//   npm run bench -- --quick           smoke run (2 runs, tiny loads); also BENCH_QUICK=1
//   npm run bench -- --runs 25 --out /tmp/bench.json --only version,balance
import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {cpus} from 'node:os'
import {parseArgs} from 'node:util'

import {batchBenchAvailable, compareBatch} from './bench/batch-pair.js'
import {createCliHome, PAY_BIN} from './bench/cli-home.js'
import {closeOutBenchAvailable, measureCloseOut} from './bench/close-out-run.js'
import {createBenchDeposit} from './bench/deposit.js'
import {measureFirstFrame} from './bench/first-frame.js'
import {buildFloor} from './bench/floor/build.js'
import {comparePrograms} from './bench/paired.js'
import {measureReconcile} from './bench/reconcile.js'
import {msText, renderTable, rssText, writeResults} from './bench/report.js'
import {startServerProcess} from './bench/server-process.js'
import {measureStatement} from './bench/statement-run.js'
import {compareThroughput} from './bench/throughput.js'

const ROOT = new URL('..', import.meta.url)
const MINIMAL_FETCH = new URL('bench/minimal-fetch.js', import.meta.url).pathname
const ALL = ['version', 'help', 'balance', 'deposit-get', 'first-frame', 'batch', 'close-out', 'reconcile', 'sandbox', 'rss', 'statement']

const {values: options} = parseArgs({
  options: {
    quick: {type: 'boolean', default: process.env.BENCH_QUICK === '1'},
    runs: {type: 'string'},
    out: {type: 'string'},
    only: {type: 'string'},
  },
})
const quick = options.quick
const runs = Number(options.runs ?? (quick ? 2 : 15))
const warmup = quick ? 1 : 3
const wanted = new Set(options.only ? options.only.split(',') : ALL)
const startedAt = new Date()
const outPath = options.out ?? new URL(`.bench/results-${startedAt.toISOString().replaceAll(':', '-').slice(0, 19)}.json`, ROOT).pathname

// Enough rows that the batch measures sending, not the start of the process (2,000 measured mostly the start).
const BATCH_ROWS = 10_000

const payManifest = JSON.parse(readFileSync(new URL('oclif.manifest.json', ROOT), 'utf8'))
const commandIds = Object.keys(payManifest.commands)
const payTopics = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')).oclif.topics
const node = process.execPath
const say = (text) => process.stderr.write(`${text}\n`)

say('building the floor CLI…')
const floor = await buildFloor({manifest: payManifest, topics: payTopics})
const sandbox = await startServerProcess('sandbox-server.js')
const bare = await startServerProcess('bare-server.js')
const merchant = sandbox.info.merchants[0]
const home = createCliHome({baseUrl: sandbox.info.base_url, key: merchant.test})
const minimalEnv = {
  ...process.env,
  BENCH_BASE_URL: sandbox.info.base_url,
  BENCH_KEY_ID: merchant.test.key_id,
  BENCH_SECRET: merchant.test.secret,
}
// bin/run.js is run as an installed `pay` is, through its shebang.
const pay = (...args) => ({label: `pay ${args.join(' ')}`, command: PAY_BIN, args, env: home.env})
const minimal = (target) => ({label: `minimal fetch ${target}`, command: node, args: [MINIMAL_FETCH, target], env: minimalEnv})
const nodeNoop = {label: 'node -e 0', command: node, args: ['-e', '0'], env: process.env}
// The floor CLI (scripts/bench/floor/): oclif with pay's commands, run through its shebang as `pay` is.
const floorCli = (...args) => ({label: `floor ${args.join(' ')}`, command: floor.bin, args, env: {...minimalEnv, ...floor.env}})
// The targets are against the floor, what oclif itself costs a CLI of pay's size; the other yardsticks are
// reported beside them.
const AGAINST_FLOOR = {version: {at_most: 1.05}, help: {at_most: 1.05}, command: {at_most: 1.05}}

const results = []
try {
  if (wanted.has('version')) results.push(...(await startupRows('version', ['--version'], AGAINST_FLOOR.version)))
  if (wanted.has('help')) results.push(...(await startupRows('help', ['--help'], AGAINST_FLOOR.help)))
  if (wanted.has('balance') || wanted.has('rss')) {
    say('pay balance --json against the floor and the minimal fetch script…')
    const compared = await comparePrograms({
      subject: pay('balance', '--json'),
      baselines: [floorCli('get', '/v1/balance'), minimal('/v1/balance')],
      runs,
      warmup,
    })
    if (wanted.has('balance')) results.push(...commandRows('balance', 'pay balance --json', compared))
    if (wanted.has('rss')) results.push(rssResult(compared.subject, compared.baselines[1]))
  }
  if (wanted.has('deposit-get')) results.push(...(await depositGetRows()))
  if (wanted.has('first-frame')) results.push(await firstFrame())
  if (wanted.has('batch')) results.push(await batchPair())
  if (wanted.has('close-out')) results.push(await closeOutRow())
  if (wanted.has('reconcile')) results.push(await reconcileRow())
  if (wanted.has('sandbox')) results.push(await sandboxThroughput())
  if (wanted.has('statement')) results.push(await statementRow())
} finally {
  await Promise.all([sandbox.stop(), bare.stop()])
  home.cleanup()
  floor.cleanup()
}

process.stdout.write(`${renderTable(results)}\n`)
writeResults(outPath, {
  date: startedAt.toISOString(),
  commit: gitCommit(),
  node: process.version,
  cpus: cpus().length,
  quick,
  runs,
  warmup,
  results,
})
say(`\nWrote ${outPath}`)

async function startupRows(id, args, goal) {
  const title = `pay ${args.join(' ')}`
  say(`${title} against the floor and node -e 0…`)
  const compared = await comparePrograms({subject: pay(...args), baselines: [floorCli(...args), nodeNoop], runs, warmup})
  return [
    processResult(id, title, compared.subject, compared.baselines[0], goal),
    processResult(`${id}-node`, title, compared.subject, compared.baselines[1]),
  ]
}

/** A command that sends one request: against the floor's `get` (the target) and the minimal fetch script. */
function commandRows(id, title, compared) {
  const [againstFloor, againstFetch] = compared.baselines
  return [
    processResult(id, title, compared.subject, againstFloor, AGAINST_FLOOR.command),
    processResult(`${id}-fetch`, title, compared.subject, againstFetch),
  ]
}

async function depositGetRows() {
  const title = 'pay deposit get ID'
  if (!commandIds.includes('deposit:get')) return [skipped('deposit-get', title, AGAINST_FLOOR.command, 'no `deposit get` command yet')]
  say(`${title} against the floor and the minimal fetch script…`)
  const deposit = await createBenchDeposit({baseUrl: sandbox.info.base_url, key: merchant.test})
  const target = `/v1/deposits/${deposit.id}`
  const compared = await comparePrograms({
    subject: pay('deposit', 'get', deposit.id),
    baselines: [
      {...floorCli('get', target), label: 'floor get /v1/deposits/ID'},
      {...minimal(target), label: 'minimal fetch /v1/deposits/ID'},
    ],
    runs,
    warmup,
  })
  return commandRows('deposit-get', title, compared)
}

async function firstFrame() {
  const title = 'first frame of pay deposit watch (pty)'
  const goal = {at_most: 300}
  if (!commandIds.includes('deposit:watch')) return skipped('first-frame', title, goal, 'no `deposit watch` command yet', 'ms')
  say(`${title}…`)
  const deposit = await createBenchDeposit({baseUrl: sandbox.info.base_url, key: merchant.test})
  const marker = new RegExp(`PENDING|${deposit.expected_amount.replace('.', '\\.')}`)
  const command = `${PAY_BIN} deposit watch ${deposit.id}`
  const ms = await measureFirstFrame({command, env: {...home.env, TERM: 'xterm-256color'}, marker, runs: quick ? 2 : 10, warmup})
  return {id: 'first-frame', title, unit: 'ms', value: ms.median, goal, subjectText: msText(ms), subject: ms}
}

async function batchPair() {
  const title = `pay withdrawal batch, ${BATCH_ROWS.toLocaleString('en')} rows, concurrency 8 (rows/s)`
  const goal = {at_least: 0.8}
  if (!batchBenchAvailable()) return skipped('batch', title, goal, 'scripts/bench/batch.js is not there yet')
  say(`${title}…`)
  const env = {
    ...home.env,
    BENCH_BASE_URL: sandbox.info.base_url,
    BENCH_KEY_ID: merchant.test.key_id,
    BENCH_SECRET: merchant.test.secret,
    BENCH_ADMIN_TOKEN: sandbox.info.admin_token,
  }
  const pair = await compareBatch({env, rows: quick ? 20 : BATCH_ROWS, concurrency: 8})
  return {
    id: 'batch',
    title,
    unit: '×',
    value: pair.ratio,
    goal,
    subjectText: `${pair.subject.rowsPerSecond} rows/s (journal alone ${Math.round(pair.journal.share * 100)} %)`,
    baselineText: `${pair.baseline.rowsPerSecond} rows/s`,
    ...pair,
  }
}

/** `pay withdrawal batch close` over a paid file: requests a row a round, at most the one the backoff allows. */
async function closeOutRow() {
  const title = `pay withdrawal batch close, ${BATCH_ROWS.toLocaleString('en')} rows followed to final states (requests/row/round)`
  const goal = {at_most: 1}
  if (!closeOutBenchAvailable(commandIds))
    return skipped('close-out', title, goal, 'no `withdrawal batch close` command yet', 'req/row/round')
  say(`${title}…`)
  const run = await measureCloseOut({env: home.env, rows: quick ? 20 : BATCH_ROWS})
  const {get, list_pages: pages, rounds} = run.requests
  return {
    id: 'close-out',
    title,
    unit: 'req/row/round',
    value: run.requestsPerRow / Math.max(rounds, 1),
    goal,
    subjectText: `${run.ms} ms; ${get + pages} requests (${get} GET, ${pages} list pages) in ${rounds} round(s): ${run.requestsPerRow} a row`,
    ...run,
  }
}

/** `pay reconcile` of a file of 10,000 rows, and its peak RSS there and at a tenth of the rows: flat as rows grow. */
async function reconcileRow() {
  const title = `pay reconcile, ${BATCH_ROWS.toLocaleString('en')} rows against as many ledger entries (ms)`
  const goal = {at_most: 2000}
  if (!commandIds.includes('reconcile')) return skipped('reconcile', title, goal, 'no `reconcile` command yet', 'ms')
  say(`${title}…`)
  const rows = quick ? 200 : BATCH_ROWS
  const small = await measureReconcile({env: home.env, rows: rows / 10, runs, warmup})
  const full = await measureReconcile({env: home.env, rows, runs, warmup})
  return {
    id: 'reconcile',
    title,
    unit: 'ms',
    value: full.ms.median,
    goal,
    subjectText: `${msText(full.ms)}; peak RSS ${rssText(full.rssKb)}`,
    baselineText: `${(rows / 10).toLocaleString('en')} rows: ${msText(small.ms)}; peak RSS ${rssText(small.rssKb)}`,
    subject: full,
    baseline: small,
  }
}

async function sandboxThroughput() {
  const title = 'sandbox GET /v1/balance, concurrency 16 (req/s)'
  say(`${title} against a bare node:http server…`)
  const pair = await compareThroughput({
    sandboxUrl: sandbox.info.base_url,
    key: merchant.test,
    bareUrl: bare.info.base_url,
    rounds: quick ? 1 : 3,
    requests: quick ? 200 : 5000,
    connections: 16,
    maxMs: quick ? 5000 : 30_000,
  })
  const side = (result) => `${result.requestsPerSecond.median} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`
  return {
    id: 'sandbox',
    title,
    unit: '×',
    value: pair.ratio,
    goal: {at_least: 0.5},
    subjectText: side(pair.subject),
    baselineText: side(pair.baseline),
    ...pair,
  }
}

/** `pay statement` over 100,000 ledger rows (under 5 s), with its peak RSS at 10,000 rows beside: memory flat as rows grow. */
async function statementRow() {
  const [small, large] = quick ? [1_000, 10_000] : [10_000, 100_000]
  const title = `pay statement over ${large.toLocaleString('en')} ledger rows, to CSV (ms)`
  const goal = {at_most: 5000}
  if (!commandIds.includes('statement')) return skipped('statement', title, goal, 'no `statement` command yet', 'ms')
  say(`${title}, and over ${small.toLocaleString('en')} for its memory…`)
  const statementRuns = quick ? 1 : 3
  const atSmall = await measureStatement({env: home.env, rows: small, runs: statementRuns})
  const atLarge = await measureStatement({env: home.env, rows: large, runs: statementRuns})
  return {
    id: 'statement',
    title,
    unit: 'ms',
    value: atLarge.ms.median,
    goal,
    subjectText: `${msText(atLarge.ms)}; peak RSS ${rssText(atLarge.rssKb)} at ${large.toLocaleString('en')} rows`,
    baselineText: `${msText(atSmall.ms)}; peak RSS ${rssText(atSmall.rssKb)} at ${small.toLocaleString('en')} rows`,
    small: atSmall,
    large: atLarge,
  }
}

/** One row: the subject against one yardstick; without a goal the row is there to read, not to meet. */
function processResult(id, title, subject, baseline, goal = null) {
  return {
    id,
    title,
    unit: '×',
    value: baseline.ratio,
    goal,
    subjectText: msText(subject.ms),
    baselineText: `${msText(baseline.ms)} ${baseline.label}`,
    subject,
    baseline,
  }
}

function rssResult(subject, baseline) {
  if (baseline.rssRatio === null) return skipped('rss', 'peak RSS of pay balance', {at_most: 1.2}, 'no /usr/bin/time on this machine')
  return {
    id: 'rss',
    title: 'peak RSS of pay balance',
    unit: '×',
    value: baseline.rssRatio,
    goal: {at_most: 1.2},
    subjectText: rssText(subject.rssKb),
    baselineText: `${rssText(baseline.rssKb)} ${baseline.label}`,
    subject: subject.rssKb,
    baseline: baseline.rssKb,
  }
}

function skipped(id, title, goal, reason, unit = '×') {
  return {id, title, unit, goal, skipped: `n/a: ${reason}`}
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim()
  } catch {
    return null
  }
}
