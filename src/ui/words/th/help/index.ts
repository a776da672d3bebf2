import type {Words} from '../../en/index.js'
import {statementHelp} from '../statement.js'
import {account} from './account.js'
import {approvals} from './approvals.js'
import {audit} from './audit.js'
import {debugging} from './debugging.js'
import {deposit} from './deposit.js'
import {flags} from './flags.js'
import {profile} from './profile.js'
import {reconcile} from './reconcile.js'
import {sandbox} from './sandbox.js'
import {testMode} from './test-mode.js'
import {webhook} from './webhook.js'
import {withdrawal} from './withdrawal.js'

export const help = {
  headings: {
    USAGE: 'วิธีใช้',
    ARGUMENTS: 'อาร์กิวเมนต์',
    FLAGS: 'แฟล็ก',
    'GLOBAL FLAGS': 'แฟล็กที่ใช้ได้ทุกคำสั่ง',
    DESCRIPTION: 'คำอธิบาย',
    ALIASES: 'ชื่ออื่น',
    EXAMPLES: 'ตัวอย่าง',
    'FLAG DESCRIPTIONS': 'คำอธิบายแฟล็ก',
    COMMANDS: 'คำสั่ง',
    TOPICS: 'หัวข้อ',
    VERSION: 'เวอร์ชัน',
  },
  flagNotes: {required: '(จำเป็น)', default: 'ค่าเริ่มต้น', options: 'ตัวเลือก'},
  root: {
    description:
      'pay: คอมมานด์ไลน์สำหรับ API การชำระเงินของ UnknownPay (ประเทศไทย) — ยอดคงเหลือ การรับเงินด้วยพร้อมเพย์ การถอนเงินทีละรายการและเป็นชุด การหาข้อผิดพลาดของลายเซ็น เว็บฮุก และแซนด์บ็อกซ์ที่จำลองบริการทั้งหมดในเครื่อง',
  },
  // Intl.Segmenter cuts these even alone (แซนด์บ็|อกซ์, เท|อร์|มิ|นัล, ตัว|อักษร): each a word of docs/thai-glossary.md or one word to a reader.
  unbroken: [
    'แซนด์บ็อกซ์',
    'เทอร์มินัล',
    'เว็บฮุก',
    'เฮดเดอร์',
    'คิวรี',
    'พร็อกซี',
    'โลแคล',
    'โปรเซส',
    'คอมมานด์ไลน์',
    'พร้อมเพย์',
    'ตัวอักษร',
    'ค่าธรรมเนียม',
    'ลายเซ็น',
    'ผู้ให้บริการ',
    'คำตอบ',
    'ยอดคงเหลือ',
    'ผู้ชำระเงิน',
    'เลขที่บัญชี',
    'กระเป๋าเงิน',
  ],
  topics: {
    config: 'การตั้งค่าของ pay ในเครื่องนี้ เช่น ภาษา',
    profile: 'จัดการข้อมูลรับรองที่บันทึกไว้ (โปรไฟล์)',
    approver: 'ผู้อนุมัติ: คู่คีย์บนเครื่องนี้ และผู้อนุมัติของทีมที่เชื่อถือ',
    policy: 'นโยบายของโปรไฟล์และโหมด: จำนวนการอนุมัติและวงเงินที่การส่งเงินต้องปฏิบัติตาม',
    audit: 'ตรวจและส่งออกบันทึกตรวจสอบของการรันที่เคลื่อนย้ายเงิน',
    deposit: 'สร้าง ติดตาม และยกเลิกรายการฝากเงิน',
    withdrawal: 'สร้าง ติดตาม และแสดงรายการถอนเงิน',
    test: 'เครื่องมือโหมดทดสอบ: จำลองการโอน เติมเงิน ล้างข้อมูล',
    webhook: 'ตรวจ รับ และส่งเว็บฮุกอีกครั้ง',
    sandbox: 'รันและควบคุมแซนด์บ็อกซ์จำลองในเครื่อง',
    fixtures: 'รันไฟล์สถานการณ์: คำขอ API ที่ตั้งชื่อไว้ตามลำดับ โดยใช้คำตอบก่อนหน้า',
  },
  commands: {
    ...account,
    ...approvals,
    ...audit,
    ...debugging,
    ...deposit,
    ...withdrawal,
    ...webhook,
    ...sandbox,
    ...testMode,
    ...profile,
    ...statementHelp,
    ...reconcile,
  },
  flags,
} satisfies Words['help']
