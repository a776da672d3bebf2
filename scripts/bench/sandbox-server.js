// A sandbox for the bench, in its own process so that it never shares an event loop with the programs that
// measure it: port 0 on loopback, a temporary data dir, faults off, withdrawals final at once. Prints one
// JSON line ({base_url, admin_token, merchants}) when it listens; stops on SIGTERM.
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {startSandbox} from '../../dist/sandbox/server/index.js'

const dataDir = mkdtempSync(join(tmpdir(), 'pay-bench-sandbox-'))
const sandbox = await startSandbox({dataDir, port: 0, withdrawalStepMs: 0, faultRate: 0})
process.stdout.write(`${JSON.stringify({...sandbox.credentials(), admin_token: sandbox.adminToken})}\n`)

process.once('SIGTERM', async () => {
  await sandbox.close()
  rmSync(dataDir, {recursive: true, force: true})
})
