import type {StatementFact} from '../../../core/error-facts.js'
import {formatBahtGrouped, type Satang} from '../../../core/money/money.js'
import {calendar, type ThaiCalendar} from '../dates.js'
import type {Words} from '../en/index.js'
import {inThailand} from '../en/statement.js'
import type {ErrorWords} from '../error-words.js'

const baht = (satang: Satang) => `${formatBahtGrouped(satang)} บาท`
const deposits = (count: number) => `รายการฝากเงิน ${count} รายการ`

const dayFormats = new Map<ThaiCalendar, Intl.DateTimeFormat>()

/** `2026-11-01` as Thai accountants write a day: `1 พ.ย. 2569` (พ.ศ.; ค.ศ. named under PAY_CALENDAR=gregorian). */
function thaiDay(day: string): string {
  const chosen = calendar()
  let format = dayFormats.get(chosen)
  if (!format) {
    format = new Intl.DateTimeFormat(`th-TH-u-ca-${chosen}`, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})
    dayFormats.set(chosen, format)
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(`${day.slice(0, 10)}T00:00:00Z`)).map(({type, value}) => [type, value]))
  return `${parts.day} ${parts.month} ${chosen === 'gregory' ? `ค.ศ. ${parts.year}` : parts.year}`
}

export const statement = {
  title: 'ใบแจ้งยอดกระเป๋าเงิน',
  day: thaiDay,
  lineTime: (iso: string) => {
    const {day, time} = inThailand(iso)
    return `${thaiDay(day)} ${time}`
  },
  period: (from: string, to: string) => `${from} ถึง ${to} ตามวันในประเทศไทย (UTC+07:00)`,
  modeName: {test: 'โหมดทดสอบ', live: 'โหมดใช้งานจริง (เงินจริง)'},
  profile: (name: string | null) => (name === null ? 'ข้อมูลรับรองจากตัวแปรสภาพแวดล้อม' : `โปรไฟล์ ${name}`),
  historyStart: (at: string) => `ในโหมดทดสอบ ประวัติเริ่มที่การล้างข้อมูลครั้งล่าสุด ${at}`,
  proofHeading: 'การพิสูจน์ยอดคงเหลือ',
  labels: {
    opening: 'ยอดยกมา',
    credits: '+ เงินเข้า',
    deposits: 'ฝากเงินเข้ากระเป๋าเงิน สุทธิหลังหักค่าธรรมเนียม',
    topUps: 'เติมเงินทดสอบ',
    debits: '− เงินออก (ถอนเงิน ยอดรวม)',
    refunds: '+ เงินคืน (FAILED, REJECTED)',
    closing: '= ยอดยกไป',
    available: 'ยอดที่ใช้ได้ตามผู้ให้บริการ',
    difference: 'ผลต่าง',
    unseen: 'ยอดฝากที่ pay ยังไม่เห็น',
    unexplained: 'ผลต่างที่ยังหาที่มาไม่ได้',
  },
  verdict: {
    equal: 'ยอดยกไปตรงกับยอดที่ใช้ได้ตามผู้ให้บริการทุกสตางค์',
    unseen: (amount: Satang) =>
      `ผู้ให้บริการมียอดมากกว่าสมุดรายการ ${baht(amount)}: เป็นยอดฝากที่ pay ยังไม่เห็น (สร้างนอก pay หรือเข้ากระเป๋าเงินโดยที่ pay ยังไม่เห็น)`,
    unexplained: (amount: Satang) => `ผลต่าง ${baht(amount)} หาที่มาจากสมุดรายการไม่ได้: เป็นรายการถอนเงินที่ pay ยังไม่เห็น หรือเห็นขณะที่ยังไม่สิ้นสุด`,
    pastPeriod: 'งวดนี้สิ้นสุดก่อนวันนี้: ผู้ให้บริการแจ้งได้เฉพาะยอดคงเหลือของวันนี้ จึงไม่ได้เทียบยอดยกไป',
  },
  notes: {
    sync: 'ปรับสมุดรายการให้เป็นปัจจุบันด้วย `pay sync` แล้วออกใบแจ้งยอดอีกครั้ง',
    pending: (ledger: Satang, service: Satang) =>
      `รายการถอนเงินที่ยังไม่สิ้นสุด: ${baht(ledger)} ในสมุดรายการ และยอดรอดำเนินการ ${baht(service)} ที่ผู้ให้บริการ`,
    depositsOpen: (count: number) =>
      `${deposits(count)}ยังรอดำเนินการ (PENDING) ในสมุดรายการ: ยอดที่เข้ากระเป๋าเงินหลังจาก pay ตรวจครั้งล่าสุดไม่ได้นับรวม`,
    creditsUnknown: (count: number) => `${deposits(count)}เข้ากระเป๋าเงินแล้ว (CREDITED) แต่สมุดรายการไม่มียอดเข้ากระเป๋า: ไม่ได้นับรวม`,
  },
  feesHeading: 'ค่าธรรมเนียม',
  fees: {deposits: 'หักจากยอดฝากเงิน', withdrawals: 'เรียกเก็บพร้อมการถอนเงิน', returned: 'คืนพร้อมเงินคืน', net: 'สุทธิ'},
  linesHeading: (count: number) => `รายการ (${count})`,
  noLines: 'ไม่มีเงินเข้าหรือออกในงวดนี้',
  moreLines: (count: number) => `… อีก ${count} รายการ ทุกรายการอยู่ในไฟล์:`,
  kinds: {credit: 'เงินเข้า', 'top-up': 'เติมเงิน', debit: 'เงินออก', refund: 'เงินคืน'},
  columns: {
    at: 'วันที่',
    kind: 'ประเภท',
    id: 'รหัสรายการ',
    reference: 'เลขอ้างอิง',
    status: 'สถานะ',
    amount: 'ยอดเงิน',
    fee: 'ค่าธรรมเนียม',
    balance: 'ยอดคงเหลือ',
  },
  file: {
    summaryKind: 'สรุป',
    wrote: (path: string, lines: number) => `บันทึก ${path} แล้ว: ใบแจ้งยอด ${lines} รายการ`,
    pdfTitle: 'ใบแจ้งยอดกระเป๋าเงิน',
    merchant: 'โปรไฟล์ร้านค้า',
    baseUrl: 'URL ของบริการ',
    keyId: 'รหัสคีย์',
    mode: 'โหมด',
    periodLabel: 'งวด',
    generated: (at: string) => `ออกโดย pay เมื่อ ${at}`,
    page: (page: number, pages: number) => `หน้า ${page} จาก ${pages}`,
  },
} satisfies Words['statement']

export const statementErrors = {
  'statement-day': ({label, given}) => ({
    message: `${label}: "${given}" ไม่ใช่วันที่`,
    tryMessage: 'เขียนวันที่เป็น YYYY-MM-DD ตามปี ค.ศ. เช่น 2026-11-01',
  }),
  'statement-period': ({from, to, labels}) => ({
    message: `วันสิ้นงวด (${to}) อยู่ก่อนวันเริ่มงวด (${from})`,
    tryMessage: `ระบุ ${labels[0]} เป็นวันเดียวกับหรือก่อน ${labels[1]}`,
  }),
  'statement-out': ({label, given, formats}) => ({
    message: given === null ? `${label} ต้องระบุไฟล์ที่จะบันทึก` : `${label}: "${given}" ไม่ได้ลงท้ายด้วย .${formats.join(', .')}`,
    tryMessage: `ตั้งชื่อไฟล์ เช่น --format pdf --out statement.pdf (รูปแบบ: ${formats.join(', ')})`,
  }),
} satisfies Pick<ErrorWords, StatementFact['code']>

export const statementHelp = {
  statement: {
    summary: 'ออกใบแจ้งยอดกระเป๋าเงินของงวด พร้อมการพิสูจน์ยอดคงเหลือเทียบกับผู้ให้บริการ',
    description:
      'จากสมุดรายการของ pay: ยอดยกมา เงินเข้า (ฝากเงินเข้ากระเป๋าเงิน สุทธิหลังหักค่าธรรมเนียม และการเติมเงินทดสอบ) เงินออก (ยอดรวมของรายการถอนเงิน นับเมื่อสร้างรายการ) เงินคืน (ยอดรวมของรายการถอนเงิน FAILED และ REJECTED ที่คืนเข้ากระเป๋าเงิน) ค่าธรรมเนียม และยอดยกไป พร้อมทุกรายการที่ประกอบเป็นยอดเหล่านี้ วันเป็นวันตามเวลาประเทศไทย (UTC+07:00) เมื่องวดครอบคลุมถึงวันนี้ จะเทียบยอดยกไปกับยอดที่ใช้ได้ตามผู้ให้บริการ และแจ้งผลต่างตามที่มา: ยอดฝากที่ pay ยังไม่เห็น หรือผลต่างที่ยังหาที่มาไม่ได้ (ออกด้วยรหัส 4) วิธีพิสูจน์ยอด: docs/books.md',
    flags: {
      from: 'วันแรกของงวด YYYY-MM-DD ตามวันในประเทศไทย (ค่าเริ่มต้น: วันที่ 1 ของเดือนนี้)',
      to: 'วันสุดท้ายของงวด YYYY-MM-DD (ค่าเริ่มต้น: วันนี้)',
      format: 'รูปแบบไฟล์: CSV, XLSX หรือ PDF',
      out: 'ไฟล์ที่จะบันทึกใบแจ้งยอด (รูปแบบตามนามสกุล เมื่อไม่ระบุ --format)',
    },
  },
}
