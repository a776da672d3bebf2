import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../cli/base-command.js'
import {readAllStdin} from '../cli/io.js'
import {readRequestBody, signableMethod} from '../cli/request-line.js'
import {ExitCode} from '../core/errors.js'
import type {SignatureReportJson} from '../core/schemas/output/signature.js'
import {buildSignatureReport, fetchServerDate, SERVER_CLOCK_TIMEOUT_MS} from '../services/signing/signature-report.js'
import {renderSignatureReport} from '../ui/text/sign-explanation.js'
import {signatureDocument} from '../ui/text/signature-document.js'

export default class SignCommand extends PayCommand<typeof SignCommand> {
  static override summary = 'Show how a request is signed, and find the mistake behind a failing signature. Sends nothing.'
  static override description =
    'Prints the canonical string with its line breaks shown, the body SHA-256, the signature, the three headers and a ready curl line, with the credentials of the profile in use. --explain adds the rule of each step and compares the timestamp with the server clock. --expect-signature takes the X-Signature of a failing request and names the usual mistake that reproduces it: body re-serialised, query dropped or re-encoded, method case, timestamp in ms or off by some seconds, secret hex-decoded, CRLF or a trailing newline, uppercase hex, base64.\n\nExits 0 when the expected signature matches this request (or none was given), 4 when it does not: a mistake reproduces it, or none does (verification failed, as with webhook verify).'
  static override examples = [
    '<%= config.bin %> sign GET /v1/balance',
    '<%= config.bin %> sign GET "/v1/withdrawals?limit=5&status=SUCCESS" --explain',
    `<%= config.bin %> sign POST /v1/deposits -d '{"amount":"100.00"}' --timestamp 1718790000 --expect-signature 9ae5bfca…`,
    '<%= config.bin %> sign POST /v1/withdrawals --data-file body.json --json',
  ]
  static override args = {
    method: Args.string({description: 'HTTP method', required: true}),
    path: Args.string({description: 'Path and query exactly as sent, e.g. /v1/balance', required: true}),
  }
  static override flags = {
    data: Flags.string({char: 'd', description: 'Request body, exactly as sent; "-" reads it from stdin.'}),
    'data-file': Flags.string({description: 'Read the request body from a file, byte for byte.'}),
    timestamp: Flags.string({
      description: 'Unix seconds to sign with (default: now); give the X-Timestamp of a failing request to reproduce it.',
    }),
    explain: Flags.boolean({description: 'Annotate each step with its rule and check the timestamp against the server clock.'}),
    'expect-signature': Flags.string({description: 'The X-Signature of a failing request: name the mistake that reproduces it.'}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../core/schemas/output/signature.js').then((module) => module.signatureReportSchema)

  async run(): Promise<SignatureReportJson> {
    const body = await readRequestBody({data: this.flags.data, dataFile: this.flags['data-file'], readStdin: () => readAllStdin(this.io)})
    const credentials = this.session.credentials()
    const report = await buildSignatureReport({
      keyId: credentials.keyId,
      secret: credentials.secret,
      baseUrl: credentials.baseUrl,
      method: signableMethod(this.args.method),
      target: this.args.path,
      timestamp: this.flags.timestamp,
      now: Date.now(),
      body,
      bodyFile: this.flags['data-file'],
      expectedSignature: this.flags['expect-signature'],
      readServerDate: this.flags.explain
        ? () => fetchServerDate(this.session.probeClient(credentials.baseUrl, SERVER_CLOCK_TIMEOUT_MS))
        : undefined,
    })
    this.print(() => renderSignatureReport(report, this.outStyle, {explain: this.flags.explain}))
    const mismatch = report.diagnosis !== undefined && report.diagnosis.verdict !== 'match'
    return this.finish(signatureDocument(report), mismatch ? ExitCode.badOutcome : ExitCode.ok)
  }
}
