#!/usr/bin/env node
// The close-out row: `pay withdrawal batch close` following a paid file of BENCH_ROWS rows (10,000) to their
// final states, and the requests it needed per row. The file is paid first with `pay withdrawal batch` (not
// timed), against the bench's sandbox, whose withdrawals settle at its next tick (withdrawalStepMs 0, every
// 25 ms): by the time the close-out starts they are final, as a batch paid the day before would be. The
// close-out is timed, and its `--json` says the requests it made (GETs by id, pages of the list, rounds).
//
//   node scripts/bench/close-out.js                 its own sandbox and CLI home; 10,000 rows
//   BENCH_ROWS=200 node scripts/bench/close-out.js
//
// Run by scripts/bench.js with a CLI home in the environment (PAY_CONFIG_DIR…, PAY_PROFILE). Whatever the
// caller, the last line on stdout is one JSON object: {"rows", "ms", "requests": {get, list_pages, rounds}, "requestsPerRow"}.
import {randomBytes} from 'node:crypto'
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {createCliHome, PAY_BIN} from './cli-home.js'
import {runProcess} from './run-process.js'
import {startServerProcess} from './server-process.js'
import {round} from './stats.js'

const ROWS = Number.parseInt(process.env.BENCH_ROWS ?? '10000', 10)
if (!Number.isInteger(ROWS) || ROWS < 1 || ROWS > 10_000) throw new Error(`BENCH_ROWS: 1 to 10,000, not ${process.env.BENCH_ROWS}`)
const TIMEOUT_MS = 600_000

const own = process.env.PAY_PROFILE ? undefined : await ownSandbox()
const env = own?.home.env ?? process.env
const workDir = mkdtempSync(join(tmpdir(), 'pay-bench-close-'))
try {
  const pay = (...args) => runProcess(process.execPath, [PAY_BIN, ...args], {env, timeoutMs: TIMEOUT_MS})
  // 1.00 a row and the sandbox's fee of 9.00: at most 100,000.00, one top-up.
  await pay('test', 'top-up', String(ROWS * 10))
  const file = join(workDir, 'payouts.csv')
  const token = randomBytes(6).toString('hex')
  const lines = Array.from({length: ROWS}, (_, row) => `1.00,KBANK,8${String(row).padStart(8, '0')}0,Bench Payee,${token}`)
  writeFileSync(file, `amount,bank,account_no,account_name,description\n${lines.join('\n')}\n`)
  await pay('withdrawal', 'batch', file, '--concurrency', '8')
  const {ms, stdout} = await pay('withdrawal', 'batch', 'close', file, '--json')
  const result = JSON.parse(stdout)
  if (result.summary.succeeded !== ROWS) throw new Error(`the close-out saw ${result.summary.succeeded} of ${ROWS} rows SUCCESS`)
  const requests = result.requests.get + result.requests.list_pages
  const record = {rows: ROWS, ms: round(ms), requests: result.requests, requestsPerRow: round(requests / ROWS, 4)}
  process.stdout.write(`${JSON.stringify(record)}\n`)
} finally {
  rmSync(workDir, {recursive: true, force: true})
  await own?.stop()
}

async function ownSandbox() {
  const sandbox = await startServerProcess('sandbox-server.js')
  const home = createCliHome({baseUrl: sandbox.info.base_url, key: sandbox.info.merchants[0].test})
  return {
    home,
    stop: async () => {
      home.cleanup()
      await sandbox.stop()
    },
  }
}
