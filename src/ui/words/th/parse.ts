import type {Words} from '../en/index.js'

export const parse = {
  help: (command: string) => `ดูแฟล็กและอาร์กิวเมนต์ได้ด้วย \`pay help ${command}\``,
  noFlag: (command: string, flags: string) => `\`pay ${command}\` ไม่มีแฟล็ก ${flags}`,
  didYouMean: (flag: string) => `หมายถึง --${flag} ใช่ไหม?`,
  needsArgument: (command: string, names: string[]) => `\`pay ${command}\` ต้องมีอาร์กิวเมนต์ ${names.join(' และ ')}`,
  doesNotTake: (command: string, words: string) => `\`pay ${command}\` ไม่รับ ${words}`,
  quoteSpaces: 'ค่าที่มีช่องว่างต้องใส่เครื่องหมายคำพูด เช่น --payer-name "สมชาย ใจดี"',
  notAnOption: (flag: string, value: string, options: string) => `--${flag} รับค่า ${value} ไม่ได้: เลือกจาก ${options}`,
  notAnArgument: (value: string, options: string) => `ไม่รู้จัก ${value}: เลือกจาก ${options}`,
  notInteger: (flag: string, value: string) => `--${flag} ต้องเป็นจำนวนเต็ม ไม่ใช่ "${value}"`,
  integerAtLeast: (flag: string, min: number, value: string) => `--${flag} ต้องเป็นจำนวนเต็มตั้งแต่ ${min} ขึ้นไป ไม่ใช่ ${value}`,
  integerAtMost: (flag: string, max: number, value: string) => `--${flag} ต้องเป็นจำนวนเต็มไม่เกิน ${max} ไม่ใช่ ${value}`,
  needsFlags: (command: string, flags: string[]) => `\`pay ${command}\` ต้องมี ${flags.join(' และ ')}`,
  notIdempotencyKey: (key: string) => `--idempotency-key "${key}" ใช้เป็นค่าเฮดเดอร์ไม่ได้: ต้องเป็นอักขระ ASCII ที่มองเห็นได้ ไม่มีช่องว่าง`,
  idempotencyKeyHint: 'ระบุคีย์ที่การรันที่ล้มเหลวพิมพ์ไว้ หรือไม่ต้องระบุแฟล็กนี้เพื่อใช้คีย์ใหม่',
  notACommand: (typed: string, nearest?: string) => `ไม่มีคำสั่ง \`${typed}\`${nearest ? ` หมายถึง \`${nearest}\` ใช่ไหม?` : ''}`,
  commandList: 'ดูรายการคำสั่งทั้งหมดได้ด้วย `pay help`',
  unknownLanguage: (value: string) => `pay ไม่รองรับภาษา PAY_LANG=${value}`,
  languageHint: 'ตั้ง PAY_LANG เป็น th หรือ en หรือยกเลิกการตั้งค่าเพื่อใช้ภาษาตามโลแคล (LANG)',
} satisfies Words['parse']
