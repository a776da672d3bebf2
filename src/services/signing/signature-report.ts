import {randomUUID} from 'node:crypto'
import {requiresIdempotencyKey} from '../../core/http/api.js'
import type {PayClient} from '../../core/http/client.js'
import {checkRequestTarget} from '../../core/http/request-target.js'
import {curlCommand} from '../../core/signing/diagnosis/curl-command.js'
import {diagnoseSignature, type SignatureDiagnosis} from '../../core/signing/diagnosis/diagnose-signature.js'
import {explainSignature, type SignatureExplanation} from '../../core/signing/diagnosis/explain-signature.js'
import {checkAgainstServerClock, type ServerClockCheck} from '../../core/signing/diagnosis/timestamp-checks.js'
import {unixSeconds} from '../../core/signing/sign-request.js'
import {trimTrailing} from '../../core/text/trim-trailing.js'

export interface SignatureReportOptions {
  keyId: string
  secret: string
  baseUrl: string
  /** Any word: checked by the command (`signableMethod`). */
  method: string
  /** Path and query exactly as sent. */
  target: string
  /** Unix seconds; now when absent. */
  timestamp?: string
  now: number
  body?: Uint8Array
  /** The file the body was read from, for the curl line. */
  bodyFile?: string
  /** The X-Signature of a failing request, to diagnose. */
  expectedSignature?: string
  /** For `--explain`: reads the server's Date header (undefined when the server does not answer). */
  readServerDate?: () => Promise<string | undefined>
}

export interface SignatureReport {
  explanation: SignatureExplanation
  curl: string
  /** Asked only with `--explain`; null when the server did not answer. */
  serverClock?: ServerClockCheck | null
  diagnosis?: SignatureDiagnosis
}

/**
 * Everything `pay sign` prints: the explanation, a ready curl line, and on request the server clock check
 * and the diagnosis of a failing signature. Sends nothing signed.
 */
export async function buildSignatureReport(options: SignatureReportOptions): Promise<SignatureReport> {
  // The same rule as the client's: a target pay would not send as written is not signed for curl either.
  checkRequestTarget(options.target)
  const body = options.body ?? new Uint8Array()
  const timestamp = options.timestamp ?? unixSeconds(options.now)
  const signing = {secret: options.secret, method: options.method, target: options.target, timestamp, body}
  const explanation = explainSignature({...signing, keyId: options.keyId})
  const report: SignatureReport = {explanation, curl: curlFor(options, explanation)}
  if (options.readServerDate) {
    const serverDate = await options.readServerDate()
    report.serverClock = checkAgainstServerClock({timestamp, serverDate, localNowMs: options.now}) ?? null
  }
  if (options.expectedSignature !== undefined)
    report.diagnosis = diagnoseSignature({...signing, expectedSignature: options.expectedSignature})
  return report
}

function curlFor(options: SignatureReportOptions, explanation: SignatureExplanation): string {
  const method = explanation.canonicalLines[0]
  const hasBody = options.body !== undefined && options.body.length > 0
  const headers: Record<string, string> = {
    ...(hasBody ? {'content-type': 'application/json'} : {}),
    ...(requiresIdempotencyKey(method, options.target) ? {'idempotency-key': randomUUID()} : {}),
    ...explanation.headers,
  }
  return curlCommand({
    url: `${trimTrailing(options.baseUrl, '/')}${options.target}`,
    method,
    headers,
    body: options.body,
    bodyFile: options.bodyFile,
  })
}

export const SERVER_CLOCK_TIMEOUT_MS = 3000

/**
 * The server's `Date` header, read from the public bank list (no key needed), asked once with a short
 * timeout (the caller's client: no retries, SERVER_CLOCK_TIMEOUT_MS); undefined when the base URL does not
 * answer in time, since the clock check is only a hint.
 */
export async function fetchServerDate(client: PayClient): Promise<string | undefined> {
  try {
    const response = await client.send({method: 'GET', target: '/v1/banks', unsigned: true})
    return response.headers.date
  } catch {
    return undefined
  }
}
