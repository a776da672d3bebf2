import type {Words} from '../en/index.js'

export const qrFiles = {
  and: (labels: string[]) => labels.join(' และ '),
  withBankTransfer: (labels: string, bankTransfer: string) =>
    `รายการฝากเงินแบบโอนเข้าบัญชีธนาคารไม่มีคิวอาร์: ใช้ ${labels} คู่กับ ${bankTransfer} ไม่ได้`,
  dropBankTransfer: (bankTransfer: string) =>
    `เอา ${bankTransfer} ออก (ค่าเริ่มต้นคือคิวอาร์พร้อมเพย์) หรือเอาแฟล็กคิวอาร์ออก แล้วส่งเลขบัญชีธนาคารที่แสดงให้ลูกค้า`,
  noName: (label: string) => `${label}: ไม่ได้ระบุชื่อไฟล์`,
  giveFile: (label: string, kind: string) => `ระบุไฟล์ที่จะเขียน เช่น ${label} qr.${kind}`,
  wrongExtension: (label: string, given: string, kind: string) => `${label}: "${given}" ไม่ได้ลงท้ายด้วย .${kind}`,
  nameKind: (kind: string, label: string, other: string) =>
    `ตั้งชื่อไฟล์ .${kind} เช่น ${label} qr.${kind} หรือใช้ ${other} สำหรับไฟล์ .${kind === 'png' ? 'svg' : 'png'}`,
  noDirectory: (label: string, directory: string) => `${label}: ไม่มีโฟลเดอร์ ${directory}`,
  createIt: 'สร้างโฟลเดอร์นั้นก่อน หรือระบุไฟล์ในโฟลเดอร์ที่มีอยู่แล้ว',
  notDirectory: (label: string, directory: string) => `${label}: ${directory} ไม่ใช่โฟลเดอร์`,
  existingDirectory: 'ระบุไฟล์ในโฟลเดอร์ที่มีอยู่แล้ว',
  notWritable: (label: string, directory: string) => `${label}: เขียนไฟล์ลงโฟลเดอร์ ${directory} ไม่ได้`,
  writableDirectory: 'ระบุไฟล์ในโฟลเดอร์ที่คุณมีสิทธิ์เขียน',
  isDirectory: (label: string, given: string) => `${label}: "${given}" เป็นโฟลเดอร์`,
  nameFile: (label: string, directory: string, kind: string) => `ระบุเป็นไฟล์ เช่น ${label} ${directory}/qr.${kind}`,
  depositBankTransfer: (id: string, labels: string) => `รายการฝากเงิน ${id} เป็นการโอนเข้าบัญชีธนาคาร: ไม่มีคิวอาร์สำหรับ ${labels}`,
  sendAccount: (id: string) => `ส่งเลขบัญชีธนาคารให้ลูกค้าแทน (\`pay deposit get ${id}\`) หรือสร้างรายการฝากเงินแบบพร้อมเพย์`,
  notPending: (id: string, status: string, labels: string) =>
    `รายการฝากเงิน ${id} อยู่ในสถานะ ${status}: ชำระได้เฉพาะรายการที่ยังเป็น PENDING จึงไม่ได้เขียนคิวอาร์สำหรับ ${labels}`,
  createNew: (png: string) => `สร้างรายการฝากเงินใหม่ให้ลูกค้าชำระ: \`pay deposit create --amount … ${png} qr.png\``,
  noPayload: (id: string) => `ผู้ให้บริการไม่ได้ส่งข้อมูลคิวอาร์ (qr_payload) ของรายการฝากเงิน ${id} ที่เป็น PENDING`,
  readAgain: (id: string) => `อ่านรายการอีกครั้งด้วย \`pay deposit get ${id} --verbose\` ถ้า pay_to ยังไม่มี qr_payload ให้ติดต่อผู้ให้บริการ`,
  notWritten: (label: string, given: string, reason: string) => `${label}: เขียน ${given} ไม่ได้: ${reason}`,
  checkDisk: 'ตรวจดิสก์และโฟลเดอร์ แล้วอ่านรายการฝากเงินอีกครั้งด้วย `pay deposit get ID` พร้อมแฟล็กเดิม',
  unreadable: (findings: string) => `ข้อมูลคิวอาร์ไม่ใช่รหัสพร้อมเพย์ที่ถูกต้อง (${findings})`,
  crc: (found: string, expected: string) => `ค่าตรวจสอบของคิวอาร์คือ ${found} แต่เนื้อหาให้ค่า ${expected}: แอปธนาคารจะไม่ยอมสแกน`,
  amountMismatch: (amount: string, expected: string) =>
    `คิวอาร์ระบุยอด ${amount} บาท แต่รายการฝากเงินกำหนด ${expected} บาท: การโอนตามยอดในคิวอาร์จะจับคู่ไม่ได้`,
  doNotPay: 'อย่าให้ลูกค้าชำระด้วยคิวอาร์นี้: ยกเลิกรายการฝากเงินแล้วสร้างใหม่',
} satisfies Words['qrFiles']
