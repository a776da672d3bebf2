import {formatBahtGrouped, type Satang} from '../../core/money/money.js'
import {localTime} from '../text/time.js'
import type {LanguageChoice} from './language.js'
import {plural} from './plural.js'

/**
 * Every word pay says in English: the source of the catalog's type ({@link Words}), so a key missing from th.ts,
 * or misspelt there, or used misspelt, does not compile. Values from outside arrive already escaped (say`…`,
 * terminalSafe); the words around them are pay's own. How to add a word: docs/thai.md.
 */
export const en = {
  amount: (satang: Satang, currency: string) => `${formatBahtGrouped(satang)} ${currency}`,
  dateTime: (iso: string) => localTime(iso),
  language: {
    names: {en: 'English', th: 'Thai', qps: 'pseudo-locale (tests)'},
    from: (choice: LanguageChoice) => {
      if (choice.source === 'setting') return `from \`pay config set lang ${choice.language}\``
      if (choice.source === 'default') return 'the default: no PAY_LANG, setting or Thai locale'
      return `from ${choice.source}=${choice.value}`
    },
  },
  balance: {available: 'Available', pending: 'Pending'},
  banks: {
    code: 'CODE',
    number: 'NO.',
    name: 'NAME',
    thaiName: 'ชื่อ',
    count: (count: number) => plural('en', count, {one: '# bank', other: '# banks'}),
    cached: (fetchedAt: string) => `cached ${fetchedAt}`,
    fetchedNow: 'fetched now',
    kept: (seconds: number) => `kept ${seconds} s`,
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
    notAccepted: (code: string, message: string) => `✗ not accepted: ${code} ${message}`.trimEnd(),
  },
  doctor: {
    checks: {
      credentials: 'Credentials',
      mode: 'Key mode',
      profile_file: 'Profile file',
      base_url: 'Base URL',
      clock: 'Clock',
      key: 'Key accepted',
      webhook_secret: 'Webhook secret',
      bank_cache: 'Bank list cache',
    },
    language: 'Language',
    allPass: (count: number) => plural('en', count, {one: 'The check passes.', other: 'All # checks pass.'}),
    failed: (failures: number, total: number, skips: number) =>
      `${failures} of ${plural('en', total, {one: '# check', other: '# checks'})} failed${skips > 0 ? `, ${skips} could not run` : ''}.`,
  },
  error: {
    label: 'Error:',
    code: (code: string) => `code ${code}`,
    status: (status: number) => `status ${status}`,
    requestId: (id: string) => `request_id ${id}`,
    retryWithKey: (key: string) => `(retry with --idempotency-key ${key})`,
    /** Next steps said in this language instead of the English one the error carries, by error code. */
    hints: {} as Partial<Record<string, string>>,
  },
  parse: {
    help: (command: string) => `Run \`pay help ${command}\` for its flags and arguments.`,
    noFlag: (command: string, flags: string) => `\`pay ${command}\` has no flag ${flags}.`,
    didYouMean: (flag: string) => `Did you mean --${flag}?`,
    needsArgument: (command: string, names: string[]) => `\`pay ${command}\` needs its argument ${names.join(' and ')}.`,
    doesNotTake: (command: string, words: string) => `\`pay ${command}\` does not take ${words}.`,
    quoteSpaces: 'A value with spaces needs quotes, e.g. --payer-name "Somchai Jaidee".',
    needsFlags: (command: string, flags: string[]) => `\`pay ${command}\` needs ${flags.join(' and ')}.`,
    unknownLanguage: (value: string) => `PAY_LANG=${value} is not a language pay speaks.`,
    languageHint: 'Set PAY_LANG to th or en, or unset it to follow the locale (LANG).',
  },
  config: {
    langSet: (name: string) => `Language set to ${name}.`,
    langUnset: 'Language setting removed: pay follows the locale (LC_ALL, LC_MESSAGES, LANG).',
    langNotSet: '(not set: pay follows the locale)',
    overridden: (value: string) => `PAY_LANG=${value} is set in this shell and comes first while it is.`,
    badValue: (key: string, value: string, allowed: string[]) => `${key} cannot be ${value}: it is one of ${allowed.join(', ')}.`,
    example: (key: string, value: string) => `For example: \`pay config set ${key} ${value}\``,
  },
  help: {
    headings: {
      USAGE: 'USAGE',
      ARGUMENTS: 'ARGUMENTS',
      FLAGS: 'FLAGS',
      'GLOBAL FLAGS': 'GLOBAL FLAGS',
      DESCRIPTION: 'DESCRIPTION',
      ALIASES: 'ALIASES',
      EXAMPLES: 'EXAMPLES',
      'FLAG DESCRIPTIONS': 'FLAG DESCRIPTIONS',
      COMMANDS: 'COMMANDS',
      TOPICS: 'TOPICS',
      VERSION: 'VERSION',
    },
    /** Command summaries by id (`deposit:create`); English help shows each command's own summary. */
    summaries: {} as Partial<Record<string, string>>,
    /** Topic descriptions by name; English help shows package.json's. */
    topics: {} as Partial<Record<string, string>>,
  },
}

export type Words = typeof en
