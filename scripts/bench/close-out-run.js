// Runs scripts/bench/close-out.js for scripts/bench.js and reads the JSON object of its last stdout line.
import {fileURLToPath} from 'node:url'

import {runProcess} from './run-process.js'

const SCRIPT = fileURLToPath(new URL('close-out.js', import.meta.url))

export function closeOutBenchAvailable(commandIds) {
  return commandIds.includes('withdrawal:batch:close')
}

/** @param {{env: object, rows: number}} options */
export async function measureCloseOut({env, rows}) {
  const {stdout} = await runProcess(process.execPath, [SCRIPT], {env: {...env, BENCH_ROWS: String(rows)}, timeoutMs: 900_000})
  return JSON.parse(stdout.trim().split('\n').at(-1))
}
