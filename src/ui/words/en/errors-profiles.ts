import type {KeyModeFact, ProfileSetupFact} from '../../../core/error-facts.js'
import {shellWord} from '../../../core/text/shell-word.js'
import type {ErrorWords} from '../error-words.js'
import {profiles} from './profiles.js'

const logIn = 'Run `pay login`, or `pay sandbox start` to try the local sandbox.'
const repairStore = 'Repair the file, or move it away and add the profiles again (pay profile add).'
const keyHolder = (profile: string | undefined) => (profile === undefined ? 'PAY_API_KEY' : `the profile "${profile}"`)
const lockDamage = {
  directory: 'a directory',
  symlink: 'a symbolic link',
  'not-regular': 'not a regular file',
  empty: 'an empty file',
  'too-large': 'too large to be a lock',
  'not-json': 'not JSON',
  'not-holder': 'JSON that does not name a holder',
}

/** Credentials, keys and profiles refused; the profile store and the locks of the files pay rewrites. */
export const profileErrors = {
  'no-credentials': () => ({message: 'No credentials: no profile is set up and PAY_API_KEY is not set.', tryMessage: logIn}),
  'no-profile': ({name}) => ({
    message: profiles.noSuchProfile(name),
    tryMessage: 'List the profiles with `pay profile list`, or add one with `pay login`.',
  }),
  'no-base-url': () => ({message: 'No base URL: no profile is set up and PAY_BASE_URL is not set.', tryMessage: logIn}),
  'key-not-live-or-test': ({masked}) => ({
    message: `The key id "${masked}" is neither a live nor a test key.`,
    tryMessage: 'A key id starts with <vendor>_live_ or <vendor>_test_ (for example unk_test_…); copy it again from the portal.',
  }),
  'live-key-without-flag': ({profile}) => ({
    message: `${keyHolder(profile)} holds a live key, and --live was not given.`,
    tryMessage: 'Pass --live to act on real money, or use a test key.',
  }),
  'test-key-with-live-flag': ({profile}) => ({
    message: `--live was given, but ${keyHolder(profile)} holds a test key.`,
    tryMessage: 'Drop --live, or set a live key.',
  }),
  'env-key-half': ({missing}) => ({
    message: `${missing} is not set, but ${missing === 'PAY_API_KEY' ? 'PAY_API_SECRET' : 'PAY_API_KEY'} is.`,
    tryMessage: 'Set both PAY_API_KEY and PAY_API_SECRET, or unset both to use a profile.',
  }),
  'env-key-no-base-url': () => ({
    message: 'PAY_API_KEY is set but no base URL is known.',
    tryMessage: 'Set PAY_BASE_URL to the service address, or add a profile with `pay profile add`.',
  }),
  'profile-missing-key': ({name, mode}) => ({
    message: `The profile "${name}" has no ${mode} key.`,
    tryMessage: `Add one with \`pay profile add ${shellWord(name)} --key-id KEY_ID --secret-stdin\` (its ${mode} key)${mode === 'live' ? '' : ', or pass --live to use the live key'}.`,
  }),
  'key-without-secret': () => ({
    message: 'A key needs both its key id and its secret.',
    tryMessage: 'Pass --key-id and --secret-stdin together.',
  }),
  'nothing-to-save': () => ({
    message: 'Nothing to save.',
    tryMessage: 'Pass --key-id with --secret-stdin, or --webhook-secret-stdin, or --base-url.',
  }),
  'webhook-secret-empty': () => ({
    message: 'The webhook secret is empty.',
    tryMessage: 'Copy the webhook secret again from the portal and pipe it in.',
  }),
  'profile-needs-base-url': ({name}) => ({
    message: `The profile "${name}" is new, so it needs a base URL.`,
    tryMessage: 'Pass --base-url https://…',
  }),
  'bad-profile-name': ({name}) => ({
    message: `"${name}" is not a usable profile name.`,
    tryMessage: 'Use letters, digits, "-", "_" or "." (at most 64).',
  }),
  'secret-not-hex': ({length}) => ({
    message: `The secret is not 64 hexadecimal characters (got ${length} characters).`,
    tryMessage: 'Copy the whole secret again from the portal; it is shown once, at issue or rotation.',
  }),
  'store-not-json': ({path}) => ({message: `The profile store ${path} is not valid JSON.`, tryMessage: repairStore}),
  'store-damaged': ({path, at, issue}) => ({
    message: `The profile store ${path} is not a store of profiles${at ? ` at ${at}` : ''}: ${issue}.`,
    tryMessage: repairStore,
  }),
  'store-unreadable': ({path, reason}) => {
    const because =
      reason === 'permission' ? 'this user may not read it' : reason === 'directory' ? 'it is a directory' : `the system answered ${reason}`
    return {
      message: `The profile store ${path} cannot be read: ${because}.`,
      tryMessage:
        reason === 'permission'
          ? `Let this user read it, and no one else: chmod 600 ${shellWord(path)} (if another user owns it, after sudo say, first: sudo chown "$USER" ${shellWord(path)})`
          : repairStore,
    }
  },
  'store-locked': ({path, lock, seconds}) => ({
    message: `Could not change ${path}: another pay process has held ${lock} for over ${seconds} s.`,
    tryMessage: `Run the command again once the other one is done; if no pay command is running, remove the lock: rm ${shellWord(lock)}`,
  }),
  'lock-damaged': ({lock, damage, takenBy}) => ({
    message: `The lock ${lock} is not one pay wrote: it is ${lockDamage[damage]}. Nothing was changed or sent.`,
    tryMessage: `Check that ${takenBy !== 'pay' ? 'no `pay withdrawal batch`' : 'no pay command'} is running, then ${
      damage === 'directory' ? `look at what it holds, then remove it: rm -r ${shellWord(lock)}` : `remove it: rm ${shellWord(lock)}`
    }`,
  }),
} satisfies Pick<
  ErrorWords,
  | KeyModeFact['code']
  | ProfileSetupFact['code']
  | 'no-credentials'
  | 'no-profile'
  | 'no-base-url'
  | 'store-not-json'
  | 'store-damaged'
  | 'store-unreadable'
  | 'store-locked'
  | 'lock-damaged'
>
