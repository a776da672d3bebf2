import type {PayError} from '../../core/errors.js'

/** An error a check found, as facts: its English message and next step, and the same in the run's language if it has them. */
export interface ErrorFacts {
  code: string
  message: string
  tryMessage?: string
  spoken?: PayError['spoken']
  facts?: PayError['facts']
  status?: number
}

export function errorFacts(error: PayError): ErrorFacts {
  return {
    code: error.code,
    message: error.message,
    tryMessage: error.tryMessage,
    spoken: error.spoken,
    facts: error.facts,
    status: error.status,
  }
}

/** How GET /v1/banks leaves this machine (src/services/doctor/proxy-route.ts). */
export type RouteFact =
  | {proxy: string; variable: string}
  | {proxy?: undefined; reason: 'no-proxy-set' | 'no-proxy-all'}
  | {proxy?: undefined; reason: 'no-proxy-entry'; host: string; entry: string}

/** What one check found, by code with its values: src/ui says it (the details and fixes of `pay doctor`). */
export type DoctorFact =
  | {code: 'credentials-found'; profile?: string; mode: string; keyId: string; baseUrl: string}
  | {code: 'key-found-mode-below'}
  | {code: 'credentials-error'; error: ErrorFacts}
  | {code: 'mode-error'; error: ErrorFacts}
  | {code: 'no-credentials'}
  | {code: 'mode-ok'; mode: string; live: boolean}
  | {code: 'no-profile-file'; path: string}
  | {code: 'profile-file-exposed'; path: string; octal: string}
  | {code: 'profile-file-private'; path: string; octal: string}
  | {code: 'no-base-url'}
  | {code: 'base-url-invalid'; error: ErrorFacts}
  | {code: 'base-url-v1'; baseUrl: string}
  | {code: 'base-url-plain-http'; baseUrl: string}
  | {code: 'proxy-unusable'; error: ErrorFacts}
  | {code: 'host-unresolved'; host: string; errorCode?: string}
  | {code: 'probe-failed'; route: RouteFact; errorCode: string; message: string}
  | {code: 'probe-status'; route: RouteFact; status: number}
  | {code: 'answers'; route: RouteFact; status: number; durationMs: number; tls: boolean}
  | {code: 'no-answer'}
  | {code: 'no-date'}
  | {code: 'clock-off'; seconds: number; behind: boolean; window: number}
  | {code: 'clock-ok'; seconds: number; window: number}
  | {code: 'no-usable-credentials'}
  | {code: 'unreachable'}
  | {code: 'key-accepted'}
  | {code: 'key-refused'; clockOff: boolean}
  | {code: 'ip-not-allowed'}
  | {code: 'key-failed'; error: ErrorFacts}
  | {code: 'webhook-secret-missing'}
  | {code: 'webhook-secret-whitespace'}
  | {code: 'webhook-secret-set'; masked: string}
  | {code: 'bank-cache-no-base-url'}
  | {code: 'not-cached'}
  | {code: 'cache-future'; seconds: number}
  | {code: 'cache-stale'; ageSeconds: number; maxAgeSeconds: number}
  | {code: 'cache-fresh'; ageSeconds: number; maxAgeSeconds: number}
  | SecretsFact

/** Where the secrets are (src/core/secrets/key-store.ts): how many live keys' and approvers' in each place, and where a new one goes. */
export interface SecretsFact {
  code: 'secrets-kept'
  newSecrets: 'keyring' | 'file'
  /** The folder of the 0600 files. */
  directory: string
  live: {keyring: number; file: number; profilesJson: number}
  approvers: {keyring: number; file: number}
}

export type DoctorCheckName =
  | 'credentials'
  | 'mode'
  | 'profile_file'
  | 'secrets'
  | 'base_url'
  | 'clock'
  | 'key'
  | 'webhook_secret'
  | 'bank_cache'

/** One line of `pay doctor`: pass, fail, or skip (an earlier check failed, so this one cannot run), and what it found. */
export interface DoctorFinding {
  name: DoctorCheckName
  status: 'pass' | 'fail' | 'skip'
  fact: DoctorFact
}

/** @example passed('clock', {code: 'clock-ok', seconds: 2, window: 300}) */
export function passed(name: DoctorCheckName, fact: DoctorFact): DoctorFinding {
  return {name, status: 'pass', fact}
}

/** @example failed('webhook_secret', {code: 'webhook-secret-missing'}) */
export function failed(name: DoctorCheckName, fact: DoctorFact): DoctorFinding {
  return {name, status: 'fail', fact}
}

/** @example skipped('key', {code: 'unreachable'}) */
export function skipped(name: DoctorCheckName, fact: DoctorFact): DoctorFinding {
  return {name, status: 'skip', fact}
}
