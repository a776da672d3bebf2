import {groupThousands} from '../../../core/money/money.js'
import type {Words} from '../en/index.js'
import type {ErrorWords} from '../error-words.js'

const n = (count: number) => groupThousands(String(count))

/** สมุดรายการของ pay (docs/books.md): คำเตือนเมื่อเขียนไม่ได้ และสิ่งที่ `pay sync` ทำ */
export const ledger = {
  unwritable: (path: string, reason: string) =>
    `เขียนสมุดรายการของ pay ลง ${path} ไม่ได้ (${reason}) สิ่งที่คำสั่งนี้เห็นจึงไม่ถูกบันทึกในสมุด แต่ผลของคำสั่งยังเป็นไปตามนั้น เมื่อเขียนได้แล้ว \`pay sync\` จะปรับสมุดรายการให้เป็นปัจจุบัน`,
  sync: {
    title: (path: string) => `ปรับสมุดรายการ ${path} ให้เป็นปัจจุบันแล้ว`,
    fetched: 'อ่านมา',
    recorded: 'บันทึก',
    pending: 'ยังไม่สิ้นสุด',
    notFound: 'ไม่พบ',
    fetchedLine: (pages: number, withdrawals: number, deposits: number) =>
      `รายการถอนเงิน ${n(pages)} หน้า (รวม ${n(withdrawals)} รายการ) รายการฝากเงิน ${n(deposits)} รายการ`,
    recordedLine: (added: number, updated: number) => `ใหม่ ${n(added)} รายการ เปลี่ยนแปลง ${n(updated)} รายการ`,
    pendingLine: (deposits: number, withdrawals: number) =>
      `รายการฝากเงิน ${n(deposits)} รายการ และรายการถอนเงิน ${n(withdrawals)} รายการ ยังไม่ถึงสถานะสุดท้าย`,
    notFoundLine: (ids: string) => `${ids}: ผู้ให้บริการไม่รู้จักรายการเหล่านี้แล้ว จึงคงไว้ในสมุดรายการตามเดิม`,
  },
} satisfies Words['ledger']

/** สมุดรายการของ pay ใช้ไม่ได้ (src/services/ledger/ledger.ts) */
export const ledgerErrors = {
  'ledger-damaged': ({path, kind, id, at, issue}) => ({
    message: `สมุดรายการ ${path} เสียหาย: ${kind} ${id} มี${at ? ` ${at} ` : 'ค่า'}ที่ไม่ถูกต้อง (${issue}) รายงานที่ทำจากสมุดนี้จึงเชื่อถือไม่ได้`,
    tryMessage: `ย้ายไฟล์นี้ไปเก็บไว้ที่อื่น (เก็บสำเนาไว้) แล้วรัน \`pay sync\` ซึ่งจะอ่านรายการถอนเงินกลับมาจากผู้ให้บริการ ส่วนรายการฝากเงินที่ดึงกลับมาอีกไม่ได้จะยังขาดอยู่`,
  }),
  'ledger-inbox-damaged': ({path, at, issue}) => ({
    message: `ไฟล์ในกล่องรับของสมุดรายการ ${path} เสียหาย: ${at ? `มี ${at} ที่ไม่ถูกต้อง` : 'ไม่ใช่สิ่งที่ pay เขียนไว้'} (${issue}) รายการที่ไฟล์นี้บันทึกไว้ยังไม่ได้ลงสมุดรายการ รายงานที่ทำจากสมุดนี้จึงเชื่อถือไม่ได้`,
    tryMessage: `ย้ายไฟล์นี้ออกจากโฟลเดอร์กล่องรับ (เก็บสำเนาไว้) แล้วรัน \`pay sync\` ซึ่งจะอ่านรายการถอนเงินกลับมาจากผู้ให้บริการ ส่วนรายการฝากเงินที่ดึงกลับมาอีกไม่ได้จะยังขาดอยู่`,
  }),
} satisfies Pick<ErrorWords, 'ledger-damaged' | 'ledger-inbox-damaged'>
