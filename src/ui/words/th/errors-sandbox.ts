import type {
  ReferenceFact,
  SandboxFact,
  ScenarioFact,
  ScenarioProblemFact,
  ScenarioProblemFacts,
  TriggerFact,
} from '../../../core/error-facts.js'
import {terminalSafeLines} from '../../../core/text/visible-text.js'
import type {ErrorWords} from '../error-words.js'
import {error} from './error.js'

const notSandbox = {
  'expire-on-demand': 'ผู้ให้บริการจะให้รายการฝากเงินหมดอายุเมื่อเวลาจับคู่สิ้นสุดเท่านั้น (7 นาทีหลังสร้าง) และ API สั่งให้หมดอายุทันทีไม่ได้',
  'settle-withdrawal': 'ผู้ให้บริการปิดรายการถอนเงินเมื่อทีมงานอนุมัติเองเท่านั้น และ API ไม่มีทางทำให้รายการถอนเงินทดสอบสำเร็จ ล้มเหลว หรือถูกปฏิเสธ',
  'webhook-test': 'ผู้ให้บริการส่ง webhook.test จากปุ่ม "Test" ในพอร์ทัลเท่านั้น และ API ไม่มี endpoint สำหรับเหตุการณ์นี้',
}

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

const sentBefore = (done: string[]) => (done.length === 0 ? 'ไม่มีขั้นตอนใดถูกส่งก่อนหน้า' : `ขั้นตอนที่ส่งไปแล้วก่อนหน้า: ${done.join(', ')}`)

function problemLine({step, field, problem}: ScenarioProblemFacts): string {
  const where = field === undefined ? (step === null ? '(ทั้งไฟล์)' : '(ทั้งขั้นตอน)') : field
  const what = problemText(problem)
  return step === null ? `  ${where}: ${what}` : `  ขั้นตอน "${step}" ${where}: ${what}`
}

function problemText(fact: ScenarioProblemFact): string {
  switch (fact.code) {
    case 'missing':
      return 'ยังไม่ได้ระบุ'
    case 'unknown-fields':
      return fact.names.length > 1 ? `ไม่รู้จักฟิลด์ ${fact.names.join(', ')}` : 'ไม่รู้จักฟิลด์นี้'
    case 'wrong-type':
      return `ต้องเป็น${jsonType(fact.expected)} แต่ค่าที่ระบุเป็น${jsonType(fact.received)}`
    case 'not-one-of':
      return `ต้องเป็นค่าใดค่าหนึ่งใน ${fact.options.join(', ')}`
    case 'empty':
      return 'ยังว่างอยู่'
    case 'bad-step-name':
      return 'ชื่อขั้นตอนใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข "_" และ "-" และต้องขึ้นต้นด้วยตัวอักษรหรือ "_"'
    case 'path-without-slash':
      return 'พาธต้องขึ้นต้นด้วย "/" เช่น /v1/deposits'
    case 'no-steps':
      return 'สถานการณ์ต้องมีอย่างน้อยหนึ่งขั้นตอน'
    case 'schema':
      return `ไม่ตรงตามรูปแบบของไฟล์: ${fact.issue}`
    case 'name-twice':
      return `ขั้นตอนที่ ${fact.position} ใช้ชื่อเดียวกับขั้นตอนที่ ${fact.first}: ชื่อขั้นตอนต้องไม่ซ้ำกัน`
    case 'body-on-get':
      return 'GET ไม่ส่งเนื้อหา: ลบเนื้อหาออก หรือใช้เมธอดอื่น'
    case 'set-no-step':
      return `--set อ้างถึงขั้นตอน "${fact.name}" ซึ่งไม่มีอยู่ (ขั้นตอนที่มีคือ ${fact.steps.join(', ')})`
    case 'set-not-object':
      return '--set ตั้งค่าฟิลด์ภายในค่าที่ไม่ใช่ออบเจกต์ไม่ได้'
    case 'reference':
      return referenceText(fact.reference, fact.problem)
  }
}

function referenceText(reference: string, fact: ReferenceFact): string {
  const ref = `\${${reference}}`
  switch (fact.code) {
    case 'not-step-field':
      return `${ref} ไม่ได้อยู่ในรูป STEP.FIELD เช่น \${deposit.id}`
    case 'no-such-step':
      return `${ref} อ้างถึงขั้นตอน "${fact.name}" ซึ่งไม่มีอยู่ (ขั้นตอนที่มีคือ ${fact.steps.join(', ')})`
    case 'own-step':
      return `${ref} อ้างถึงขั้นตอนของตัวเอง: ใช้ได้เฉพาะคำตอบของขั้นตอนก่อนหน้า`
    case 'later-step':
      return `${ref} อ้างถึงขั้นตอน "${fact.name}" ซึ่งรันทีหลัง (ขั้นตอนที่ ${fact.position}): มีเฉพาะคำตอบของขั้นตอนก่อนหน้า`
    case 'no-field-named':
      return `${ref} ไม่ได้ระบุฟิลด์ในคำตอบของขั้นตอน "${fact.name}" เช่น \${${fact.name}.id}`
  }
}

export const sandboxErrors = {
  'sandbox-not-running': ({dataDir}) => ({
    message: `ไม่มีแซนด์บ็อกซ์ที่ทำงานอยู่สำหรับ ${dataDir}`,
    tryMessage: 'เริ่มแซนด์บ็อกซ์ด้วย `pay sandbox start --detach` (และ --sandbox-data-dir เดิม)',
  }),
  'sandbox-not-found': ({dataDir}) => ({
    message: `ยังไม่เคยมีแซนด์บ็อกซ์ที่ใช้โฟลเดอร์ข้อมูล ${dataDir}`,
    tryMessage: 'เริ่มแซนด์บ็อกซ์ด้วย `pay sandbox start`',
  }),
  'sandbox-running': ({baseUrl, pid, dataDir}) => ({
    message: `มีแซนด์บ็อกซ์ทำงานอยู่แล้วที่ ${baseUrl} (pid ${pid}) สำหรับ ${dataDir}`,
    tryMessage: 'ใช้แซนด์บ็อกซ์ที่ทำงานอยู่ได้เลย หรือหยุดก่อนด้วย `pay sandbox stop`',
  }),
  'sandbox-start-failed': ({logPath, reason, next}) => ({
    message: reason === undefined ? 'แซนด์บ็อกซ์เริ่มทำงานไม่สำเร็จ' : `แซนด์บ็อกซ์เริ่มทำงานไม่สำเร็จ: ${reason}`,
    tryMessage: reason === undefined ? `ดูไฟล์บันทึกที่ ${logPath}` : `${next ? `${next} ` : ''}ไฟล์บันทึกทั้งหมดอยู่ที่ ${logPath}`,
  }),
  'sandbox-unanswered': ({baseUrl, why, seconds, reason}) => ({
    message:
      why === 'timed-out'
        ? `แซนด์บ็อกซ์ที่ ${baseUrl} ไม่ได้ตอบครบภายใน ${seconds} วินาที`
        : why === 'too-large'
          ? `แซนด์บ็อกซ์ที่ ${baseUrl} ตอบยาวเกินกว่าที่ pay อ่าน จึงไม่ใช่คำตอบของแซนด์บ็อกซ์`
          : `ติดต่อแซนด์บ็อกซ์ที่ ${baseUrl} ไม่ได้: ${reason ?? ''}`,
    tryMessage: 'ตรวจด้วย `pay sandbox status` ถ้าค้างให้เริ่มใหม่: `pay sandbox stop` แล้ว `pay sandbox start --detach`',
  }),
  'no-webhook-url': ({eventTypes}) => ({
    message: `ร้านค้าในแซนด์บ็อกซ์ยังไม่มี URL เว็บฮุก เหตุการณ์ ${eventTypes.join(' และ ')} จึงไม่มีปลายทางให้ส่ง ไม่ได้ส่งอะไรออกไป`,
    tryMessage: 'รัน `pay webhook listen` ในหน้าต่างเทอร์มินัลอื่น (จะลงทะเบียนกับแซนด์บ็อกซ์ให้เอง) หรือเริ่มแซนด์บ็อกซ์ด้วย --webhook-url URL',
  }),
  'event-not-subscribed': ({eventTypes, merchantId}) => ({
    message: `ร้านค้าในแซนด์บ็อกซ์ไม่ได้สมัครรับ ${eventTypes.join(', ')} จึงจะไม่มีการส่งเหตุการณ์นี้ ไม่ได้ส่งอะไรออกไป`,
    tryMessage: `สมัครรับผ่าน API ผู้ดูแลของแซนด์บ็อกซ์ (PUT /_sandbox/merchants/${merchantId}/webhook พร้อม "events") หรือเอา "events" ออกเพื่อรับทุกเหตุการณ์`,
  }),
  'override-not-pair': ({pair}) => ({
    message: `--override "${pair}" ไม่อยู่ในรูป field=value`,
    tryMessage: 'เขียนแต่ละค่าเป็น --override field=value เช่น --override amount=250.00',
  }),
  'override-no-object': ({field, event}) => ({
    message: `--override ${field}: ${event} ไม่ได้สร้างรายการใด จึงไม่รับ --override ไม่ได้ส่งอะไรออกไป`,
    tryMessage: 'เอา --override ออก',
  }),
  'override-unknown': ({field, event, known}) => ({
    message: `--override ${field}: ${event} ไม่มีฟิลด์ "${field}" ไม่ได้ส่งอะไรออกไป`,
    tryMessage: `ฟิลด์ที่ใช้ได้: ${known.join(', ')}`,
  }),
  'override-twice': ({field}) => ({message: `ระบุ --override ${field} มากกว่าหนึ่งครั้ง`, tryMessage: 'ระบุแต่ละฟิลด์เพียงครั้งเดียว'}),
  'trigger-needs-sandbox': ({event, why, baseUrl}) =>
    baseUrl === undefined
      ? {
          message: `\`pay trigger ${event}\` ต้องใช้แซนด์บ็อกซ์ เพราะ${notSandbox[why]} ไม่ได้ส่งอะไรออกไป`,
          tryMessage:
            'รันกับแซนด์บ็อกซ์แทน (`pay sandbox start` แล้วใช้ `--profile sandbox`) ส่วนกับผู้ให้บริการจริง ใช้ได้เฉพาะ `pay trigger deposit.success` ในโหมดทดสอบ',
        }
      : {
          message: `\`pay trigger ${event}\` ต้องใช้แซนด์บ็อกซ์ แต่ไม่มีแซนด์บ็อกซ์ที่ทำงานอยู่ที่ ${baseUrl} และใช้กับผู้ให้บริการจริงไม่ได้ เพราะ${notSandbox[why]} ไม่ได้ส่งอะไรออกไป`,
          tryMessage: 'เริ่มแซนด์บ็อกซ์ด้วย `pay sandbox start --detach` แล้วรัน `pay trigger` อีกครั้ง',
        },
  'set-malformed': ({text}) => ({
    message: `--set "${text}": ต้องเขียนในรูป STEP.FIELD=VALUE (หรือ STEP.FIELD:=JSON)`,
    tryMessage: 'เช่น --set deposit.amount=250.00 หรือ --set deposit.callback_meta:={"order":7}',
  }),
  'set-not-json': ({text}) => ({
    message: `--set "${text}": ค่าหลัง ":=" ไม่ใช่ JSON`,
    tryMessage: 'ใช้ STEP.FIELD=TEXT สำหรับสตริง หรือครอบ JSON ด้วยเครื่องหมายคำพูดเพื่อให้เชลล์ส่งมาครบ: --set \'deposit.callback_meta:={"order":7}\'',
  }),
  'scenario-unreadable': ({file, reason}) => ({message: `อ่าน ${file} ไม่ได้: ${reason}`, tryMessage: 'ตรวจพาธของไฟล์สถานการณ์'}),
  'scenario-not-json': ({file, reason}) => ({message: `${file} ไม่ใช่ JSON: ${reason} ไม่ได้ส่งอะไรออกไป`, tryMessage: 'แก้ไฟล์แล้วรันอีกครั้ง'}),
  'invalid-scenario': ({file, problems}) => ({
    message: [`${file}: พบปัญหา ${problems.length} รายการ ไม่ได้ส่งอะไรออกไป`, ...problems.map(problemLine)].join('\n'),
    tryMessage: 'แก้ไฟล์ (ดูรูปแบบได้ใน docs/fixtures.md) แล้วรันอีกครั้ง',
  }),
  'unresolved-reference': ({step, field, reference, problem, done}) => {
    const ref = `\${${reference}}`
    const why =
      problem.code === 'field-not-in-answer'
        ? `${ref} อ้างถึงฟิลด์ที่ไม่มีในคำตอบของขั้นตอน "${problem.name}"`
        : `${ref} เป็นออบเจกต์หรืออาร์เรย์: ใช้ได้เฉพาะในสตริงที่มีแค่การอ้างอิงนี้อย่างเดียว`
    return {
      message: `ขั้นตอน "${step}" ${field}: ${why} จึงไม่ได้ส่งขั้นตอนนี้ ${sentBefore(done)}`,
      tryMessage: 'ดูคำตอบของขั้นตอนก่อนหน้าด้วย --json แล้วอ้างถึงฟิลด์ที่มีอยู่ในคำตอบนั้น',
    }
  },
  'step-failed': ({step, method, target, done, retryKey}, {raw: {failure}, say}) => {
    const cause = failure.facts && say(failure.facts)
    return {
      message: `ขั้นตอน "${step}" (${method} ${target}) ล้มเหลว: ${cause?.message ?? terminalSafeLines(failure.message)} ${sentBefore(done)}`,
      tryMessage:
        retryKey === undefined
          ? cause
            ? cause.tryMessage
            : ((error.hints as Partial<Record<string, string>>)[failure.code] ?? failure.tryMessage)
          : `รายการนี้อาจดำเนินการไปแล้วหรือยังก็ได้: หากจะส่งอีกครั้งโดยไม่สร้างรายการซ้ำ ให้ระบุ "idempotency_key": "${retryKey}" ในขั้นตอนนี้`,
    }
  },
} satisfies Pick<ErrorWords, SandboxFact['code'] | TriggerFact['code'] | ScenarioFact['code'] | 'no-webhook-url' | 'event-not-subscribed'>
