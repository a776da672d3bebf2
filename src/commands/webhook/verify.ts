import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {readAllStdin} from '../../cli/io.js'
import {findProfile} from '../../core/profiles/credentials.js'
import type {WebhookVerified} from '../../core/schemas/output/webhook.js'
import {diagnoseWebhookSignature} from '../../core/signing/diagnosis/diagnose-webhook-signature.js'
import {snakeCaseKeys} from '../../core/text/snake-case-keys.js'
import {readWebhookVerifyInputs} from '../../services/webhooks/verify-inputs.js'
import {invalidSignatureError, renderWebhookVerdict} from '../../ui/text/webhook-verdict.js'

export default class WebhookVerifyCommand extends PayCommand<typeof WebhookVerifyCommand> {
  static override summary = 'Check a webhook signature over the raw body bytes, and say why it fails.'
  static override description =
    "Verifies the X-Webhook-Signature (lowercase hex HMAC-SHA256 of the raw body with the webhook secret) in constant time. The secret is the profile's webhook secret, or stdin with --secret-stdin. Valid: exit 0 and the event summarised. Invalid: exit 4, naming the variants that would match (a trailing newline added or removed, JSON re-serialised, CRLF, uppercase hex, base64, secret hex-decoded or with whitespace)."
  static override examples = [
    '<%= config.bin %> webhook verify body.json --signature 3f1c…',
    'cat body.json | <%= config.bin %> webhook verify - --signature 3f1c… --json',
    'printf %s "$WEBHOOK_SECRET" | <%= config.bin %> webhook verify body.json --signature 3f1c… --secret-stdin',
  ]
  static override args = {
    file: Args.string({description: 'The body exactly as received; "-" or nothing reads it from stdin.', ignoreStdin: true}),
  }
  static override flags = {
    signature: Flags.string({description: 'The X-Webhook-Signature header value.', required: true}),
    'secret-stdin': Flags.boolean({description: "Read the webhook secret from stdin instead of the profile's."}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/webhook.js').then((module) => module.webhookVerifiedSchema)

  async run(): Promise<WebhookVerified> {
    const {body, webhookSecret} = await readWebhookVerifyInputs({
      file: this.args.file,
      secretFromStdin: this.flags['secret-stdin'],
      stdinIsTTY: this.io.stdinIsTTY,
      readStdin: () => readAllStdin(this.io),
      profileWebhookSecret: () =>
        findProfile({env: this.io.env, store: this.session.store(), profileFlag: this.flags.profile}, false)?.profile.webhook_secret,
    })
    const diagnosis = diagnoseWebhookSignature({webhookSecret, body, signature: this.flags.signature})
    this.print(() => renderWebhookVerdict(diagnosis, this.outStyle))
    if (!diagnosis.valid) throw invalidSignatureError(diagnosis)
    return snakeCaseKeys({valid: true, event: diagnosis.event}) as WebhookVerified
  }
}
