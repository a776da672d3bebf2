import {formatBahtGrouped, groupThousands, type Satang} from '../../../core/money/money.js'
import {CUSTOMER_TIME_ZONE, type TimeUnit, timeFromNow} from '../../text/time.js'
import {calendar, thaiDateTime} from '../dates.js'
import type {Words} from '../en/index.js'
import type {LanguageChoice} from '../language.js'
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
import {help} from './help/index.js'
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

/** Thai first, the code after: the code is what `--json`, the docs and the service's portal show. */
const THAI_STATUSES: Record<string, string> = {
  PENDING: 'รอดำเนินการ',
  APPROVED: 'อนุมัติแล้ว',
  PROCESSING: 'กำลังดำเนินการ',
  IN_PROGRESS: 'กำลังโอน',
  SUCCESS: 'สำเร็จ',
  FAILED: 'ล้มเหลว',
  REJECTED: 'ถูกปฏิเสธ',
  CREDITED: 'เงินเข้าแล้ว',
  EXPIRED: 'หมดอายุ',
  CANCELLED: 'ยกเลิกแล้ว',
}

const THAI_UNITS: Record<TimeUnit, string> = {day: 'วัน', hour: 'ชั่วโมง', minute: 'นาที', second: 'วินาที'}
const THAI_NEAR_DAYS = new Map([
  [-2, 'เมื่อวานซืน'],
  [-1, 'เมื่อวาน'],
  [1, 'พรุ่งนี้'],
  [2, 'มะรืนนี้'],
])

/**
 * Every word pay says in Thai, with the words of docs/thai-glossary.md. Loaded only when Thai is chosen
 * (src/ui/words/active.ts). Command names, flags, codes and field names stay as they are typed.
 */
export const th = {
  amount: (satang: Satang, currency: string) => `${formatBahtGrouped(satang)} ${currency === 'THB' ? 'บาท' : currency}`,
  status: (status: string) => (THAI_STATUSES[status] === undefined ? status : `${THAI_STATUSES[status]} (${status})`),
  dateTime: (iso: string) => thaiDateTime(iso, calendar()),
  customerDeadline: (iso: string) => thaiDateTime(iso, calendar(), CUSTOMER_TIME_ZONE),
  /** `ในอีก 4 นาที`, `2 ชั่วโมงที่ผ่านมา`, `ขณะนี้`: Intl.RelativeTimeFormat's words (numeric: 'auto'). */
  relative: (iso: string, now: number) => {
    const {unit, count} = timeFromNow(iso, now)
    if (count === 0) return 'ขณะนี้'
    const nearDay = unit === 'day' ? THAI_NEAR_DAYS.get(count) : undefined
    if (nearDay) return nearDay
    const span = `${groupThousands(String(Math.abs(count)))} ${THAI_UNITS[unit]}`
    return count > 0 ? `ในอีก ${span}` : `${span}ที่ผ่านมา`
  },
  language: {
    names: {en: 'อังกฤษ', th: 'ไทย', qps: 'ภาษาจำลอง (สำหรับทดสอบ)'},
    from: (choice: LanguageChoice) => {
      if (choice.source === 'setting') return `จาก \`pay config set lang ${choice.language}\``
      if (choice.source === 'default') return 'ค่าเริ่มต้น: ไม่มี PAY_LANG การตั้งค่า หรือโลแคลภาษาไทย'
      return `จาก ${choice.source}=${choice.value}`
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
} satisfies Words
