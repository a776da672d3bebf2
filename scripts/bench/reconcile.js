// `pay reconcile` over a file of N rows against a ledger of the same N deposits and withdrawals, for
// scripts/bench.js: the ledger of the bench home's profile is seeded through the built ledger module, the file
// written beside it (every row matches, so the run exits 0), then the command is run as users run it.
import {rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {pathToFileURL} from 'node:url'

import {PAY_BIN} from './cli-home.js'
import {comparePrograms} from './paired.js'

const LEDGER = new URL('../../dist/services/ledger/ledger.js', import.meta.url)
const FILES = new URL('../../dist/services/ledger/files.js', import.meta.url)

/**
 * @param {{env: object, rows: number, runs: number, warmup: number}} options
 * @returns {Promise<{rows: number, label: string, ms: object, rssKb: object | null}>}
 */
export async function measureReconcile({env, rows, runs, warmup}) {
  const {openLedger} = await import(pathToFileURL(LEDGER.pathname).href)
  const {inboxOf, ledgerPath} = await import(pathToFileURL(FILES.pathname).href)
  const scope = {dataDir: env.PAY_DATA_DIR, profile: env.PAY_PROFILE, mode: 'test'}
  // A ledger of these rows alone: what the bench's other commands saw waits in its inbox, recorded at the next opening.
  rmSync(ledgerPath(scope), {force: true})
  rmSync(inboxOf(ledgerPath(scope)), {recursive: true, force: true})
  const ledger = await openLedger(scope)
  const lines = ['reference,customer,amount']
  const start = Date.parse('2026-11-01T00:00:00Z')
  ledger.recordAll(
    Array.from({length: rows}, (_, index) => {
      const deposit = index % 2 === 0
      const amount = 10_000 + (index % 977) * 137
      lines.push(`REF-${index},Customer ${index},"${(amount / 100).toLocaleString('en', {minimumFractionDigits: 2})}"`)
      return {
        kind: deposit ? 'deposit' : 'withdrawal',
        id: `${deposit ? 'dep' : 'wd'}_${index}`,
        reference: `REF-${index}`,
        amount,
        fee: deposit ? 100 : 1_000,
        credited: deposit ? amount - 100 : null,
        status: deposit ? 'CREDITED' : 'SUCCESS',
        createdAt: new Date(start + index * 60_000).toISOString(),
        settledAt: new Date(start + index * 60_000 + 30_000).toISOString(),
        origin: 'created',
      }
    }),
  )
  ledger.close()
  const file = join(env.PAY_DATA_DIR, `reconcile-${rows}.csv`)
  writeFileSync(file, `${lines.join('\n')}\n`)
  // bin/run.js is run as an installed `pay` is, through its shebang.
  const args = ['reconcile', file, '--key', 'reference', '--amount-column', 'amount']
  const {subject} = await comparePrograms({
    subject: {label: `pay ${args.join(' ')}`, command: PAY_BIN, args, env},
    baselines: [],
    runs,
    warmup,
  })
  return {rows, ...subject}
}
