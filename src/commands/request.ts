import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../cli/base-command.js'
import {idempotencyKeyFlag, sendingFlags} from '../cli/flags.js'
import {readAllStdin} from '../cli/io.js'
import {readRequestBody, sendableMethod} from '../cli/request-line.js'
import {apiErrorFromResponse} from '../core/http/response-error.js'
import type {DryRunOutput} from '../core/schemas/output/cli.js'
import type {ApiAnswer} from '../core/schemas/output/request-log.js'
import {answerOf, sendRawRequest, wouldSendRawRequest} from '../services/requests/raw-request.js'
import {renderBody, renderStatusAndHeaders} from '../ui/text/request-trace.js'

export default class RequestCommand extends PayCommand<typeof RequestCommand> {
  static override summary = 'Send one signed request to any endpoint and print the answer.'
  static override description =
    'The body is sent byte for byte as given (never re-serialised) and signed over those bytes. An Idempotency-Key is added on the endpoints that require one.'
  static override examples = [
    '<%= config.bin %> request GET /v1/balance',
    '<%= config.bin %> request GET "/v1/withdrawals?limit=5&status=SUCCESS" --include',
    `<%= config.bin %> request POST /v1/test/top-up -d '{"amount":"1000.00"}'`,
    '<%= config.bin %> request POST /v1/deposits --data-file deposit.json --idempotency-key order-1042',
    'cat body.json | <%= config.bin %> request POST /v1/withdrawals -d -',
  ]
  static override args = {
    method: Args.string({description: 'HTTP method', required: true}),
    path: Args.string({description: 'Path and query exactly as sent, e.g. /v1/balance', required: true}),
  }
  static override flags = {
    ...sendingFlags,
    ...idempotencyKeyFlag,
    data: Flags.string({char: 'd', description: 'Request body; "-" reads it from stdin.'}),
    'data-file': Flags.string({description: 'Read the request body from a file.'}),
    include: Flags.boolean({char: 'i', description: 'Print the status line and the response headers.'}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../core/schemas/output/request-log.js').then((module) => module.apiAnswerSchema)

  async run(): Promise<ApiAnswer | DryRunOutput> {
    const body = await readRequestBody({
      data: this.flags.data,
      dataFile: this.flags['data-file'],
      readStdin: () => readAllStdin(this.io),
    })
    const api = this.args.path === '/v1/banks' ? this.session.publicApi() : this.session.api()
    const request = {
      api,
      method: sendableMethod(this.args.method),
      target: this.args.path,
      body,
      idempotencyKey: this.flags['idempotency-key'],
    }
    if (this.flags['dry-run']) return this.dryRunResult(wouldSendRawRequest(request))
    const response = await sendRawRequest(request)
    if (this.flags.include) this.print(() => renderStatusAndHeaders(response, this.outStyle))
    if (response.status < 200 || response.status > 299) throw apiErrorFromResponse(response, Date.now())
    this.print(() => renderBody(response.bodyText))
    return answerOf(response.bodyText)
  }
}
