import type {WebhookUrlProblem} from '../../../core/webhooks/url.js'

const URL_PROBLEMS: Record<WebhookUrlProblem, string> = {
  'not-http': 'is not an http(s) URL',
  'user-info': 'must not carry a user name or password',
  'plain-http': 'must be https (plain http only to a loopback address)',
}

/** `pay sandbox …`: a local emulator's keys, state and webhook deliveries. */
export const sandbox = {
  sandbox: 'Sandbox',
  merchant: 'Merchant',
  keys: {testKey: 'test key', testSecret: 'test secret', liveKey: 'live key', liveSecret: 'live secret', webhookSecret: 'webhook secret'},
  logStart: (pid: number, printKeys: string) => `(pid ${pid}). Keys are not logged; print them with: ${printKeys}`,
  background: (log: string) => `Running in the background; logs in ${log}. Stop it with: pay sandbox stop`,
  profileWritten: (madeDefault: boolean) => `Profile "sandbox" written${madeDefault ? ' (now the default)' : ''}. Press Ctrl-C to stop.`,
  stopped: 'Sandbox stopped.',
  stoppedPid: (pid: number) => `Sandbox stopped (pid ${pid}).`,
  notRunning: 'No sandbox was running.',
  status: (baseUrl: string, pid: number, merchants: number, faultRate: number, dataDir: string) =>
    `Running on ${baseUrl} (pid ${pid}), ${merchants} merchant(s), fault rate ${faultRate}. Data: ${dataDir}`,
  rateRange: (flag: string, max: number, text: string) => `${flag} must be a number from 0${max === 1 ? ' to 1' : ' up'}, not "${text}".`,
  webhookUrl: (problem: WebhookUrlProblem, text: string) =>
    `--webhook-url ${URL_PROBLEMS[problem] ?? URL_PROBLEMS['not-http']} (got "${text}").`,
  webhookUrlHint: 'Give an https URL, or http://127.0.0.1:PORT/… for a receiver on this machine (e.g. `pay webhook listen`).',
  depositNow: (id: string, status: string) => `Deposit ${id} is now ${status}.`,
  withdrawalNow: (id: string, status: string) => `Withdrawal ${id} is now ${status}.`,
  newKey: (mode: 'test' | 'live', merchant: string, keyId: string) =>
    `New ${mode === 'live' ? 'live' : 'test'} key for ${merchant}: ${keyId}`,
  newSecret: (secret: string) => `secret ${secret}`,
  profileUsesIt: 'The "sandbox" profile now uses it.',
  queued: (id: number) => `Queued delivery ${id}.`,
  noDeliveries: 'No webhook deliveries yet. Set a URL with `pay sandbox start --webhook-url …` or `pay webhook listen`.',
  headings: {id: 'ID', created: 'CREATED', event: 'EVENT', state: 'STATE', tries: 'TRIES', last: 'LAST', next: 'NEXT', url: 'URL'},
  states: {pending: 'pending', delivered: 'delivered', failed: 'failed'},
}
