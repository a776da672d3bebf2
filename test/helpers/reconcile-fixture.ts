import type {LedgerEntry} from '../../src/services/ledger/seen.js'

const at = (day: number, hour = 9) => `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`

function entry(kind: LedgerEntry['kind'], id: string, reference: string | null, amount: number, status: string, day: number): LedgerEntry {
  const final = ['CREDITED', 'EXPIRED', 'CANCELLED', 'SUCCESS', 'FAILED', 'REJECTED'].includes(status) || kind === 'top-up'
  return {
    kind,
    id,
    reference,
    amount,
    fee: kind === 'withdrawal' ? 1_000 : status === 'CREDITED' ? Math.round(amount / 100) : null,
    credited: kind === 'deposit' && status === 'CREDITED' ? amount - Math.round(amount / 100) : null,
    status,
    createdAt: at(day),
    settledAt: final ? at(day, 10) : null,
    origin: 'created',
  }
}

/**
 * A month of a shop's ledger with a defect of every class seeded against {@link FIXTURE_FILE}; every entry is
 * created in November 2026 but the one of October, outside `--from 2026-11-01`.
 */
export const FIXTURE_ENTRIES: LedgerEntry[] = [
  {...entry('deposit', 'dep_old', 'ORD-OLD', 10_000, 'CREDITED', 1), createdAt: '2026-10-31T09:00:00.000Z'},
  entry('deposit', 'dep_1', 'ORD-1', 100_000, 'CREDITED', 2), // matched (row 1); row 6 names it again: duplicate_in_file
  entry('withdrawal', 'wd_1', 'EMP-1', 2_500_000, 'SUCCESS', 3), // matched
  entry('withdrawal', 'wd_2', 'EMP-2', 3_000_000, 'PENDING', 4), // matched: on its way, the money has left
  entry('deposit', 'dep_2', 'ORD-2', 50_000, 'CREDITED', 5), // amount_differs: the file says 550.00
  entry('deposit', 'dep_3', 'ORD-3', 20_000, 'EXPIRED', 6), // missing_in_pay: never paid
  entry('withdrawal', 'wd_3', 'EMP-3', 1_500_000, 'FAILED', 7), // missing_in_pay: refunded
  entry('deposit', 'dep_9', 'ORD-9', 70_000, 'CREDITED', 8), // extra_in_pay
  entry('withdrawal', 'wd_9', null, 40_000, 'SUCCESS', 9), // extra_in_pay: no reference at all
  entry('withdrawal', 'wd_8', 'EMP-8', 40_000, 'REJECTED', 10), // moved no money: not extra
  entry('deposit', 'dep_8', 'ORD-8', 40_000, 'PENDING', 11), // moved no money yet: not extra
  entry('top-up', 'topup_1', null, 1_000_000, 'credited', 12), // the sandbox's money: never compared
]

/** The operator's file: Thai headings, a BOM, amounts as people write them. ORD-4 is nowhere in the ledger. */
export const FIXTURE_FILE = [
  '\uFEFFเลขที่อ้างอิง,ชื่อ,ยอดเงิน',
  'ORD-1,สมชาย,"1,000.00"',
  'EMP-1,สมหญิง,25000',
  'EMP-2,มานะ,"฿30,000"',
  'ORD-2,ชูใจ,550.00',
  'ORD-3,ปิติ,200',
  'ORD-1,สมชาย,1000',
  'ORD-4,วีระ,99.50',
  'EMP-3,ดวงใจ,"15,000.00"',
  '',
].join('\r\n')

export const FIXTURE_COLUMNS = {key: 'เลขที่อ้างอิง', amount: 'ยอดเงิน'}

/** What reconciling FIXTURE_FILE against FIXTURE_ENTRIES from 2026-11-01 finds. */
export const FIXTURE_SUMMARY = {matched: 3, missing_in_pay: 3, extra_in_pay: 2, amount_differs: 1, duplicate_in_file: 1}

/** A file that matches the ledger from 2026-11-01 to 2026-11-08 exactly: every entry that moved money, once. */
export const CLEAN_FILE = [
  'เลขที่อ้างอิง,ยอดเงิน',
  'ORD-1,1000.00',
  'EMP-1,25000.00',
  'EMP-2,30000.00',
  'ORD-2,500.00',
  'ORD-9,700.00',
  '',
].join('\n')
