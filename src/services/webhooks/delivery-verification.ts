import {diagnoseWebhookSignature} from '../../core/signing/diagnosis/diagnose-webhook-signature.js'

/**
 * Why a delivery cannot be trusted, or null when its X-Webhook-Signature matches its raw bytes under the
 * webhook secret. A mismatch names the likely mistake when one of `pay webhook verify`'s variants explains it.
 * @example verificationProblem(secret, body, [['X-Webhook-Signature', sig]]) // 'does not match the body; it would match with: Secret with surrounding whitespace'
 */
export function verificationProblem(webhookSecret: string | undefined, body: Uint8Array, headers: Array<[string, string]>): string | null {
  if (!webhookSecret) return 'no webhook secret set'
  const signature = headers.find(([name]) => name.toLowerCase() === 'x-webhook-signature')?.[1]
  if (signature === undefined) return 'no X-Webhook-Signature header'
  const diagnosis = diagnoseWebhookSignature({webhookSecret, body, signature})
  if (diagnosis.valid) return null
  const [likely] = diagnosis.matchingVariants
  return likely
    ? `does not match the body; it would match with: ${likely.title}`
    : 'does not match the body (another webhook secret signed it, or the body was changed on the way)'
}
