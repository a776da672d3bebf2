import {InputError} from '../../core/errors.js'

/**
 * The `/v1/test/*` endpoints exist only for test keys (a live key gets 404), so a `pay test` command refuses
 * live mode before sending anything.
 *
 * @example assertTestMode('test top-up', true) // throws InputError (exit 2)
 */
export function assertTestMode(command: string, live: boolean): void {
  if (!live) return
  throw new InputError({code: 'test-mode-only', command}, {code: 'TEST_MODE_ONLY'})
}
