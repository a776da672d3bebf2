import {PayError} from '../../core/errors.js'
import {say} from '../../core/text/visible-text.js'
import type {SandboxCredentials} from '../server/index.js'

/**
 * The merchants and keys of the sandbox of a data dir, running or stopped, read from its database (the
 * sandbox's code is loaded only here).
 * @example (await readSandboxKeys('/home/me/.local/share/pay/sandbox')).merchants[0].test.key_id // 'unk_test_…'
 */
export async function readSandboxKeys(dataDir: string): Promise<SandboxCredentials> {
  const {readSandboxCredentials} = await import('../server/index.js')
  const credentials = readSandboxCredentials(dataDir)
  if (!credentials) {
    throw new PayError(say`No sandbox has run with the data dir ${dataDir}.`, 1, {
      code: 'SANDBOX_NOT_FOUND',
      tryMessage: 'Start one with `pay sandbox start`.',
      facts: {code: 'sandbox-not-found', dataDir},
    })
  }
  return credentials
}
