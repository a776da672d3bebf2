import type {Words} from '../en/index.js'
import type {NoPromptReason} from '../en/notices.js'
import {noPromptReason} from './notices.js'

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
  secretIn: (place: 'keyring' | 'file') => (place === 'keyring' ? 'รหัสลับอยู่ในคีย์ริงของระบบ' : 'รหัสลับอยู่ในไฟล์สิทธิ์ 0600 (ไม่มีคีย์ริงของระบบ)'),
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
  login: {
    cannotAsk: (reason: NoPromptReason) => `\`pay login\` ต้องถามคำถาม แต่${noPromptReason(reason, 'ask')}`,
    useProfileAdd: 'ใช้: `printf %s "$SECRET" | pay profile add NAME --base-url URL --key-id ID --secret-stdin`',
    baseUrl: 'URL ของบริการ',
    keyId: 'รหัสคีย์ (`unk_test_…` หรือ `unk_live_…`)',
    secret: 'รหัสลับ (ซ่อนไว้)',
    accepted: (mode: 'test' | 'live') => `✓ ผู้ให้บริการยอมรับคีย์${mode === 'live' ? 'ใช้งานจริง' : 'ทดสอบ'}นี้`,
  },
  identity: {
    profile: 'โปรไฟล์',
    baseUrl: 'URL ของบริการ',
    mode: 'โหมด',
    keyId: 'รหัสคีย์',
    status: 'สถานะ',
    noProfile: '(ไม่มี: ใช้ข้อมูลรับรองจาก PAY_API_KEY / PAY_API_SECRET)',
    live: 'ใช้งานจริง (เงินจริง)',
    test: 'ทดสอบ',
    accepted: '✓ ผู้ให้บริการยอมรับคีย์นี้',
    notReached: (code: string, message: string) => `✗ ติดต่อผู้ให้บริการไม่ได้ จึงยังไม่ได้ตรวจคีย์: ${code} ${message}`.trimEnd(),
    notAccepted: (code: string, message: string) => `✗ ผู้ให้บริการไม่ยอมรับ: ${code} ${message}`.trimEnd(),
  },
  config: {
    langSet: (name: string) => `ตั้งภาษาเป็น${name}แล้ว`,
    langUnset: 'ลบการตั้งค่าภาษาแล้ว: pay จะใช้ภาษาตามโลแคล (LC_ALL, LC_MESSAGES, LANG)',
    langNotSet: '(ยังไม่ได้ตั้ง: pay ใช้ภาษาตามโลแคล)',
    overridden: (value: string) => `เชลล์นี้ตั้ง PAY_LANG=${value} ไว้ จึงใช้ค่านั้นก่อนการตั้งค่านี้ จนกว่าจะเลิกตั้ง PAY_LANG`,
    badValue: (key: string, value: string, allowed: string[]) => `ตั้ง ${key} เป็น ${value} ไม่ได้: ต้องเป็นค่าใดค่าหนึ่งใน ${allowed.join(', ')}`,
    example: (key: string, value: string) => `ตัวอย่าง: \`pay config set ${key} ${value}\``,
  },
} satisfies Words['profiles']
