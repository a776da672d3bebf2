import type {QrFileFact, ShortfallFact, TestModeFact} from '../../../core/error-facts.js'
import {formatBaht, formatBahtGrouped} from '../../../core/money/money.js'
import {shellWord} from '../../../core/text/shell-word.js'
import {trimTrailing} from '../../../core/text/trim-trailing.js'
import type {ErrorWords} from '../error-words.js'

const and = (labels: string[]) => labels.join(' และ ')
const thb = (satang: number) => `${formatBahtGrouped(satang)} บาท`

function shortfallNext({available, amount, fee, needed, short, testMode, topUpLimit}: ShortfallFact): string {
  const plusFee = fee !== undefined ? '' : ' (บวกค่าธรรมเนียม)'
  const where =
    fee !== undefined
      ? `ยอดที่ใช้ได้ ${thb(available)} รายการนี้ต้องใช้ ${thb(needed)} (${formatBahtGrouped(amount)} + ค่าธรรมเนียม ${formatBahtGrouped(fee)}): ขาดอีก ${thb(short)}`
      : short > 0
        ? `ยอดที่ใช้ได้ ${thb(available)} รายการนี้ต้องใช้ ${thb(amount)} บวกค่าธรรมเนียม: ขาดอย่างน้อย ${thb(short)}`
        : `ยอดที่ใช้ได้ ${thb(available)} รายการนี้ต้องใช้ ${thb(amount)} บวกค่าธรรมเนียม ซึ่งยอดคงเหลือไม่พอ`
  const times = Math.ceil(short / topUpLimit)
  const remedy = !(testMode && short > 0)
    ? 'เติมเงินเข้ากระเป๋าเงิน หรือถอนเงินน้อยลง'
    : times > 1
      ? `เติมเงินด้วย \`pay test top-up ${formatBaht(topUpLimit)}\` จำนวน ${times} ครั้ง (เติมได้ครั้งละไม่เกิน ${formatBahtGrouped(topUpLimit)})${plusFee} หรือถอนเงินน้อยลง`
      : `เติมเงินด้วย \`pay test top-up ${formatBaht(short)}\`${plusFee} หรือถอนเงินน้อยลง`
  return `${where} ${remedy}`
}

export const moneyErrors = {
  'qr-with-bank-transfer': ({labels, bankTransfer}) => ({
    message: `รายการฝากเงินแบบโอนเข้าบัญชีธนาคารไม่มีคิวอาร์: ใช้ ${and(labels)} คู่กับ ${bankTransfer} ไม่ได้`,
    tryMessage: `เอา ${bankTransfer} ออก (ค่าเริ่มต้นคือคิวอาร์พร้อมเพย์) หรือเอาแฟล็กคิวอาร์ออก แล้วส่งเลขบัญชีธนาคารที่แสดงให้ลูกค้า`,
  }),
  'qr-no-name': ({label, kind}) => ({message: `${label}: ไม่ได้ระบุชื่อไฟล์`, tryMessage: `ระบุไฟล์ที่จะเขียน เช่น ${label} qr.${kind}`}),
  'qr-wrong-extension': ({label, given, kind, other}) => ({
    message: `${label}: "${given}" ไม่ได้ลงท้ายด้วย .${kind}`,
    tryMessage: `ตั้งชื่อไฟล์ .${kind} เช่น ${label} qr.${kind} หรือใช้ ${other} สำหรับไฟล์ .${kind === 'png' ? 'svg' : 'png'}`,
  }),
  'qr-no-directory': ({label, directory}) => ({
    message: `${label}: ไม่มีโฟลเดอร์ ${directory}`,
    tryMessage: 'สร้างโฟลเดอร์นั้นก่อน หรือระบุไฟล์ในโฟลเดอร์ที่มีอยู่แล้ว',
  }),
  'qr-not-directory': ({label, directory}) => ({
    message: `${label}: ${directory} ไม่ใช่โฟลเดอร์`,
    tryMessage: 'ระบุไฟล์ในโฟลเดอร์ที่มีอยู่แล้ว',
  }),
  'qr-directory-not-writable': ({label, directory}) => ({
    message: `${label}: เขียนไฟล์ลงโฟลเดอร์ ${directory} ไม่ได้`,
    tryMessage: 'ระบุไฟล์ในโฟลเดอร์ที่คุณมีสิทธิ์เขียน',
  }),
  'qr-is-directory': ({label, given, kind}) => ({
    message: `${label}: "${given}" เป็นโฟลเดอร์`,
    tryMessage: `ระบุเป็นไฟล์ เช่น ${label} ${trimTrailing(given, '\\/')}/qr.${kind}`,
  }),
  'qr-deposit-bank-transfer': ({id, labels}) => ({
    message: `รายการฝากเงิน ${id} เป็นการโอนเข้าบัญชีธนาคาร: ไม่มีคิวอาร์สำหรับ ${and(labels)}`,
    tryMessage: `ส่งเลขบัญชีธนาคารให้ลูกค้าแทน (\`pay deposit get ${shellWord(id)}\`) หรือสร้างรายการฝากเงินแบบพร้อมเพย์`,
  }),
  'qr-deposit-not-pending': ({id, status, labels, png}) => ({
    message: `รายการฝากเงิน ${id} อยู่ในสถานะ ${status}: ชำระได้เฉพาะรายการที่ยังเป็น PENDING จึงไม่ได้เขียนคิวอาร์สำหรับ ${and(labels)}`,
    tryMessage: `สร้างรายการฝากเงินใหม่ให้ลูกค้าชำระ: \`pay deposit create --amount … ${png} qr.png\``,
  }),
  'qr-no-payload': ({id}) => ({
    message: `ผู้ให้บริการไม่ได้ส่งข้อมูลคิวอาร์ (qr_payload) ของรายการฝากเงิน ${id} ที่เป็น PENDING`,
    tryMessage: `อ่านรายการอีกครั้งด้วย \`pay deposit get ${shellWord(id)} --verbose\` ถ้า pay_to ยังไม่มี qr_payload ให้ติดต่อผู้ให้บริการ`,
  }),
  'qr-not-written': ({label, given, reason}) => ({
    message: `${label}: เขียน ${given} ไม่ได้: ${reason}`,
    tryMessage: 'ตรวจดิสก์และโฟลเดอร์ แล้วอ่านรายการฝากเงินอีกครั้งด้วย `pay deposit get ID` พร้อมแฟล็กเดิม',
  }),
  'test-mode-only': ({command}) => ({
    message: `\`pay ${command}\` ใช้ได้เฉพาะโหมดทดสอบ แต่ระบุ --live มา ไม่ได้ส่งอะไรออกไป`,
    tryMessage: 'เอา --live ออก: คำสั่งช่วยทดสอบใช้คีย์ทดสอบของโปรไฟล์ (ระบบใช้งานจริงไม่มี endpoint สำหรับทดสอบ)',
  }),
  'top-up-over-limit': ({amount, limit}) => ({
    message: `ยอดเติมเงิน ${thb(amount)} เกินวงเงิน ${thb(limit)} ต่อครั้ง`,
    tryMessage: `เติมเงินหลายครั้ง ครั้งละไม่เกิน ${formatBahtGrouped(limit)} บาท`,
  }),
  'deposit-not-pending': ({id, status}) => ({
    message: `รายการฝากเงิน ${id} อยู่ในสถานะ ${status} ไม่ใช่ PENDING จึงจับคู่การโอนกับรายการนี้ไม่ได้ ไม่ได้ส่งอะไรออกไป`,
    tryMessage: 'สร้างรายการฝากเงินใหม่ด้วย `pay deposit create` แล้วจำลองการโอนกับรายการนั้น',
  }),
  'insufficient-balance': (facts) => ({message: 'ยอดคงเหลือในกระเป๋าเงินไม่พอสำหรับรายการถอนเงินนี้', tryMessage: shortfallNext(facts)}),
  'ambiguous-id': ({prefix, ids}) => ({
    message: `${prefix} ตรงกับรายการถอนเงิน ${ids.length} รายการ: ${ids.join(', ')}`,
    tryMessage: 'ระบุรหัสให้ยาวขึ้น หรือระบุรหัสเต็ม (pay withdrawal list --wide)',
  }),
  'cursor-loop': ({cursor}) => ({
    message:
      cursor === undefined
        ? 'ผู้ให้บริการแจ้งว่ายังมีหน้าถัดไป (has_more) แต่ไม่ได้ส่ง next_cursor มา'
        : `ผู้ให้บริการส่ง next_cursor "${cursor}" ซ้ำ จึงหยุดเพื่อไม่ให้วนไม่รู้จบ`,
    tryMessage: 'ดูรายการทีละหน้าด้วย --cursor และแจ้งปัญหานี้พร้อม รหัสคำขอ จาก --verbose',
  }),
} satisfies Pick<ErrorWords, QrFileFact['code'] | TestModeFact['code'] | 'insufficient-balance' | 'ambiguous-id' | 'cursor-loop'>
