import type {Words} from '../en/index.js'

/** JSON types as the schema names them, in Thai. */
const JSON_TYPES: Partial<Record<string, string>> = {
  object: 'ออบเจกต์',
  array: 'อาร์เรย์',
  string: 'สตริง',
  number: 'ตัวเลข',
  boolean: 'ค่าจริงหรือเท็จ',
  null: 'ค่า null',
}

const jsonType = (type: string) => JSON_TYPES[type] ?? type

export const scenario = {
  setMalformed: (text: string) => `--set "${text}": ต้องเขียนในรูป STEP.FIELD=VALUE (หรือ STEP.FIELD:=JSON)`,
  setExample: 'เช่น --set deposit.amount=250.00 หรือ --set deposit.callback_meta:={"order":7}',
  setNotJson: (text: string) => `--set "${text}": ค่าหลัง ":=" ไม่ใช่ JSON`,
  quoteJson: 'ใช้ STEP.FIELD=TEXT สำหรับสตริง หรือครอบ JSON ด้วยเครื่องหมายคำพูดเพื่อให้เชลล์ส่งมาครบ: --set \'deposit.callback_meta:={"order":7}\'',
  unreadable: (file: string, reason: string) => `อ่าน ${file} ไม่ได้: ${reason}`,
  checkPath: 'ตรวจพาธของไฟล์สถานการณ์',
  notJson: (file: string, reason: string) => `${file} ไม่ใช่ JSON: ${reason} ไม่ได้ส่งอะไรออกไป`,
  fixFile: 'แก้ไฟล์แล้วรันอีกครั้ง',
  invalid: (file: string, count: number) => `${file}: พบปัญหา ${count} รายการ ไม่ได้ส่งอะไรออกไป`,
  problemLine: (step: string | null, field: string, problem: string) =>
    step === null ? `  ${field}: ${problem}` : `  ขั้นตอน "${step}" ${field}: ${problem}`,
  wholeFile: '(ทั้งไฟล์)',
  wholeStep: '(ทั้งขั้นตอน)',
  fixScenario: 'แก้ไฟล์ (ดูรูปแบบได้ใน docs/fixtures.md) แล้วรันอีกครั้ง',
  problems: {
    missing: 'ยังไม่ได้ระบุ',
    unknownFields: (names: string[]) => (names.length > 1 ? `ไม่รู้จักฟิลด์ ${names.join(', ')}` : 'ไม่รู้จักฟิลด์นี้'),
    wrongType: (expected: string, received: string) => `ต้องเป็น${jsonType(expected)} แต่ค่าที่ระบุเป็น${jsonType(received)}`,
    notOneOf: (options: string[]) => `ต้องเป็นค่าใดค่าหนึ่งใน ${options.join(', ')}`,
    empty: 'ยังว่างอยู่',
    badStepName: 'ชื่อขั้นตอนใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข "_" และ "-" และต้องขึ้นต้นด้วยตัวอักษรหรือ "_"',
    pathWithoutSlash: 'พาธต้องขึ้นต้นด้วย "/" เช่น /v1/deposits',
    noSteps: 'สถานการณ์ต้องมีอย่างน้อยหนึ่งขั้นตอน',
    schema: (issue: string) => `ไม่ตรงตามรูปแบบของไฟล์: ${issue}`,
    nameTwice: (position: number, first: number) => `ขั้นตอนที่ ${position} ใช้ชื่อเดียวกับขั้นตอนที่ ${first}: ชื่อขั้นตอนต้องไม่ซ้ำกัน`,
    bodyOnGet: 'GET ไม่ส่งเนื้อหา: ลบเนื้อหาออก หรือใช้เมธอดอื่น',
    setNoStep: (name: string, steps: string[]) => `--set อ้างถึงขั้นตอน "${name}" ซึ่งไม่มีอยู่ (ขั้นตอนที่มีคือ ${steps.join(', ')})`,
    setNotObject: '--set ตั้งค่าฟิลด์ภายในค่าที่ไม่ใช่ออบเจกต์ไม่ได้',
  },
  references: {
    notStepField: (reference: string) => `\${${reference}} ไม่ได้อยู่ในรูป STEP.FIELD เช่น \${deposit.id}`,
    noSuchStep: (reference: string, name: string, steps: string[]) =>
      `\${${reference}} อ้างถึงขั้นตอน "${name}" ซึ่งไม่มีอยู่ (ขั้นตอนที่มีคือ ${steps.join(', ')})`,
    ownStep: (reference: string) => `\${${reference}} อ้างถึงขั้นตอนของตัวเอง: ใช้ได้เฉพาะคำตอบของขั้นตอนก่อนหน้า`,
    laterStep: (reference: string, name: string, position: number) =>
      `\${${reference}} อ้างถึงขั้นตอน "${name}" ซึ่งรันทีหลัง (ขั้นตอนที่ ${position}): มีเฉพาะคำตอบของขั้นตอนก่อนหน้า`,
    noFieldNamed: (reference: string, name: string) => `\${${reference}} ไม่ได้ระบุฟิลด์ในคำตอบของขั้นตอน "${name}" เช่น \${${name}.id}`,
    fieldNotInAnswer: (reference: string, name: string) => `\${${reference}} อ้างถึงฟิลด์ที่ไม่มีในคำตอบของขั้นตอน "${name}"`,
    objectInText: (reference: string) => `\${${reference}} เป็นออบเจกต์หรืออาร์เรย์: ใช้ได้เฉพาะในสตริงที่มีแค่การอ้างอิงนี้อย่างเดียว`,
  },
  sentBefore: (done: string[]) => (done.length === 0 ? 'ไม่มีขั้นตอนใดถูกส่งก่อนหน้า' : `ขั้นตอนที่ส่งไปแล้วก่อนหน้า: ${done.join(', ')}`),
  unresolved: (step: string, field: string, why: string, before: string) => `ขั้นตอน "${step}" ${field}: ${why} จึงไม่ได้ส่งขั้นตอนนี้ ${before}`,
  nameAField: 'ดูคำตอบของขั้นตอนก่อนหน้าด้วย --json แล้วอ้างถึงฟิลด์ที่มีอยู่ในคำตอบนั้น',
  stepFailed: (step: string, method: string, target: string, reason: string, before: string) =>
    `ขั้นตอน "${step}" (${method} ${target}) ล้มเหลว: ${reason} ${before}`,
  retryWithStepKey: (key: string) =>
    `รายการนี้อาจดำเนินการไปแล้วหรือยังก็ได้: หากจะส่งอีกครั้งโดยไม่สร้างรายการซ้ำ ให้ระบุ "idempotency_key": "${key}" ในขั้นตอนนี้`,
} satisfies Words['scenario']
