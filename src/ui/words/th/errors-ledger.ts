import type {ErrorWords} from '../error-words.js'

/** สมุดรายการของ pay ใช้ไม่ได้ (src/services/ledger/ledger.ts) */
export const ledgerErrors = {
  'ledger-damaged': ({path, kind, id, at, issue}) => ({
    message: `สมุดรายการ ${path} เสียหาย: ${kind} ${id} มี${at ? ` ${at} ` : 'ค่า'}ที่ไม่ถูกต้อง (${issue}) รายงานที่ทำจากสมุดนี้จึงเชื่อถือไม่ได้`,
    tryMessage: `ย้ายไฟล์นี้ไปเก็บไว้ที่อื่น (เก็บสำเนาไว้) แล้วรัน \`pay sync\` ซึ่งจะอ่านรายการถอนเงินกลับมาจากผู้ให้บริการ ส่วนรายการฝากเงินที่ไม่เคยเห็นอีกจะยังขาดอยู่`,
  }),
} satisfies Pick<ErrorWords, 'ledger-damaged'>
