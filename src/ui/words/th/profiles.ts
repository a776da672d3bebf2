import type {Words} from '../en/index.js'

const useIt = (name: string) => `ระบุ --profile ${name} หรือตั้งเป็นค่าเริ่มต้นด้วย \`pay profile use ${name}\``

const keyHolder = (profile: string | undefined) => (profile === undefined ? 'คีย์ใน PAY_API_KEY ' : `คีย์ของโปรไฟล์ "${profile}" `)

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
  listOrAdd: 'ดูรายชื่อโปรไฟล์ด้วย `pay profile list` หรือเพิ่มโปรไฟล์ด้วย `pay login`',
  noCredentials: 'ไม่มีข้อมูลรับรอง: ยังไม่ได้ตั้งโปรไฟล์ และไม่ได้ตั้ง PAY_API_KEY',
  logIn: 'รัน `pay login` หรือ `pay sandbox start` เพื่อลองใช้แซนด์บ็อกซ์ในเครื่อง',
  keyNotLiveOrTest: (masked: string) => `รหัสคีย์ "${masked}" ไม่ใช่ทั้งคีย์ใช้งานจริงและคีย์ทดสอบ`,
  keyIdPrefix: 'รหัสคีย์ขึ้นต้นด้วย <vendor>_live_ หรือ <vendor>_test_ (เช่น unk_test_…): คัดลอกจากพอร์ทัลอีกครั้ง',
  liveKeyWithoutFlag: (profile: string | undefined) => `${keyHolder(profile)}เป็นคีย์ใช้งานจริง แต่ไม่ได้ระบุ --live`,
  passLive: 'ระบุ --live เพื่อทำรายการด้วยเงินจริง หรือใช้คีย์ทดสอบ',
  testKeyWithLiveFlag: (profile: string | undefined) => `ระบุ --live แล้ว แต่${keyHolder(profile)}เป็นคีย์ทดสอบ`,
  dropLive: 'เอา --live ออก หรือตั้งคีย์ใช้งานจริง',
  envKeyHalf: (missing: string, set: string) => `ตั้ง ${set} แล้ว แต่ยังไม่ได้ตั้ง ${missing}`,
  setBoth: 'ตั้งทั้ง PAY_API_KEY และ PAY_API_SECRET หรือยกเลิกทั้งคู่เพื่อใช้โปรไฟล์',
  envKeyNoBaseUrl: 'ตั้ง PAY_API_KEY แล้ว แต่ยังไม่รู้ URL ของบริการ',
  setBaseUrl: 'ตั้ง PAY_BASE_URL เป็น URL ของบริการ หรือเพิ่มโปรไฟล์ด้วย `pay profile add`',
  missingKey: (name: string, mode: 'live' | 'test') => `โปรไฟล์ "${name}" ไม่มี${mode === 'live' ? 'คีย์ใช้งานจริง' : 'คีย์ทดสอบ'}`,
  addKey: (word: string, mode: 'live' | 'test') =>
    `เพิ่มคีย์ด้วย \`pay profile add ${word} --key-id KEY_ID --secret-stdin\` (${mode === 'live' ? 'คีย์ใช้งานจริง' : 'คีย์ทดสอบ'}ของโปรไฟล์)${mode === 'live' ? '' : ' หรือระบุ --live เพื่อใช้คีย์ใช้งานจริง'}`,
  keyWithoutSecret: 'คีย์ต้องมีทั้งรหัสคีย์และรหัสลับ',
  passKeyAndSecret: 'ระบุ --key-id คู่กับ --secret-stdin',
  nothingToSave: 'ไม่มีอะไรให้บันทึก',
  passSomething: 'ระบุ --key-id คู่กับ --secret-stdin หรือ --webhook-secret-stdin หรือ --base-url',
  webhookSecretEmpty: 'รหัสลับเว็บฮุกว่างเปล่า',
  copyWebhookSecret: 'คัดลอกรหัสลับเว็บฮุกจากพอร์ทัลอีกครั้งแล้วส่งผ่านไปป์',
  needsBaseUrl: (name: string) => `โปรไฟล์ "${name}" เป็นโปรไฟล์ใหม่ จึงต้องมี URL ของบริการ`,
  passBaseUrl: 'ระบุ --base-url https://…',
  badName: (name: string) => `ใช้ "${name}" เป็นชื่อโปรไฟล์ไม่ได้`,
  nameHint: 'ใช้ตัวอักษรภาษาอังกฤษ ตัวเลข "-" "_" หรือ "." (ไม่เกิน 64 ตัว)',
  secretNotHex: (length: number) => `รหัสลับไม่ใช่เลขฐานสิบหก 64 ตัว (ที่ระบุมามี ${length} ตัว)`,
  copySecret: 'คัดลอกรหัสลับทั้งหมดจากพอร์ทัลอีกครั้ง: รหัสลับแสดงเพียงครั้งเดียวตอนออกคีย์หรือหมุนเวียนคีย์',
  noBaseUrl: 'ไม่มี URL ของบริการ: ยังไม่ได้ตั้งโปรไฟล์ และไม่ได้ตั้ง PAY_BASE_URL',
  storeNotJson: (path: string) => `ไฟล์เก็บโปรไฟล์ ${path} ไม่ใช่ JSON ที่ถูกต้อง`,
  storeDamaged: (path: string, at: string | undefined, issue: string) =>
    `ไฟล์เก็บโปรไฟล์ ${path} มีข้อมูลไม่ถูกต้อง${at ? `ที่ ${at}` : ''}: ${issue}`,
  repairStore: 'แก้ไฟล์ให้ถูกต้อง หรือย้ายไฟล์ออกแล้วเพิ่มโปรไฟล์ใหม่ด้วย `pay profile add`',
  storeUnreadable: {
    message: (path: string, because: string) => `อ่านไฟล์เก็บโปรไฟล์ ${path} ไม่ได้: ${because}`,
    permission: 'ผู้ใช้นี้ไม่มีสิทธิ์อ่านไฟล์',
    directory: 'สิ่งที่อยู่ตรงนั้นเป็นโฟลเดอร์ ไม่ใช่ไฟล์',
    system: (code: string) => `ระบบแจ้งว่า ${code}`,
    fix: (path: string) =>
      `ให้ผู้ใช้นี้อ่านได้เพียงผู้เดียว: \`chmod 600 ${path}\` (ถ้าไฟล์เป็นของผู้ใช้อื่น เช่น หลังใช้ \`sudo\` ให้รัน \`sudo chown "$USER" ${path}\` ก่อน)`,
  },
  keyIdNeedsSecret: '--key-id ต้องมาพร้อมรหัสลับของคีย์',
  pipeTheSecret: 'ส่งรหัสลับผ่านไปป์ แล้วระบุ --secret-stdin',
} satisfies Words['profiles']
