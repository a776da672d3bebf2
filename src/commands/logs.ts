import * as Flags from '@oclif/core/flags'
import {JSON_LINES, OUTPUT_SCHEMA, PayCommand} from '../cli/base-command.js'
import {wideFlag} from '../cli/flags.js'
import type {RequestLogEntry, RequestLogPage} from '../core/schemas/output/request-log.js'
import {terminalSafe} from '../core/text/visible-text.js'
import type {RequestLogFilter} from '../services/request-log/entry-filter.js'
import {followRequests} from '../services/request-log/follow.js'
import {listRequests} from '../services/request-log/list.js'
import {requestLogPath} from '../services/request-log/log-file.js'
import {renderSkippedLines} from '../ui/text/notices.js'
import {renderRequestLog, renderRequestLogLine} from '../ui/text/request-log.js'
import {words} from '../ui/words/active.js'

export default class LogsCommand extends PayCommand<typeof LogsCommand> {
  static override summary = 'List the requests pay sent: time, profile, mode, method, path, status, request id, duration.'
  static override description =
    `Every request pay sends (each retry too) is kept in <data dir>/request-log/requests.jsonl, newest last, without any secret; bodies only with --log-bodies. Quote the request id to support.

--profile here picks the profile whose requests to show (all profiles without it). --follow prints new requests as other pay commands send them, until Ctrl-C. With --json: one line {"data": [...], "has_more"}; with --follow, one entry a line (NDJSON). See docs/request-log.md.`
  static override examples = [
    '<%= config.bin %> logs',
    '<%= config.bin %> logs --status failed --limit 5',
    '<%= config.bin %> logs --request-id req_7Hx2 --json',
    '<%= config.bin %> logs --follow',
  ]
  static override flags = {
    ...wideFlag,
    limit: Flags.integer({
      description: 'How many of the newest matching requests to show (0 with --follow: only new ones).',
      default: 20,
      min: 0,
    }),
    status: Flags.string({description: 'Only this status (404), class (4xx), or `failed` (no answer, or not 2xx).'}),
    'request-id': Flags.string({description: 'Only the request with this request id.'}),
    follow: Flags.boolean({char: 'f', description: 'Keep printing requests as they are sent, until Ctrl-C.'}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../core/schemas/output/request-log.js').then((module) => module.requestLogOutputSchema)
  static override [JSON_LINES] = true

  async run(): Promise<RequestLogPage | undefined> {
    const filter: RequestLogFilter = {status: this.flags.status, profile: this.flags.profile, requestId: this.flags['request-id']}
    const dataDir = this.session.options.dataDir
    const {page, end, skipped} = listRequests({dataDir, filter, limit: this.flags.limit})
    if (skipped.count > 0) this.note(renderSkippedLines(skipped, this.errStyle))
    if (!this.flags.follow) {
      const filtered = Object.values(filter).some((value) => value !== undefined)
      this.print(() => renderRequestLog(page, filtered, this.outStyle, this.tableWidth(this.flags.wide)))
      if (page.has_more && !this.jsonEnabled()) this.note(words().request.logs.olderMatch)
      return page
    }
    for (const entry of page.data) this.writeEntry(entry)
    this.note(words().request.logs.following(terminalSafe(requestLogPath(dataDir))))
    const stop = new AbortController()
    const stopListening = this.io.onSignal(['SIGINT', 'SIGTERM'], () => stop.abort())
    try {
      for await (const entry of followRequests({dataDir, filter, from: end, signal: stop.signal})) this.writeEntry(entry)
    } finally {
      stopListening()
    }
  }

  private writeEntry(entry: RequestLogEntry): void {
    this.io.stdout.write(
      this.jsonEnabled() ? `${JSON.stringify(entry)}\n` : renderRequestLogLine(entry, this.outStyle, this.tableWidth(this.flags.wide)),
    )
  }
}
