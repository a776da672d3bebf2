// `pay statement` over a large ledger: seeds the bench profile's test ledger with `rows` entries (built
// dist/services/ledger/ledger.js, in transactions of 10,000), then times `pay statement … --format csv --out`, which
// reads every row and writes every line, and reports its peak RSS: the statement holds no line, so memory stays flat
// as the ledger grows. The period ends yesterday, so nothing is sent: the ledger alone is measured.
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {PAY_BIN} from './cli-home.js'
import {runProcess} from './run-process.js'
import {summarize} from './stats.js'

const DAY = 86_400_000
const CHUNK = 10_000

/** Entries over the 60 days before yesterday: half deposits credited, the rest withdrawals, one in ten of them FAILED. */
function* entries(rows, now) {
  for (let index = 0; index < rows; index++) {
    const createdAt = new Date(now - 2 * DAY - Math.floor((index / rows) * 58 * DAY)).toISOString()
    const amount = 10_000 + ((index * 7919) % 500_000)
    if (index % 2 === 0) {
      const fee = Math.round(amount / 100)
      yield {
        kind: 'deposit',
        id: `dep_${index}`,
        reference: `order-${index}`,
        amount,
        fee,
        credited: amount - fee,
        status: 'CREDITED',
        createdAt,
        settledAt: createdAt,
        origin: 'created',
      }
    } else {
      const status = index % 10 === 1 ? 'FAILED' : 'SUCCESS'
      yield {
        kind: 'withdrawal',
        id: `wd_${index}`,
        reference: `payroll-${index}`,
        amount,
        fee: 900,
        credited: null,
        status,
        createdAt,
        settledAt: createdAt,
        origin: 'created',
      }
    }
  }
}

async function seed(env, rows, now) {
  const {openLedger} = await import(new URL('../../dist/services/ledger/ledger.js', import.meta.url).href)
  const ledger = await openLedger({dataDir: env.PAY_DATA_DIR, profile: 'bench', mode: 'test'})
  try {
    let chunk = []
    for (const entry of entries(rows, now)) {
      chunk.push(entry)
      if (chunk.length === CHUNK) {
        ledger.recordAll(chunk)
        chunk = []
      }
    }
    ledger.recordAll(chunk)
  } finally {
    ledger.close()
  }
}

/** Seeds a fresh data dir with `rows` entries and runs the statement `runs` times: {rows, ms, rssKb} (each summarized). */
export async function measureStatement({env, rows, runs}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pay-bench-statement-'))
  const runEnv = {...env, PAY_DATA_DIR: dataDir}
  try {
    const now = Date.now()
    await seed(runEnv, rows, now)
    const day = (at) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10)
    const args = [
      'statement',
      '--from',
      day(now - 90 * DAY),
      '--to',
      day(now - DAY),
      '--format',
      'csv',
      '--out',
      join(dataDir, 'statement.csv'),
    ]
    const times = []
    const rss = []
    for (let run = 0; run < runs; run++) {
      const result = await runProcess(PAY_BIN, args, {env: runEnv, timeoutMs: 120_000})
      times.push(Math.round(result.ms))
      if (result.rssKb !== null) rss.push(result.rssKb)
    }
    return {rows, ms: summarize(times), rssKb: rss.length > 0 ? summarize(rss) : null}
  } finally {
    rmSync(dataDir, {recursive: true, force: true})
  }
}
