import {join} from 'node:path'

import type {SandboxOptions} from '../../src/sandbox/server/index.js'
import {CliHome} from './cli.js'
import {TestSandbox} from './sandbox.js'

/**
 * A home whose data dir holds a test sandbox (fast webhook retries) and whose `sandbox` profile has its first
 * merchant's test key and webhook secret, as `pay sandbox start` writes them: the sandbox that `pay webhook
 * listen`, `wait`, `reconcile` and `pay trigger` find.
 */
export async function webhookSandboxHome(options: Partial<SandboxOptions> = {}): Promise<{home: CliHome; sandbox: TestSandbox}> {
  const home = new CliHome()
  const sandbox = await TestSandbox.start({dataDir: join(home.env.PAY_DATA_DIR, 'sandbox'), webhookRetryScale: 0.001, ...options})
  const {test, webhook_secret: webhookSecret} = sandbox.merchant
  await home.addProfile('sandbox', sandbox.baseUrl, test.key_id, test.secret, webhookSecret)
  return {home, sandbox}
}
