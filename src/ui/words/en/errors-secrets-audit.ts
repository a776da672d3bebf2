import type {SecretsAndAuditFact} from '../../../core/error-facts.js'
import type {ErrorWords} from '../error-words.js'

/** The key store's and the audit log's errors. */
export const secretsAndAuditErrors = {
  'secret-missing': ({name, keyring}) => ({
    message: `No secret ${name} is kept on this machine${keyring === undefined ? '' : `: the OS keyring could not be read (${keyring})`}.`,
    tryMessage:
      "Save it again (a profile's key: `pay profile add`); if it is in the OS keyring, unlock the keyring (log in to the desktop session, or unlock the Keychain) and run the command again.",
  }),
  'audit-bad-date': ({flag, value}) => ({
    message: `${flag} "${value}" is not a date.`,
    tryMessage: `Give ${flag} as a date (2026-11-28) or a time with its zone (2026-11-28T09:00:00+07:00).`,
  }),
  'audit-log-tail': ({path}) => ({
    message: `The last line of the audit log ${path} is not an audit record: no record can be chained to it.`,
    tryMessage:
      'Run `pay audit verify` to see where the log was changed, and keep the file aside for whoever audits it: pay starts a new log once it is moved.',
  }),
} satisfies Pick<ErrorWords, SecretsAndAuditFact['code']>
