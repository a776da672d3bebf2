import type {RouteFact} from '../../../services/doctor/check.js'
import {plural} from '../language.js'

const SET_IT = 'Set the right one: pay profile add NAME --base-url https://…'
const SAVE_IT = 'Save it (the portal shows it once): printf %s "$WEBHOOK_SECRET" | pay profile add NAME --webhook-secret-stdin'

function via(route: RouteFact): string {
  if (route.proxy !== undefined) return `via proxy ${route.proxy} (${route.variable})`
  if (route.reason === 'no-proxy-entry') return `direct (${route.host} matches NO_PROXY entry ${route.entry})`
  return route.reason === 'no-proxy-all' ? 'direct (NO_PROXY is *)' : 'direct (no HTTP(S)_PROXY set)'
}

function minutes(seconds: number): string {
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`
}

/** `pay doctor`: the checks' names, what each found (by the fact's code, src/services/doctor/check.ts) and its fix. */
export const doctor = {
  checks: {
    credentials: 'Credentials',
    mode: 'Key mode',
    profile_file: 'Profile file',
    secrets: 'Secrets',
    base_url: 'Base URL',
    clock: 'Clock',
    key: 'Key accepted',
    webhook_secret: 'Webhook secret',
    bank_cache: 'Bank list cache',
  },
  language: 'Language',
  allPass: (count: number) => plural('en', count, {one: 'The check passes.', other: 'All # checks pass.'}),
  failed: (failures: number, total: number, skips: number) =>
    `${failures} of ${plural('en', total, {one: '# check', other: '# checks'})} failed${skips > 0 ? `, ${skips} could not run` : ''}.`,
  found: {
    credentialsFromEnv: (mode: string, keyId: string, baseUrl: string) =>
      `PAY_API_KEY / PAY_API_SECRET: ${mode} key ${keyId}, base URL ${baseUrl}`,
    credentialsFromProfile: (profile: string, mode: string, keyId: string, baseUrl: string) =>
      `profile "${profile}": ${mode} key ${keyId}, base URL ${baseUrl}`,
    keyFoundModeBelow: 'a key was found (its mode is checked below)',
    noCredentials: 'skipped: no credentials',
    modeOk: (mode: string, live: boolean) => `${mode} key, and --live was ${live ? '' : 'not '}given`,
    noProfileFile: (path: string) => `no profile file at ${path} (nothing saved, so nothing exposed)`,
    profileFileExposed: (path: string, octal: string) => `${path} is ${octal}: other users can read the secrets in it`,
    profileFilePrivate: (path: string, octal: string) => `${path} is ${octal}`,
    noBaseUrl: 'no base URL is known',
    baseUrlV1: (baseUrl: string) => `${baseUrl} ends in /v1, but every path already starts with /v1`,
    baseUrlPlainHttp: (baseUrl: string) => `${baseUrl} is plain http to another machine: requests travel unencrypted`,
    hostUnresolved: (host: string, code: string | undefined) => `${host} does not resolve (${code ?? 'lookup failed'})`,
    probeFailed: (route: RouteFact, message: string) => `GET /v1/banks ${via(route)} failed: ${message}`,
    probeStatus: (route: RouteFact, status: number) => `GET /v1/banks answered ${status} ${via(route)}`,
    answers: (route: RouteFact, status: number, durationMs: number, tls: boolean) =>
      `answers: ${status} in ${durationMs} ms, ${via(route)}${tls ? ', TLS ok' : ''}`,
    noAnswer: 'skipped: the base URL did not answer',
    noDate: 'skipped: the server sent no readable Date header',
    clockOff: (seconds: number, behind: boolean, window: number) =>
      `this machine's clock is ${seconds} s ${behind ? 'behind' : 'ahead of'} the server's (window ±${window} s): every signed request is refused`,
    clockOk: (seconds: number, window: number) => `${seconds} s off the server's clock (window ±${window} s)`,
    noUsableCredentials: 'skipped: no usable credentials (see above)',
    unreachable: 'skipped: the base URL does not answer',
    keyAccepted: 'accepted: a signed GET /v1/balance answered 2xx',
    keyRefused: 'refused: 401 UNAUTHORIZED',
    ipNotAllowed: "the key is valid, but this machine's IP is not on the merchant's allowlist (403 IP_NOT_ALLOWED)",
    keyFailed: (status: string, code: string, message: string) => `GET /v1/balance failed: ${status}${code}: ${message}`,
    webhookSecretMissing: 'not set: webhook signatures cannot be checked (pay webhook verify, pay webhook listen)',
    webhookSecretWhitespace: 'it starts or ends with whitespace, so every signature check fails',
    webhookSecretSet: (masked: string) => `set (${masked})`,
    bankCacheNoBaseUrl: 'skipped: no base URL',
    notCached: 'not cached yet: the first command that needs it fetches it',
    cacheFuture: (seconds: number) => `fetched ${seconds} s in the future: this machine's clock was moved back since`,
    cacheStale: (age: number, maxAge: number) => `stale: fetched ${minutes(age)} ago; its max-age is ${minutes(maxAge)}`,
    cacheFresh: (age: number, maxAge: number) => `fetched ${minutes(age)} ago; its max-age is ${minutes(maxAge)}`,
    /** Where the secrets are: `live` and `approvers` said by `secretPlaces`, `left` by `liveLeftInProfiles` (or ''), `next` by `newSecretIn`. */
    secretsKept: (live: string, left: string, approvers: string, next: string) =>
      `live keys' secrets: ${live}${left}; approvers' keys: ${approvers}; a new secret goes to ${next}`,
    secretPlaces: (keyring: number, file: number) =>
      keyring + file === 0 ? 'none' : `${keyring} in the OS keyring, ${file} in 0600 files`,
    liveLeftInProfiles: (count: number) => `; ${count} still in profiles.json, moved at their next use with --live`,
    newSecretIn: (place: 'keyring' | 'file', directory: string): string =>
      place === 'keyring' ? 'the OS keyring' : `a 0600 file in ${directory} (no OS keyring answers)`,
  },
  fixes: {
    login: 'Run `pay login`, or set PAY_API_KEY and PAY_API_SECRET.',
    modeYouMean: 'Use a key of the mode you mean.',
    chmod: (path: string) => `chmod 600 ${path}`,
    noBaseUrl: 'Run `pay login`, or set PAY_BASE_URL.',
    setIt: SET_IT,
    dropV1: `Drop the /v1. ${SET_IT}`,
    useHttps: `Use the https:// address. ${SET_IT}`,
    checkHost: `Check the host name in the base URL, and DNS. ${SET_IT}`,
    tls: 'The TLS certificate was not accepted: if a company proxy or CA inspects TLS, point NODE_EXTRA_CA_CERTS at its CA file; otherwise check the host name.',
    proxy: 'Check the proxy (HTTPS_PROXY/HTTP_PROXY) is up and lets this host through, or add the host to NO_PROXY.',
    refused: 'Nothing listens there: check the port. For the local sandbox, start it with `pay sandbox start`.',
    timeout: 'No answer in time: check the network and firewall, or whether a proxy (HTTPS_PROXY) is needed.',
    network: 'Check the base URL and the network.',
    notRoot: `This does not look like the service's root URL. ${SET_IT}`,
    ntp: 'Sync the clock with NTP (e.g. `sudo timedatectl set-ntp true`).',
    clockFirst: 'Fix the clock first (see the clock check): the signature is refused outside the window.',
    wrongKey:
      'The key id or secret is wrong, or the key was rotated: copy both again from the portal (pay profile add NAME --key-id ID --secret-stdin); see how a signature is built with `pay sign GET /v1/balance --explain`.',
    egressIp: "Send this machine's egress IP (e.g. `curl -s https://ifconfig.me`) to the payment service's team to add to the allowlist.",
    verbose: 'Run `pay balance --verbose` to see the exchange.',
    saveWebhookSecret: SAVE_IT,
    saveAgain: `Save it again without the spaces or newline. ${SAVE_IT}`,
    refresh: 'pay banks --refresh',
    clockThenRefresh: 'Check the clock, then: pay banks --refresh',
  },
}
