import {groupThousands} from '../../../core/money/money.js'
import type {Words} from '../en/index.js'
import {statuses} from './statuses.js'

export const withdrawal = {
  labels: {
    id: 'รายการถอนเงิน',
    status: 'สถานะ',
    amount: 'ยอดเงิน',
    fee: 'ค่าธรรมเนียม',
    netPayout: 'ยอดโอนสุทธิ',
    net: 'ยอดสุทธิ',
    reason: 'สาเหตุ',
    gross: 'ยอดรวม',
    destination: 'บัญชีผู้รับเงิน',
    reference: 'รหัสอ้างอิง',
    created: 'สร้างเมื่อ',
  },
  received: 'ยอดที่บัญชีปลายทางได้รับ',
  forDestination: 'สำหรับบัญชีปลายทาง ยังไม่ได้จ่ายเงิน',
  notPaid: 'ไม่ได้จ่ายเงิน',
  returned: 'คืนเข้ากระเป๋าเงินแล้ว',
  taken: 'หักจากกระเป๋าเงิน',
  headings: {
    id: 'รหัส',
    created: 'สร้างเมื่อ',
    status: 'สถานะ',
    amount: 'ยอดเงิน',
    fee: 'ค่าธรรมเนียม',
    bank: 'ธนาคาร',
    account: 'เลขที่บัญชี',
    name: 'ชื่อบัญชี',
  },
  none: 'ไม่มีรายการถอนเงิน',
  more: (cursor: string) => `ยังมีรายการถอนเงินอีก: ใช้ --cursor ${cursor} เพื่อดูหน้าถัดไป หรือใช้ --all`,
  capped: (count: number, pages: number) =>
    `หยุดที่ ${groupThousands(String(count))} รายการ (${pages} หน้า) ตามเพดานความปลอดภัยของ --all ยังมีรายการอีก: กรองด้วย --status`,
  question: (amount: string, bank: string, account: string, name: string) =>
    `โอนเงินออก ${amount} บวกค่าธรรมเนียมของผู้ให้บริการ จากกระเป๋าเงินใช้งานจริง (เงินจริง) ไปยังบัญชี ${bank} ${account} (${name}) ใช่หรือไม่?`,
  replayed: 'ผู้ให้บริการมี Idempotency-Key นี้อยู่แล้ว: นี่คือรายการถอนเงินที่สร้างไว้ครั้งนั้น ไม่มีการจ่ายซ้ำ',
  notPaidYet: (status: string, id: string) => `สถานะ ${statuses.name(status)} ยังไม่ได้จ่ายเงิน ติดตามด้วย \`pay withdrawal watch ${id}\``,
  outcome: {
    success: (net: string, destination: string) => `ถอนเงิน ${statuses.name('SUCCESS')}: จ่าย ${net} ให้ ${destination} แล้ว`,
    refunded: (status: string, gross: string) => `ถอนเงิน ${statuses.name(status)}: ไม่มีการจ่ายเงิน ยอดรวม ${gross} คืนเข้ากระเป๋าเงินแล้ว`,
    waiting: (status: string, amount: string, destination: string) =>
      `ถอนเงิน ${statuses.name(status)}: ยังไม่ได้จ่ายเงิน (${amount} ถึง ${destination})`,
  },
  unknownStatus: (text: string) => `--status: ไม่รู้จักสถานะรายการถอนเงิน "${text}"`,
  statusHint: (statuses: string[]) => `ใช้สถานะใดสถานะหนึ่งต่อไปนี้: ${statuses.join(', ')}`,
} satisfies Words['withdrawal']
