import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {readAllStdin, stdoutColumns} from '../../cli/io.js'
import {ExitCode} from '../../core/errors.js'
import {findProfile} from '../../core/profiles/credentials.js'
import type {WebhookCheck} from '../../core/schemas/output/webhook-check.js'
import {CHECK_CASE_IDS} from '../../services/webhooks/check/cases.js'
import {runWebhookCheck, SERVICE_DELIVERY_LIMIT_MS, selectCases, unanswered} from '../../services/webhooks/check/run-check.js'
import {checkTarget, liveSecretWithoutFlag} from '../../services/webhooks/check/target.js'
import {readWebhookSecret} from '../../services/webhooks/verify-inputs.js'
import {
  beyondMachineQuestion,
  endpointUnreachable,
  liveSecretQuestion,
  liveSecretWithoutLive,
  noCheckCase,
  renderCheckStart,
  renderWebhookCheck,
  unknownCheckCases,
} from '../../ui/text/webhook-check.js'

export default class WebhookCheckCommand extends PayCommand<typeof WebhookCheckCommand> {
  static override summary =
    'Grade your webhook endpoint: genuine deliveries accepted fast, forged ones refused, repeats and surprises tolerated.'
  static override description =
    "Sends your endpoint a battery of deliveries signed with the profile's webhook secret (or --secret-stdin): a genuine delivery of every event type, which must get a 2xx within the service's 10 s; forged ones (no signature, an empty one, another secret, a changed body, the body re-serialised, a truncated signature), which must not; and the same event twice, a refund before its failure, an unknown event type and extra fields, which must get a 2xx. Prints a table and one line of advice per bug. Exit 0 when every case passes, 4 when one fails, 1 when the endpoint never answers. Forged deliveries go only where you say: a URL beyond this machine needs --yes (or a yes at a terminal)."
  static override examples = [
    '<%= config.bin %> webhook check http://127.0.0.1:3000/webhooks',
    '<%= config.bin %> webhook check https://staging.example.com/webhooks --yes --skip-verify',
    '<%= config.bin %> webhook check http://127.0.0.1:3000/webhooks --only forged --json',
    'printf %s "$WEBHOOK_SECRET" | <%= config.bin %> webhook check http://127.0.0.1:3000/webhooks --secret-stdin --skip tolerant.unknown-event',
  ]
  static override args = {
    url: Args.string({description: 'The endpoint to grade: http or https.', required: true}),
  }
  static override flags = {
    'secret-stdin': Flags.boolean({description: "Read the webhook secret from stdin instead of the profile's."}),
    only: Flags.string({
      description: `Run only these cases or groups (genuine, forged, tolerant), comma-separated: ${CHECK_CASE_IDS.join(', ')}.`,
      delimiter: ',',
      multiple: true,
    }),
    skip: Flags.string({description: 'Leave out these cases or groups, comma-separated.', delimiter: ',', multiple: true}),
    timeout: Flags.integer({
      description: 'Seconds a genuine delivery may take to get its 2xx (the service gives up at 10).',
      default: SERVICE_DELIVERY_LIMIT_MS / 1000,
      min: 1,
      max: 10,
    }),
    'skip-verify': Flags.boolean({description: "Don't check the TLS certificate of an https URL (a self-signed staging one)."}),
    yes: Flags.boolean({description: 'Send forged deliveries to a URL beyond this machine without asking.'}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/webhook-check.js').then((module) => module.webhookCheckSchema)

  async run(): Promise<WebhookCheck> {
    const target = await checkTarget(this.args.url)
    const selection = selectCases(CHECK_CASE_IDS, this.flags.only ?? [], this.flags.skip ?? [])
    if ('unknown' in selection) unknownCheckCases(selection.unknown, selection.known)
    if (selection.picked.length === 0) noCheckCase()
    const secretFromStdin = this.flags['secret-stdin']
    const profile = secretFromStdin
      ? undefined
      : findProfile({env: this.io.env, store: this.session.store(), profileFlag: this.flags.profile}, false)?.profile
    if (liveSecretWithoutFlag(profile, this.flags.live)) liveSecretWithoutLive()
    const webhookSecret = await readWebhookSecret({
      secretFromStdin,
      stdinIsTTY: this.io.stdinIsTTY,
      readStdin: () => readAllStdin(this.io),
      profileWebhookSecret: () => profile?.webhook_secret,
      stdinUsage: 'pay webhook check URL --secret-stdin',
    })
    await this.confirmDangerous(beyondMachineQuestion(target.url), {yes: this.flags.yes, needed: !target.loopback})
    await this.confirmDangerous(liveSecretQuestion(target.url), {yes: this.flags.yes, needed: this.flags.live})
    const check = await runWebhookCheck({
      url: target.url,
      webhookSecret,
      limitMs: this.flags.timeout * 1000,
      skipTlsVerify: this.flags['skip-verify'],
      onlyThisMachine: target.loopback,
      caseIds: selection.picked,
      onStart: (cases) => this.note(renderCheckStart(target.url, cases, this.flags.timeout * 1000)),
    })
    const silence = unanswered(check)
    if (silence !== undefined) throw endpointUnreachable(check.url, silence)
    this.print(() => renderWebhookCheck(check, this.outStyle, stdoutColumns(this.io)))
    return this.finish(check, check.failed === 0 ? ExitCode.ok : ExitCode.badOutcome)
  }
}
