/** `pay webhook verify`: the verdict, the event it carries, and the error when it does not match. */
export const webhookVerify = {
  valid: '✓ Valid signature',
  invalid: '✗ Invalid signature',
  matchesWhen: 'The signature matches when:',
  noVariant: 'No usual variant of the body, secret or signature matches. Check:',
  unknownType: '(not a type this version knows)',
  notValidEvent: (eventType: string) => `⚠ The body is not a valid ${eventType}:`,
  anEvent: 'event',
  notJson: '⚠ The body is not JSON.',
  /** The variant is core's title, in English (docs/thai.md, "What is left"). */
  wouldMatchWith: (variant: string) => `The webhook signature does not match the body; it would match with: ${variant}.`,
  doesNotMatch: 'The webhook signature does not match the body.',
}
