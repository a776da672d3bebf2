import type {Words} from '../en/index.js'

export const approvals = {
  store: {keyring: 'คีย์ริงของระบบปฏิบัติการ', file: 'ไฟล์สิทธิ์ 0600 ในโฟลเดอร์ตั้งค่า'},
  keyPlace: {keyring: 'คีย์ริงของระบบ', file: 'ไฟล์ 0600', missing: 'ไม่พบ'},
  added: (name, keyId, store) =>
    `เพิ่มผู้อนุมัติ ${name} แล้ว (คีย์ ${keyId}) คีย์ส่วนตัวเก็บไว้ใน${store} แจกคีย์สาธารณะให้ทีมด้วย \`pay approver export ${name}\``,
  headings: {name: 'ชื่อ', keyId: 'รหัสคีย์', where: 'เพิ่มที่', key: 'คีย์ส่วนตัว'},
  here: 'เครื่องนี้',
  trustedFrom: 'เชื่อถือจากไฟล์',
  none: 'ยังไม่มีผู้อนุมัติ เพิ่มด้วย `pay approver add NAME`',
  trusted: (names) => (names.length === 0 ? 'เชื่อถือผู้อนุมัติทุกคนในไฟล์อยู่แล้ว' : `เชื่อถือแล้ว: ${names.join(', ')}`),
  policy: {
    none: (profile, mode) => `${profile} (${mode}) ยังไม่มีนโยบาย ส่งเงินได้โดยไม่ต้องอนุมัติและไม่มีวงเงิน`,
    heading: (profile, mode) => `นโยบายของ ${profile} (${mode})`,
    approvals: 'จำนวนการอนุมัติ',
    maxRow: 'วงเงินต่อแถว',
    maxDay: 'วงเงินต่อวัน',
    maxPayeeDay: 'วงเงินต่อผู้รับเงินต่อวัน',
    newPayeeOver: 'วงเงินผู้รับเงินใหม่',
    hours: 'เวลาส่งเงิน (กรุงเทพฯ)',
    notSet: 'ไม่ได้ตั้ง',
    setBy: 'ตั้งโดย',
    approvedBy: 'ผ่อนโดยได้รับอนุมัติจาก',
    saved: (profile, mode, loosened) => `${loosened ? 'ผ่อน' : 'ตั้ง'}นโยบายของ ${profile} (${mode}) แล้ว`,
  },
  proposal: {
    heading: (kind) => `คำขออนุมัติ (${kind})`,
    labels: {maker: 'ผู้จัดทำ', file: 'ไฟล์', rows: 'จำนวนแถว', total: 'ยอดรวม', approvals: 'ผู้อนุมัติ', needs: 'ต้องการ'},
    kinds: {batch: 'ไฟล์โอนเงิน', withdrawal: 'รายการถอนเงิน', policy: 'การเปลี่ยนนโยบาย'},
    totalNote: 'ยอดที่ผู้รับเงินได้รับ ยังไม่รวมค่าธรรมเนียม',
    noApprovals: 'ยังไม่มี',
    written: (path, word) => `เขียนคำขออนุมัติ ${path} แล้ว ให้ผู้อนุมัติคนอื่นรัน \`pay approve ${word} --as NAME\``,
    question: (rows, total) => `อนุมัติการจ่าย ${rows} แถว รวม ${total} ใช่ไหม?`,
    policyQuestion: 'อนุมัติการเปลี่ยนนโยบายนี้ใช่ไหม?',
    approved: (name) => `อนุมัติในนาม ${name} แล้ว`,
    again: (name) => `${name} อนุมัติไว้แล้ว ไม่มีสิ่งใดเปลี่ยน`,
  },
} satisfies Words['approvals']
