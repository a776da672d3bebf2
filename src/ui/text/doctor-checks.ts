import type {DoctorCheck, DoctorReport} from '../../core/schemas/output/doctor.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {DoctorFinding, ErrorFacts} from '../../services/doctor/check.js'
import {sayErrorFacts} from '../words/active.js'
import {en, type Words} from '../words/en/index.js'

const TLS_CODES = /^(CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_TLS|ERR_SSL|EPROTO$)/

/** `pay doctor --json`: every check said in English, the same bytes in every language. */
export function doctorDocument(report: {ok: boolean; checks: DoctorFinding[]}): DoctorReport {
  return {ok: report.ok, checks: report.checks.map((finding) => doctorCheck(finding, en))}
}

/** One check in the words given: its detail and fix. An error's own words are its spoken ones outside English. */
export function doctorCheck(finding: DoctorFinding, said: Words): DoctorCheck {
  const {detail, fix} = sayFinding(finding, said)
  return {name: finding.name, status: finding.status, ok: finding.status === 'pass', detail, fix: fix ?? null}
}

function sayFinding({fact}: DoctorFinding, said: Words): {detail: string; fix?: string} {
  const {found, fixes} = said.doctor
  const error = (facts: ErrorFacts) =>
    said === en ? facts : {...facts, ...(facts.spoken ?? (facts.facts && sayErrorFacts(facts.facts, said)))}
  const safe = terminalSafe
  switch (fact.code) {
    case 'credentials-found': {
      const [keyId, baseUrl] = [safe(fact.keyId), safe(fact.baseUrl)]
      return {
        detail:
          fact.profile === undefined
            ? found.credentialsFromEnv(fact.mode, keyId, baseUrl)
            : found.credentialsFromProfile(safe(fact.profile), fact.mode, keyId, baseUrl),
      }
    }
    case 'key-found-mode-below':
      return {detail: found.keyFoundModeBelow}
    case 'credentials-error':
      return {detail: error(fact.error).message, fix: error(fact.error).tryMessage ?? fixes.login}
    case 'mode-error':
      return {detail: error(fact.error).message, fix: error(fact.error).tryMessage ?? fixes.modeYouMean}
    case 'no-credentials':
      return {detail: found.noCredentials}
    case 'mode-ok':
      return {detail: found.modeOk(fact.mode, fact.live)}
    case 'no-profile-file':
      return {detail: found.noProfileFile(safe(fact.path))}
    case 'profile-file-exposed':
      return {detail: found.profileFileExposed(safe(fact.path), fact.octal), fix: fixes.chmod(safe(fact.path))}
    case 'profile-file-private':
      return {detail: found.profileFilePrivate(safe(fact.path), fact.octal)}
    case 'no-base-url':
      return {detail: found.noBaseUrl, fix: fixes.noBaseUrl}
    case 'base-url-invalid':
      return {detail: error(fact.error).message, fix: `${error(fact.error).tryMessage} ${fixes.setIt}`}
    case 'base-url-v1':
      return {detail: found.baseUrlV1(safe(fact.baseUrl)), fix: fixes.dropV1}
    case 'base-url-plain-http':
      return {detail: found.baseUrlPlainHttp(safe(fact.baseUrl)), fix: fixes.useHttps}
    case 'proxy-unusable':
      return {detail: error(fact.error).message, fix: error(fact.error).tryMessage}
    case 'host-unresolved':
      return {detail: found.hostUnresolved(safe(fact.host), fact.errorCode), fix: fixes.checkHost}
    case 'probe-failed':
      return {detail: found.probeFailed(fact.route, safe(fact.message)), fix: probeFix(fact.errorCode, Boolean(fact.route.proxy), said)}
    case 'probe-status':
      return {detail: found.probeStatus(fact.route, fact.status), fix: fixes.notRoot}
    case 'answers':
      return {detail: found.answers(fact.route, fact.status, fact.durationMs, fact.tls)}
    case 'no-answer':
      return {detail: found.noAnswer}
    case 'no-date':
      return {detail: found.noDate}
    case 'clock-off':
      return {detail: found.clockOff(fact.seconds, fact.behind, fact.window), fix: fixes.ntp}
    case 'clock-ok':
      return {detail: found.clockOk(fact.seconds, fact.window)}
    case 'no-usable-credentials':
      return {detail: found.noUsableCredentials}
    case 'unreachable':
      return {detail: found.unreachable}
    case 'key-accepted':
      return {detail: found.keyAccepted}
    case 'key-refused':
      return {detail: found.keyRefused, fix: fact.clockOff ? fixes.clockFirst : fixes.wrongKey}
    case 'ip-not-allowed':
      return {detail: found.ipNotAllowed, fix: fixes.egressIp}
    case 'key-failed': {
      const {status, code, message, tryMessage} = error(fact.error)
      return {detail: found.keyFailed(status ? `${status} ` : '', code, message), fix: tryMessage ?? fixes.verbose}
    }
    case 'webhook-secret-missing':
      return {detail: found.webhookSecretMissing, fix: fixes.saveWebhookSecret}
    case 'webhook-secret-whitespace':
      return {detail: found.webhookSecretWhitespace, fix: fixes.saveAgain}
    case 'webhook-secret-set':
      return {detail: found.webhookSecretSet(fact.masked)}
    case 'bank-cache-no-base-url':
      return {detail: found.bankCacheNoBaseUrl}
    case 'not-cached':
      return {detail: found.notCached}
    case 'cache-future':
      return {detail: found.cacheFuture(fact.seconds), fix: fixes.clockThenRefresh}
    case 'cache-stale':
      return {detail: found.cacheStale(fact.ageSeconds, fact.maxAgeSeconds), fix: fixes.refresh}
    case 'cache-fresh':
      return {detail: found.cacheFresh(fact.ageSeconds, fact.maxAgeSeconds)}
    case 'secrets-kept':
      return {
        detail: found.secretsKept(
          found.secretPlaces(fact.live.keyring, fact.live.file),
          fact.live.profilesJson > 0 ? found.liveLeftInProfiles(fact.live.profilesJson) : '',
          found.secretPlaces(fact.approvers.keyring, fact.approvers.file),
          found.newSecretIn(fact.newSecrets, safe(fact.directory)),
        ),
      }
  }
}

function probeFix(code: string, proxied: boolean, said: Words): string {
  const {fixes} = said.doctor
  if (TLS_CODES.test(code)) return fixes.tls
  if (proxied) return fixes.proxy
  if (code === 'ECONNREFUSED') return fixes.refused
  if (/TIMEOUT/.test(code)) return fixes.timeout
  return fixes.network
}
