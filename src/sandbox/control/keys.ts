import {PayError} from '../../core/errors.js'
import type {SandboxCredentials} from '../server/index.js'
import {sandboxAdmin} from './admin-client.js'

/**
 * The merchants and keys of the sandbox of a data dir, running or stopped, read from its database (the
 * sandbox's code is loaded only here), or asked of the running sandbox where it holds its database alone
 * (Node 20: docs/runtimes.md).
 * @example (await readSandboxKeys('/home/me/.local/share/pay/sandbox')).merchants[0].test.key_id // 'unk_test_…'
 */
export async function readSandboxKeys(dataDir: string): Promise<SandboxCredentials> {
  const {readSandboxCredentials, DatabaseHeldError} = await import('../server/index.js')
  let credentials: SandboxCredentials | undefined
  try {
    credentials = readSandboxCredentials(dataDir)
  } catch (error) {
    if (error instanceof DatabaseHeldError && error.holder?.writer)
      return sandboxAdmin<SandboxCredentials>(dataDir, 'GET', '/_sandbox/credentials')
    throw error
  }
  if (!credentials) {
    throw new PayError({code: 'sandbox-not-found', dataDir}, 1, {code: 'SANDBOX_NOT_FOUND'})
  }
  return credentials
}
