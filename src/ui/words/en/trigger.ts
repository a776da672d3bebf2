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
}
