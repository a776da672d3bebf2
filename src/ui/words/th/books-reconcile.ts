import type {ReconcileClass} from '../../../core/schemas/output/reconcile.js'
import type {Words} from '../en/index.js'

export const booksReconcile = {
  classes: {
    matched: 'ตรงกัน',
    missing_in_pay: 'ไม่มีใน pay',
    extra_in_pay: 'มีเฉพาะใน pay',
    amount_differs: 'ยอดเงินไม่ตรง',
    duplicate_in_file: 'ซ้ำในไฟล์',
  } satisfies Record<ReconcileClass, string>,
  meanings: {
    matched: 'มีทั้งในไฟล์และใน pay ยอดเงินเท่ากัน',
    missing_in_pay: 'มีในไฟล์ แต่ใน pay ไม่มีเงินเข้าหรือออกของรายการนี้',
    extra_in_pay: 'มีเงินเข้าหรือออกใน pay แต่ไม่มีในไฟล์',
    amount_differs: 'มีทั้งสองฝั่ง แต่ยอดเงินไม่เท่ากัน',
    duplicate_in_file: 'เลขอ้างอิงนี้มีในรายการก่อนหน้าแล้ว',
  } satisfies Record<ReconcileClass, string>,
  compared: (file: string, rowCount: number, entries: number, ledger: string) =>
    `กระทบยอด ${rowCount} รายการใน ${file} กับรายการฝากและถอนเงิน ${entries} รายการในสมุดรายการ ${ledger}`,
  period: (from: string | null, to: string | null) =>
    from && to ? `ช่วงเวลา: ${from} ถึง ${to}` : from ? `ช่วงเวลา: ตั้งแต่ ${from}` : to ? `ช่วงเวลา: จนถึง ${to}` : 'ช่วงเวลา: ทั้งสมุดรายการ',
  emptyLedger: 'สมุดรายการไม่มีรายการฝากหรือถอนเงินในช่วงเวลานี้: `pay sync` ปรับสมุดรายการให้เป็นปัจจุบันตามผู้ให้บริการ',
  allMatched: 'ทุกรายการตรงกัน และ pay ไม่มีเงินเข้าหรือออกที่ไม่อยู่ในไฟล์',
  notFinal: (count: number) =>
    `รายการถอนเงิน ${count} รายการที่จับคู่กับรายการในไฟล์ยังไม่มีผลสุดท้าย: เงินอาจยังถูกคืนกลับมา รัน \`pay sync\` แล้วกระทบยอดอีกครั้ง`,
  mismatches: (count: number) => `${count} รายการไม่ตรงกัน:`,
  more: (count: number, all: string) => `… และอีก ${count} รายการ (${all})`,
  allIn: {out: (path: string) => `ทั้งหมดอยู่ใน ${path}`, json: 'ดูทั้งหมดด้วย --json หรือ --out FILE'},
  headings: {
    class: 'ผล',
    row: 'รายการที่',
    line: 'บรรทัด',
    reference: 'เลขอ้างอิง',
    fileAmount: 'ยอดเงินในไฟล์',
    kind: 'ประเภท',
    id: 'รหัสรายการ',
    status: 'สถานะ',
    payAmount: 'ยอดเงินใน pay',
    credited: 'ยอดเข้ากระเป๋า',
    fee: 'ค่าธรรมเนียม',
    difference: 'ส่วนต่าง',
    createdAt: 'สร้างเมื่อ',
    code: 'รหัส',
  },
  kinds: {deposit: 'ฝากเงิน', withdrawal: 'ถอนเงิน'},
  sheet: 'กระทบยอด',
  written: (path: string) => `รายงาน: ${path}`,
  amountsNote: 'ยอดเงินใน pay: ของรายการฝากเงินคือยอดที่กำหนด ของรายการถอนเงินคือยอดที่โอนให้บัญชีปลายทาง',
} satisfies Words['booksReconcile']
