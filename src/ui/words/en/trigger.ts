export const trigger = {
  triggered: (event: string, sandbox: boolean) => `Triggered ${event} ${sandbox ? 'in the sandbox' : 'through the service API'}.`,
  toppedUp: (amount: string) => `Topped up the test wallet by ${amount} to cover the withdrawal.`,
  deposit: (id: string, status: string, expected: string) => `Deposit ${id} ${status}: expected ${expected}`,
  transfer: (id: string, amount: string) => `Transfer ${id} of ${amount}`,
  withdrawal: (id: string, status: string, amount: string, destination: string) =>
    `Withdrawal ${id} ${status}: ${amount} to ${destination}`,
  event: (id: string) => `Event ${id}`,
  delivery: (id: string) => `(sandbox delivery ${id})`,
  follow: (sandbox: boolean) =>
    `Follow the deliveries with: ${sandbox ? '`pay sandbox webhooks`, `pay webhook events`' : '`pay webhook events`'}`,
  notCredited: (id: string) =>
    `Deposit ${id} was not credited yet: the service matches transfers asynchronously, and deposit.success is sent once it does. Follow it with \`pay deposit watch ${id}\`.`,
  noWebhookUrl: (eventTypes: string[]) =>
    `The sandbox merchant has no webhook URL, so ${eventTypes.join(' and ')} would be delivered nowhere. Nothing was sent.`,
  listenFirst:
    'Run `pay webhook listen` in another terminal (it registers itself with the sandbox), or start the sandbox with --webhook-url URL.',
  notSubscribed: (eventTypes: string[]) =>
    `The sandbox merchant is not subscribed to ${eventTypes.join(', ')}, so it would not be delivered. Nothing was sent.`,
  subscribe: (merchantId: string) =>
    `Subscribe to it through the sandbox admin API (PUT /_sandbox/merchants/${merchantId}/webhook with "events"), or drop "events" to receive all.`,
  /** `--override` refused (INVALID_OVERRIDE). */
  override: {
    notPair: (pair: string) => `--override "${pair}" is not field=value.`,
    writePair: 'Write each as --override field=value, e.g. --override amount=250.00.',
    noObject: (field: string, event: string) =>
      `--override ${field}: ${event} creates no object, so it takes no --override. Nothing was sent.`,
    drop: 'Drop --override.',
    unknown: (field: string, event: string) => `--override ${field}: ${event} has no field "${field}". Nothing was sent.`,
    takes: (known: string[]) => `It takes: ${known.join(', ')}.`,
    twice: (field: string) => `--override ${field} is given twice.`,
    once: 'Give each field once.',
  },
  /** An event only the sandbox can cause, asked of the service or of a sandbox that is not running. */
  needsSandbox: {
    noSandbox: (event: string, baseUrl: string, reason: string) =>
      `\`pay trigger ${event}\` needs the sandbox. No running sandbox serves ${baseUrl}, and against the service ${reason}. Nothing was sent.`,
    onService: (event: string, reason: string) =>
      `\`pay trigger ${event}\` needs the sandbox. Against the service, ${reason}. Nothing was sent.`,
    why: {
      'expire-on-demand':
        'the service expires a deposit only when its match window closes (7 minutes after creation); its API cannot expire one on demand',
      'settle-withdrawal':
        "the service settles a withdrawal only by its team's manual approval, and its API has no way to make a test withdrawal succeed, fail or be rejected",
      'webhook-test': 'the service sends webhook.test only from the Test button of its Portal; its API has no endpoint for it',
    },
    startSandbox: 'Start the sandbox with `pay sandbox start --detach` and run the trigger again.',
    useSandbox:
      'Run it against the sandbox (`pay sandbox start`, then `--profile sandbox`); against the service, `pay trigger deposit.success` works in test mode.',
  },
}
