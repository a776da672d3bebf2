import type {WebhookUrlProblem} from '../../../core/webhooks/url.js'
import type {Words} from '../en/index.js'

const URL_PROBLEMS: Record<WebhookUrlProblem, string> = {
  'not-http': 'ไม่ใช่ URL แบบ http(s)',
  'user-info': 'ต้องไม่มีชื่อผู้ใช้หรือรหัสผ่าน',
  'plain-http': 'ต้องเป็น https (ใช้ http ธรรมดาได้เฉพาะกับที่อยู่ loopback)',
}

export const sandbox = {
  sandbox: 'แซนด์บ็อกซ์',
  merchant: 'ร้านค้า',
  keys: {testKey: 'คีย์ทดสอบ', testSecret: 'รหัสลับทดสอบ', liveKey: 'คีย์ใช้งานจริง', liveSecret: 'รหัสลับใช้งานจริง', webhookSecret: 'รหัสลับเว็บฮุก'},
  logStart: (pid: number, printKeys: string) => `(pid ${pid}) ไม่บันทึกคีย์ลงไฟล์บันทึก: ดูคีย์ด้วย ${printKeys}`,
  background: (log: string) => `ทำงานอยู่เบื้องหลัง ไฟล์บันทึกอยู่ที่ ${log} หยุดด้วย: pay sandbox stop`,
  profileWritten: (madeDefault: boolean) => `เขียนโปรไฟล์ "sandbox" แล้ว${madeDefault ? ' (ตอนนี้เป็นค่าเริ่มต้น)' : ''} กด Ctrl-C เพื่อหยุด`,
  stopped: 'หยุดแซนด์บ็อกซ์แล้ว',
  stoppedPid: (pid: number) => `หยุดแซนด์บ็อกซ์แล้ว (pid ${pid})`,
  notRunning: 'ไม่มีแซนด์บ็อกซ์ที่ทำงานอยู่',
  status: (baseUrl: string, pid: number, merchants: number, faultRate: number, dataDir: string) =>
    `ทำงานอยู่ที่ ${baseUrl} (pid ${pid}) ร้านค้า ${merchants} ราย อัตราความผิดพลาดจำลอง ${faultRate} โฟลเดอร์ข้อมูล: ${dataDir}`,
  rateRange: (flag: string, max: number, text: string) => `${flag} ต้องเป็นตัวเลข${max === 1 ? 'ตั้งแต่ 0 ถึง 1' : 'ตั้งแต่ 0 ขึ้นไป'} ไม่ใช่ "${text}"`,
  webhookUrl: (problem: WebhookUrlProblem, text: string) =>
    `--webhook-url ${URL_PROBLEMS[problem] ?? URL_PROBLEMS['not-http']} (ค่าที่ระบุ "${text}")`,
  webhookUrlHint: 'ระบุ URL แบบ https หรือ http://127.0.0.1:PORT/… สำหรับตัวรับบนเครื่องนี้ (เช่น `pay webhook listen`)',
  depositNow: (id: string, status: string) => `รายการฝากเงิน ${id} ตอนนี้อยู่ในสถานะ ${status}`,
  withdrawalNow: (id: string, status: string) => `รายการถอนเงิน ${id} ตอนนี้อยู่ในสถานะ ${status}`,
  newKey: (mode: 'test' | 'live', merchant: string, keyId: string) =>
    `คีย์${mode === 'live' ? 'ใช้งานจริง' : 'ทดสอบ'}ใหม่ของ ${merchant}: ${keyId}`,
  newSecret: (secret: string) => `รหัสลับ ${secret}`,
  profileUsesIt: 'โปรไฟล์ "sandbox" ใช้คีย์นี้แล้ว',
  queued: (id: number) => `เข้าคิวการส่งรหัส ${id} แล้ว`,
  noDeliveries: 'ยังไม่มีการส่งเว็บฮุก: ตั้ง URL ด้วย `pay sandbox start --webhook-url …` หรือ `pay webhook listen`',
  headings: {
    id: 'รหัส',
    created: 'สร้างเมื่อ',
    event: 'เหตุการณ์',
    state: 'สถานะ',
    tries: 'จำนวนครั้ง',
    last: 'ล่าสุด',
    next: 'ครั้งถัดไป',
    url: 'URL',
  },
  states: {pending: 'รอส่ง', delivered: 'ส่งสำเร็จ', failed: 'ส่งไม่สำเร็จ'},
} satisfies Words['sandbox']
