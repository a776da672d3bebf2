import {cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {afterAll, beforeAll, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {readSandboxDb} from '../helpers/sandbox-state.js'

// A package upgraded under a running process: the words files the build loads on demand are gone. Once the
// withdrawal exists, its id, status and key are printed and the command succeeds (docs/configuration.md).
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const copy = mkdtempSync(join(tmpdir(), 'pay-build-'))
let sandbox: TestSandbox
const home = new CliHome()

beforeAll(async () => {
  for (const part of ['bin', 'dist', 'package.json', 'oclif.manifest.json']) cpSync(join(ROOT, part), join(copy, part), {recursive: true})
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'))
  for (const surface of ['withdrawal', 'error', 'request']) rmSync(join(copy, 'dist', 'bundle', 'words', 'en', `${surface}.cjs`))
  sandbox = await TestSandbox.start()
  await sandbox.topUp('1000.00')
  await home.addProfile('sandbox', sandbox.baseUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
  await home.runHere(['profile', 'use', 'sandbox'])
})
afterAll(async () => {
  await sandbox?.close()
  home.cleanup()
  rmSync(copy, {recursive: true, force: true})
})

it('withdrawal create with its words files gone: the withdrawal, its status and key printed, exit 0', async () => {
  const args = ['withdrawal', 'create', '--amount', '12.34', '--bank', 'KBANK', '--account-no', '1234567890', '--account-name', 'Somchai']
  const result = await home.run(args, {bin: join(copy, 'bin', 'run.js')})
  const [withdrawal] = readSandboxDb(sandbox.dataDir, (db) =>
    db.prepare('SELECT id, status FROM withdrawals WHERE amount = 1234').all(),
  ) as Array<{
    id: string
    status: string
  }>
  expect(result.code).toBe(0)
  expect(result.stdout).toMatch(
    new RegExp(`^POST /v1/withdrawals 201 id=${withdrawal!.id} status=PENDING Idempotency-Key=[0-9a-f-]{36}\\n$`),
  )
  expect(result.stderr).toContain('withdrawal.cjs')
})
