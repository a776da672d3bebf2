import type {Words} from '../en/index.js'

export const trigger = {
  triggered: (event: string, sandbox: boolean) => `สร้างเหตุการณ์ ${event} ${sandbox ? 'ในแซนด์บ็อกซ์' : 'ผ่าน API ของผู้ให้บริการ'}แล้ว`,
  toppedUp: (amount: string) => `เติมเงินเข้ากระเป๋าเงินทดสอบ ${amount} แล้ว เพื่อให้พอสำหรับการถอนเงิน`,
  deposit: (id: string, status: string, expected: string) => `รายการฝากเงิน ${id} ${status}: ยอดที่กำหนด ${expected}`,
  transfer: (id: string, amount: string) => `การโอนเงิน ${id} ยอด ${amount}`,
  withdrawal: (id: string, status: string, amount: string, destination: string) =>
    `รายการถอนเงิน ${id} ${status}: ${amount} ไปยัง ${destination}`,
  event: (id: string) => `เหตุการณ์ ${id}`,
  delivery: (id: string) => `(การส่งเว็บฮุกของแซนด์บ็อกซ์ ${id})`,
  follow: (sandbox: boolean) =>
    `ติดตามการส่งเว็บฮุกด้วย ${sandbox ? '`pay sandbox webhooks` หรือ `pay webhook events`' : '`pay webhook events`'}`,
  notCredited: (id: string) =>
    `รายการฝากเงิน ${id} ยังไม่เข้ากระเป๋าเงิน: ผู้ให้บริการจับคู่การโอนเงินอยู่เบื้องหลัง และจะส่ง \`deposit.success\` เมื่อจับคู่ได้ ติดตามด้วย \`pay deposit watch ${id}\``,
  fixtures: {
    start: (count: number, file: string, description?: string) =>
      `กำลังรัน ${count} ขั้นตอนจาก ${file}${description ? `: ${description}` : ''}`,
    done: (count: number) => `ทั้ง ${count} ขั้นตอนได้รับคำตอบ 2xx ดูคำตอบแต่ละขั้นตอนได้ด้วย --json`,
    took: (ms: number) => `${ms} มิลลิวินาที`,
    step: (index: number, name: string) => `ขั้นตอนที่ ${index}: ${name}`,
    unresolved: (references: string[]) =>
      `คงไว้ตามที่เขียน จะเติมจากคำตอบของขั้นตอนก่อนหน้าเมื่อรันจริง (ข้อมูลและลายเซ็นจึงจะต่างไป): ${references.join(', ')}`,
    question: (count: number, file: string) => `ส่งคำขอ ${count} รายการที่อาจทำให้เงินเคลื่อนไหว จาก ${file} ด้วยคีย์ใช้งานจริง ใช่หรือไม่?`,
  },
} satisfies Words['trigger']
