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
}
