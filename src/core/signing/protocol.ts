/**
 * The fixed values of the service's request signing, apart from the code that signs (sign-request.ts), so that
 * what only names them (the words of `pay sign`, `pay doctor`) does not load node:crypto.
 */

/** The SHA-256 of no bytes, which every request without a body signs. */
export const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

/** The replay window of the service, in seconds either way. */
export const REPLAY_WINDOW_SECONDS = 300
