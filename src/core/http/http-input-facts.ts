/**
 * Where a URL came from, for its error: a flag or an environment variable named as typed (`--base-url`,
 * `PAY_BASE_URL`), the base URL (a prompt, or the session's), a profile's base URL, or `webhook check`'s endpoint.
 */
export type UrlSource = {kind: 'named'; name: string} | {kind: 'base-url'} | {kind: 'profile'; profile: string} | {kind: 'endpoint'}

/** Where a header's value came from: a flag as typed (`--idempotency-key`), the key id, or a header by its name. */
export type HeaderSource = {kind: 'named'; name: string} | {kind: 'key-id'} | {kind: 'header'; name: string}

/** A character HTTP cannot carry at a position (counted from 1), or a space or tab at either end of a value. */
export type CharacterProblem = {kind: 'character'; character: string; position: number} | {kind: 'edge-space'}

/** Why a header cannot be sent as written; `in`: in the name or the value of a `Name: value` line. */
export type HeaderProblem = (CharacterProblem & {in?: 'name' | 'value'}) | {kind: 'no-colon'} | {kind: 'no-name'}

/**
 * A URL or a header refused before anything is sent (src/core/http/url-input.ts, header-value.ts). `shown` and
 * `without`: the URL (or proxy) without its user name or password; `line`: the flag of a `Name: value` header, as typed.
 */
export type HttpInputFact =
  | {code: 'url-not-http'; source: UrlSource; shown: string; example: string}
  | {code: 'url-with-userinfo'; source: UrlSource; without: string}
  | {code: 'proxy-unusable'; variable: string; shown: string}
  | {code: 'header-value-refused'; source: HeaderSource; problem: HeaderProblem}
  | {code: 'header-line-refused'; line: string; problem: HeaderProblem}
  | {code: 'header-reserved'; line: string; name: string}
