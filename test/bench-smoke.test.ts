// A smoke run of `npm run bench` with tiny counts: it must run end to end and write its JSON record. It never
// asserts a speed; the figures of a run on a busy test machine mean nothing.
import {execFile} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {promisify} from 'node:util'

import {afterAll, describe, expect, it} from 'vitest'

const BENCH = fileURLToPath(new URL('../scripts/bench.js', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'pay-bench-smoke-'))
afterAll(() => rmSync(dir, {recursive: true, force: true}))

interface BenchResult {
  id: string
  value?: number
  skipped?: string
  goal: {at_most?: number; at_least?: number} | null
}

describe('npm run bench --quick', () => {
  it('measures every pair it can, reports the others as n/a, and writes the JSON record', async () => {
    const out = join(dir, 'results.json')
    const {stdout} = await promisify(execFile)(process.execPath, [BENCH, '--quick', '--runs', '1', '--out', out], {timeout: 170_000})

    const record = JSON.parse(readFileSync(out, 'utf8')) as {quick: boolean; runs: number; node: string; results: BenchResult[]}
    expect(record).toMatchObject({quick: true, runs: 1, node: process.version})
    expect(record.results.map((result) => result.id)).toEqual([
      'version',
      'version-node',
      'help',
      'help-node',
      'balance',
      'balance-fetch',
      'rss',
      'deposit-get',
      'deposit-get-fetch',
      'first-frame',
      'batch',
      'close-out',
      'reconcile',
      'sandbox',
      'statement',
    ])
    for (const result of record.results) {
      if (result.skipped) expect(result.skipped).toMatch(/^n\/a: /)
      else expect(result.value, result.id).toBeGreaterThan(0)
    }
    expect(stdout).toContain('pay --version')
    expect(stdout).toContain('floor --version')
    expect(stdout).toContain('sandbox GET /v1/balance')
  }, 180_000)
})
