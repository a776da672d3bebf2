import type {Words} from '../en/index.js'

export const payScreen = {
  payExactly: 'ยอดที่ต้องชำระ (ตรงทุกสตางค์)',
  payExactlyLine: (amount: string) => `ยอดที่ต้องชำระ ${amount} (ตรงทุกสตางค์)`,
  nothingDue: (status: string, amount: string) => `ไม่มียอดต้องชำระ: รายการฝากเงินนี้เป็น ${status} แล้ว (ยอดที่กำหนดคือ ${amount})`,
  nothingToPayTo: (status: string) => `ไม่มีบัญชีให้ชำระ: รายการฝากเงินนี้เป็น ${status}`,
  scan: (holder: string) => `สแกนด้วยแอปธนาคารไทยใดก็ได้ (พร้อมเพย์) · ผู้รับเงิน ${holder}`,
  noColour: (id: string) => `ไม่มีสี: คิวอาร์โค้ดนี้สแกนได้บนพื้นสีอ่อนเท่านั้น สำหรับทุกหน้าจอ: \`pay deposit get ${id} --qr-png qr.png\``,
  transferTo: 'โอนเงินเข้า',
  bank: 'ธนาคาร',
  accountName: 'ชื่อบัญชี',
  accountNo: 'เลขที่บัญชี',
  tooSmall: (size: string) => `หน้าต่างเทอร์มินัลนี้ (${size}) เล็กเกินกว่าจะแสดงคิวอาร์โค้ดทั้งหมดพร้อมยอดเงิน`,
  makeItAtLeast: (sizes: string[]) => `ขยายเป็นอย่างน้อย ${sizes.join(' หรือ ')} (คอลัมน์×แถว) แล้วคิวอาร์โค้ดจะปรากฏ หรือส่งรูปคิวอาร์ให้ลูกค้า:`,
} satisfies Words['payScreen']
