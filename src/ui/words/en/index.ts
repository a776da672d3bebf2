import {formatBahtGrouped, type Satang} from '../../../core/money/money.js'
import {localTime, timeFromNow, zonedTime} from '../../text/time.js'
import type {LanguageChoice} from '../language.js'
import {plural} from '../language.js'
import {approvals} from './approvals.js'
import {audit} from './audit.js'
import {autocomplete} from './autocomplete.js'
import {balance} from './balance.js'
import {batch} from './batch.js'
import {batchClose} from './batch-close.js'
import {booksReconcile} from './books-reconcile.js'
import {delivery} from './delivery.js'
import {deposit} from './deposit.js'
import {doctor} from './doctor.js'
import {error} from './error.js'
import {errors} from './errors.js'
import {help} from './help.js'
import {ledger} from './ledger.js'
import {mistakes} from './mistakes.js'
import {notices} from './notices.js'
import {parse} from './parse.js'
import {profiles} from './profiles.js'
import {qrFiles} from './qr-files.js'
import {request} from './request.js'
import {sandbox} from './sandbox.js'
import {sign} from './sign.js'
import {statement} from './statement.js'
import {testMode} from './test-mode.js'
import {trigger} from './trigger.js'
import {watch} from './watch.js'
import {webhookCheck} from './webhook-check.js'
import {webhookListen} from './webhook-listen.js'
import {webhookReconcile} from './webhook-reconcile.js'
import {withdrawal} from './withdrawal.js'

/**
 * Every word pay says in English: the source of the catalog's type ({@link Words}), so a key missing from th/,
 * or misspelt there, or used misspelt, does not compile. Values from outside arrive already escaped (say`…`,
 * terminalSafe); the words around them are pay's own. How to add a word: docs/thai.md.
 */
export const en = {
  amount: (satang: Satang, currency: string) => `${formatBahtGrouped(satang)} ${currency}`,
  /** A deposit's or withdrawal's status in human output; English shows the service's code as it is. */
  status: (status: string): string => status,
  dateTime: (iso: string) => localTime(iso),
  /** A deadline as a customer in Thailand reads it (a QR card): in the service's zone, with its offset. */
  customerDeadline: (iso: string) => zonedTime(iso),
  /** `in 4 minutes`, `2 hours ago`, `now`: Intl.RelativeTimeFormat's words (numeric: 'auto'). */
  relative: (iso: string, now: number) => {
    const {unit, count} = timeFromNow(iso, now)
    if (count === 0) return 'now'
    if (unit === 'day' && Math.abs(count) === 1) return count > 0 ? 'tomorrow' : 'yesterday'
    const span = plural('en', Math.abs(count), {one: `# ${unit}`, other: `# ${unit}s`})
    return count > 0 ? `in ${span}` : `${span} ago`
  },
  language: {
    names: {en: 'English', th: 'Thai', qps: 'pseudo-locale (tests)'},
    from: (choice: LanguageChoice) => {
      if (choice.source === 'setting') return `from \`pay config set lang ${choice.language}\``
      if (choice.source === 'default') return 'the default: no PAY_LANG, setting or Thai locale'
      return `from ${choice.source}=${choice.value}`
    },
  },
  approvals,
  audit,
  autocomplete,
  balance,
  doctor,
  error,
  errors,
  parse,
  help,
  notices,
  profiles,
  sandbox,
  deposit,
  qrFiles,
  watch,
  testMode,
  withdrawal,
  ledger,
  batch,
  batchClose,
  booksReconcile,
  trigger,
  request,
  sign,
  statement,
  delivery,
  webhookListen,
  webhookCheck,
  webhookReconcile,
  mistakes,
}

export type Words = typeof en
