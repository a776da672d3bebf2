import {InputError} from '../../core/errors.js'

/**
 * The `/v1/test/*` endpoints exist only for test keys (a live key gets 404), so a `pay test` command refuses
 * live mode before sending anything.
 *
 * @example assertTestMode('test top-up', true) // throws InputError (exit 2)
 */
export function assertTestMode(command: string, live: boolean): void {
  if (!live) return
  throw new InputError(`\`pay ${command}\` works in test mode only, and --live was given. Nothing was sent.`, {
    code: 'TEST_MODE_ONLY',
    tryMessage: "Drop --live: test helpers use the profile's test key (the live service has no test endpoints).",
    facts: {code: 'test-mode-only', command},
  })
}
