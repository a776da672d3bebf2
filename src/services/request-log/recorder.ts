import type {Exchange} from '../../core/http/request-types.js'
import {apiErrorFromResponse} from '../../core/http/response-error.js'
import type {Mode} from '../../core/profiles/credentials.js'
import type {RequestLogEntry} from '../../core/schemas/output/request-log.js'
import {replaceSecrets} from '../../core/text/redaction.js'
import {LogAppender, REQUEST_LOG_MAX_BYTES, requestLogPath} from './log-file.js'
import {redactBody} from './redact.js'

/** Who sends through a client: what each of its entries says of the profile and mode, and what to redact. */
export interface RecordedClient {
  profile: string | null
  mode: Mode | null
  baseUrl: string
  /** The key's secret and the webhook secret: never written, even inside a body. */
  secrets: readonly string[]
}

export interface RecorderOptions {
  dataDir: string
  /** Also keep the request and response bodies (`--log-bodies`, PAY_LOG_BODIES=1), secrets redacted. */
  logBodies: boolean
  /** Called once, at the first write that fails; nothing more is written by this recorder. */
  onFailure: (error: Error, path: string) => void
  maxBytes?: number
}

/**
 * Appends every attempt a client sends to the request history (`<data dir>/request-log/requests.jsonl`). It
 * never throws: a history that cannot be written must not fail the command that sends.
 * @example new PayClient({...clientOptions, onExchange: recorder.forClient({profile: 'acme', mode: 'test', baseUrl, secrets: [secret]})})
 */
export class RequestRecorder {
  readonly path: string
  private failed = false
  /** The file stays open from the first request to `close()`. */
  private readonly file: LogAppender

  constructor(private readonly options: RecorderOptions) {
    this.path = requestLogPath(options.dataDir)
    this.file = new LogAppender(this.path, options.maxBytes ?? REQUEST_LOG_MAX_BYTES)
  }

  forClient(client: RecordedClient): (exchange: Exchange) => void {
    return (exchange) => {
      if (this.failed) return
      try {
        const line = `${JSON.stringify(entryOf(exchange, client, this.options.logBodies))}\n`
        this.file.append(line)
      } catch (error) {
        this.failed = true
        this.options.onFailure(error as Error, this.path)
      }
    }
  }

  close(): void {
    this.file.close()
  }
}

function entryOf(exchange: Exchange, client: RecordedClient, logBodies: boolean): RequestLogEntry {
  const {request, response, failure} = exchange
  const refusal = response && (response.status < 200 || response.status > 299) ? apiErrorFromResponse(response, exchange.at) : undefined
  const entry: RequestLogEntry = {
    at: new Date(exchange.at).toISOString(),
    profile: client.profile,
    mode: client.mode,
    base_url: client.baseUrl,
    method: request.method,
    target: replaceSecrets(request.target, client.secrets),
    attempt: exchange.attempt,
    status: response?.status ?? null,
    request_id: response?.requestId ?? refusal?.requestId ?? null,
    idempotency_key: request.idempotencyKey ?? null,
    duration_ms: exchange.durationMs,
    error_code: failure?.code ?? refusal?.code ?? null,
  }
  if (!logBodies) return entry
  if (request.bodyBytes !== undefined) entry.request_body = redactBody(request.bodyBytes.toString('utf8'), client.secrets)
  if (response) entry.response_body = redactBody(response.bodyText, client.secrets)
  return entry
}
