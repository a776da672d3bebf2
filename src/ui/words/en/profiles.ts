import {type NoPromptReason, noPromptReason} from './notices.js'

const useIt = (name: string) => `pass --profile ${name}, or make it the default with \`pay profile use ${name}\``

/**
 * `pay profile …` and the note after a profile is saved, with `pay login`, `pay whoami` (identity) and `pay config`
 * (config): what pay keeps of who it is and how it speaks. Names arrive shell-quoted and escaped.
 */
export const profiles = {
  labels: {
    profile: 'Profile',
    baseUrl: 'Base URL',
    testKey: 'Test key',
    liveKey: 'Live key',
    webhookSecret: 'Webhook secret',
    sandboxData: 'Sandbox data',
  },
  isDefault: ' (default)',
  secret: (masked: string) => `secret ${masked}`,
  secretIn: (place: 'keyring' | 'file'): string =>
    place === 'keyring' ? 'secret in the OS keyring' : 'secret in a 0600 file (no OS keyring)',
  headings: {name: 'NAME', baseUrl: 'BASE URL', testKey: 'TEST KEY', liveKey: 'LIVE KEY', webhook: 'WEBHOOK'},
  set: 'set',
  none: 'No profiles yet. Add one with `pay login`, or run `pay sandbox start`.',
  saved: (name: string, created: boolean) => `${created ? 'Added' : 'Updated'} profile ${name}`,
  inUse: (madeDefault: boolean, viaPayProfile: boolean) =>
    `${madeDefault ? ', now the default' : ''}; commands use it${viaPayProfile ? ' (PAY_PROFILE)' : ''}.`,
  environmentKeyWins: (name: string) => `. Commands use PAY_API_KEY from the environment while it is set; unset it and ${useIt(name)}.`,
  otherInUse: (other: string, viaPayProfile: boolean, name: string) =>
    `. Commands use profile ${other} (${viaPayProfile ? 'PAY_PROFILE' : 'the default'}); ${useIt(name)}.`,
  savedEnd: '.',
  removed: (name: string) => `Removed profile ${name}.`,
  nowDefault: (name: string) => `The default profile is now ${name}.`,
  noSuchProfile: (name: string) => `No profile named "${name}".`,
  listThem: 'List the profiles with `pay profile list`.',
  keyIdNeedsSecret: '--key-id needs its secret.',
  pipeTheSecret: 'Pipe the secret in and pass --secret-stdin.',
  login: {
    cannotAsk: (reason: NoPromptReason) => `\`pay login\` asks questions, and ${noPromptReason(reason, 'ask')}.`,
    useProfileAdd: 'Use: printf %s "$SECRET" | pay profile add NAME --base-url URL --key-id ID --secret-stdin',
    baseUrl: 'Base URL',
    keyId: 'Key id (unk_test_… or unk_live_…)',
    secret: 'Secret (hidden)',
    accepted: (mode: 'test' | 'live') => `✓ The service accepts this ${mode === 'live' ? 'live' : 'test'} key.`,
  },
  identity: {
    profile: 'Profile',
    baseUrl: 'Base URL',
    mode: 'Mode',
    keyId: 'Key id',
    status: 'Status',
    noProfile: '(none: credentials from PAY_API_KEY / PAY_API_SECRET)',
    live: 'live (real money)',
    test: 'test',
    accepted: '✓ accepted by the service',
    /** No answer from the service (no HTTP status): the key was not checked. */
    notReached: (code: string, message: string) => `✗ could not reach the service; the key was not checked: ${code} ${message}`.trimEnd(),
    notAccepted: (code: string, message: string) => `✗ not accepted: ${code} ${message}`.trimEnd(),
  },
  config: {
    langSet: (name: string) => `Language set to ${name}.`,
    langUnset: 'Language setting removed: pay follows the locale (LC_ALL, LC_MESSAGES, LANG).',
    langNotSet: '(not set: pay follows the locale)',
    overridden: (value: string) => `PAY_LANG=${value} is set in this shell and comes first while it is.`,
    badValue: (key: string, value: string, allowed: string[]) => `${key} cannot be ${value}: it is one of ${allowed.join(', ')}.`,
    example: (key: string, value: string) => `For example: \`pay config set ${key} ${value}\``,
  },
}
