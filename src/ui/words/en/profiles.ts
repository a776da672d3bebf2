const useIt = (name: string) => `pass --profile ${name}, or make it the default with \`pay profile use ${name}\``

const keyHolder = (profile: string | undefined) => (profile === undefined ? 'PAY_API_KEY' : `the profile "${profile}"`)

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
  listOrAdd: 'List the profiles with `pay profile list`, or add one with `pay login`.',
  noCredentials: 'No credentials: no profile is set up and PAY_API_KEY is not set.',
  logIn: 'Run `pay login`, or `pay sandbox start` to try the local sandbox.',
  keyNotLiveOrTest: (masked: string) => `The key id "${masked}" is neither a live nor a test key.`,
  keyIdPrefix: 'A key id starts with <vendor>_live_ or <vendor>_test_ (for example unk_test_…); copy it again from the portal.',
  /** `profile` holds the key; none: PAY_API_KEY. */
  liveKeyWithoutFlag: (profile: string | undefined) => `${keyHolder(profile)} holds a live key, and --live was not given.`,
  passLive: 'Pass --live to act on real money, or use a test key.',
  testKeyWithLiveFlag: (profile: string | undefined) => `--live was given, but ${keyHolder(profile)} holds a test key.`,
  dropLive: 'Drop --live, or set a live key.',
  envKeyHalf: (missing: string, set: string) => `${missing} is not set, but ${set} is.`,
  setBoth: 'Set both PAY_API_KEY and PAY_API_SECRET, or unset both to use a profile.',
  envKeyNoBaseUrl: 'PAY_API_KEY is set but no base URL is known.',
  setBaseUrl: 'Set PAY_BASE_URL to the service address, or add a profile with `pay profile add`.',
  /** `name` as it is; `word` shell-quoted for the command. */
  missingKey: (name: string, mode: 'live' | 'test') => `The profile "${name}" has no ${mode} key.`,
  addKey: (word: string, mode: 'live' | 'test') =>
    `Add one with \`pay profile add ${word} --key-id KEY_ID --secret-stdin\` (its ${mode} key)${mode === 'live' ? '' : ', or pass --live to use the live key'}.`,
  keyWithoutSecret: 'A key needs both its key id and its secret.',
  passKeyAndSecret: 'Pass --key-id and --secret-stdin together.',
  nothingToSave: 'Nothing to save.',
  passSomething: 'Pass --key-id with --secret-stdin, or --webhook-secret-stdin, or --base-url.',
  webhookSecretEmpty: 'The webhook secret is empty.',
  copyWebhookSecret: 'Copy the webhook secret again from the portal and pipe it in.',
  needsBaseUrl: (name: string) => `The profile "${name}" is new, so it needs a base URL.`,
  passBaseUrl: 'Pass --base-url https://…',
  badName: (name: string) => `"${name}" is not a usable profile name.`,
  nameHint: 'Use letters, digits, "-", "_" or "." (at most 64).',
  secretNotHex: (length: number) => `The secret is not 64 hexadecimal characters (got ${length} characters).`,
  copySecret: 'Copy the whole secret again from the portal; it is shown once, at issue or rotation.',
  noBaseUrl: 'No base URL: no profile is set up and PAY_BASE_URL is not set.',
  storeNotJson: (path: string) => `The profile store ${path} is not valid JSON.`,
  /** `issue`: the schema's own words. */
  storeDamaged: (path: string, at: string | undefined, issue: string) =>
    `The profile store ${path} is not a store of profiles${at ? ` at ${at}` : ''}: ${issue}.`,
  repairStore: 'Repair the file, or move it away and add the profiles again (pay profile add).',
  storeUnreadable: {
    message: (path: string, because: string) => `The profile store ${path} cannot be read: ${because}.`,
    permission: 'this user may not read it',
    directory: 'it is a directory',
    system: (code: string) => `the system answered ${code}`,
    fix: (path: string) =>
      `Let this user read it, and no one else: chmod 600 ${path} (if another user owns it, after sudo say, first: sudo chown "$USER" ${path})`,
  },
  keyIdNeedsSecret: '--key-id needs its secret.',
  pipeTheSecret: 'Pipe the secret in and pass --secret-stdin.',
}
