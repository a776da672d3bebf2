const useIt = (name: string) => `pass --profile ${name}, or make it the default with \`pay profile use ${name}\``

/** `pay profile …` and the note after a profile is saved (`pay login` too). Names arrive shell-quoted and escaped. */
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
}
