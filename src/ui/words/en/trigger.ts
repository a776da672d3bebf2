import {plural} from '../language.js'

const steps = (count: number) => plural('en', count, {one: '# step', other: '# steps'})

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
  fixtures: {
    start: (count: number, file: string, description?: string) =>
      `Running ${steps(count)} of ${file}${description ? `: ${description}` : '.'}`,
    done: (count: number) => `${steps(count)} answered 2xx. Each answer is printed with --json.`,
    took: (ms: number) => `${ms} ms`,
    step: (index: number, name: string) => `Step ${index}: ${name}`,
    unresolved: (references: string[]) =>
      `Left as written, filled in from earlier answers when it runs (so its body and signature will differ): ${references.join(', ')}`,
    question: (count: number, file: string) =>
      `Send ${plural('en', count, {one: '# request', other: '# requests'})} that may move money, from ${file}, with the live key?`,
  },
}
