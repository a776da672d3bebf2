import type {Words} from '../en/index.js'

const useIt = (name: string) => `ระบุ --profile ${name} หรือตั้งเป็นค่าเริ่มต้นด้วย \`pay profile use ${name}\``

export const profiles = {
  labels: {
    profile: 'โปรไฟล์',
    baseUrl: 'URL ของบริการ',
    testKey: 'คีย์ทดสอบ',
    liveKey: 'คีย์ใช้งานจริง',
    webhookSecret: 'รหัสลับเว็บฮุก',
    sandboxData: 'ข้อมูลแซนด์บ็อกซ์',
  },
  isDefault: ' (ค่าเริ่มต้น)',
  secret: (masked: string) => `รหัสลับ ${masked}`,
  headings: {name: 'ชื่อ', baseUrl: 'URL ของบริการ', testKey: 'คีย์ทดสอบ', liveKey: 'คีย์ใช้งานจริง', webhook: 'เว็บฮุก'},
  set: 'ตั้งแล้ว',
  none: 'ยังไม่มีโปรไฟล์: เพิ่มด้วย `pay login` หรือรัน `pay sandbox start`',
  saved: (name: string, created: boolean) => `${created ? 'เพิ่ม' : 'อัปเดต'}โปรไฟล์ ${name} แล้ว`,
  inUse: (madeDefault: boolean, viaPayProfile: boolean) =>
    `${madeDefault ? ' และตั้งเป็นค่าเริ่มต้นแล้ว' : ''} คำสั่งต่าง ๆ จะใช้โปรไฟล์นี้${viaPayProfile ? ' (PAY_PROFILE)' : ''}`,
  environmentKeyWins: (name: string) => ` แต่คำสั่งต่าง ๆ จะใช้ PAY_API_KEY จากตัวแปรสภาพแวดล้อมตราบที่ยังตั้งไว้: ยกเลิกการตั้งค่านั้น แล้ว${useIt(name)}`,
  otherInUse: (other: string, viaPayProfile: boolean, name: string) =>
    ` แต่คำสั่งต่าง ๆ ยังใช้โปรไฟล์ ${other} (${viaPayProfile ? 'PAY_PROFILE' : 'ค่าเริ่มต้น'}): ${useIt(name)}`,
  savedEnd: '',
  removed: (name: string) => `ลบโปรไฟล์ ${name} แล้ว`,
  nowDefault: (name: string) => `ตั้งโปรไฟล์ ${name} เป็นค่าเริ่มต้นแล้ว`,
  noSuchProfile: (name: string) => `ไม่มีโปรไฟล์ชื่อ "${name}"`,
  listThem: 'ดูรายชื่อโปรไฟล์ด้วย `pay profile list`',
  keyIdNeedsSecret: '--key-id ต้องมาพร้อมรหัสลับของคีย์',
  pipeTheSecret: 'ส่งรหัสลับผ่านไปป์ แล้วระบุ --secret-stdin',
} satisfies Words['profiles']
