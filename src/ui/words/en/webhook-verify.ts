/** `pay webhook verify`: the verdict, the event it carries, and the error when it does not match. */
export const webhookVerify = {
  valid: '✓ Valid signature',
  invalid: '✗ Invalid signature',
  matchesWhen: 'The signature matches when:',
  noVariant: 'No usual variant of the body, secret or signature matches. Check:',
  unexplainedNextSteps: [
    'Check the webhook secret: it is not the API secret, and it is the one of the endpoint that received the delivery.',
    'Give the body exactly as received (the raw request bytes, not a copy from a log or a parsed object).',
    'Check that the signature is the X-Webhook-Signature of this same delivery.',
  ],
  unknownType: '(not a type this version knows)',
  notValidEvent: (eventType: string) => `⚠ The body is not a valid ${eventType}:`,
  anEvent: 'event',
  notJson: '⚠ The body is not JSON.',
  wouldMatchWith: (variant: string) => `The webhook signature does not match the body; it would match with: ${variant}.`,
  doesNotMatch: 'The webhook signature does not match the body.',
}
