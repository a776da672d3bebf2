// The payout-file pair is measured by scripts/bench/batch.js, which the `withdrawal batch` work provides.
// Contract: it is run with the environment below and prints, as its last stdout line, one JSON object
// {"subject": {"rowsPerSecond": n}, "baseline": {"rowsPerSecond": n}, "journal": {"ms": n, "share": n}} — `pay
// withdrawal batch` against a minimal undici loop sending the same signed requests at the same concurrency, and
// the time of the CLI's runner and journal alone as a share of the CLI's.
import {existsSync} from 'node:fs'
import {fileURLToPath} from 'node:url'

import {runProcess} from './run-process.js'
import {round} from './stats.js'

export const BATCH_SCRIPT = fileURLToPath(new URL('batch.js', import.meta.url))

export function batchBenchAvailable() {
  return existsSync(BATCH_SCRIPT)
}

/** @param {{env: object, rows: number, concurrency: number}} options */
export async function compareBatch({env, rows, concurrency}) {
  const {stdout} = await runProcess(process.execPath, [BATCH_SCRIPT], {
    env: {...env, BENCH_ROWS: String(rows), BENCH_CONCURRENCY: String(concurrency)},
    timeoutMs: 600_000,
  })
  const {subject, baseline, journal} = JSON.parse(stdout.trim().split('\n').at(-1))
  return {subject, baseline, journal, ratio: round(subject.rowsPerSecond / baseline.rowsPerSecond, 2)}
}
