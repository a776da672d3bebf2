import type {ListenerFact, SendFact, WebhookInputFact} from '../../../core/error-facts.js'
import type {AnswerFact, ApiNextStep} from '../../../core/http/answer-facts.js'
import type {HeaderProblem, HeaderSource, HttpInputFact, UrlSource} from '../../../core/http/http-input-facts.js'
import {percentEncoded} from '../../../core/http/request-target.js'
import {setAgain} from '../../../core/http/url-input.js'
import {characterFacts} from '../../../core/text/character-names.js'
import {terminalSafe, terminalSafeLines} from '../../../core/text/visible-text.js'
import type {ErrorWords} from '../error-words.js'

const networkNext = {
  'not-sent': 'เชื่อมต่อไม่ได้ จึงไม่มีอะไรไปถึงผู้ให้บริการ: ตรวจ URL ของบริการและเครือข่าย (และ HTTPS_PROXY ถ้าต้องใช้) แล้วรันอีกครั้ง',
  check: 'ตรวจ URL ของบริการและเครือข่าย (และ HTTPS_PROXY ถ้าต้องใช้) แล้วลองใหม่',
  'retry-with-key': 'รายการนี้อาจดำเนินการไปแล้วหรือยังก็ได้: ลองใหม่ด้วย --idempotency-key เดิม ซึ่งจะไม่สร้างรายการซ้ำ',
}

/** The next steps after an error the service answered; some are the hints of its error codes too (error.ts). */
export const answerNext = {
  allowlist: 'IP ขาออกของเครื่องนี้ต้องอยู่ในรายการ IP ที่อนุญาตของร้านค้า: แจ้ง IP นี้กับทีมของผู้ให้บริการชำระเงิน',
  idempotencyInProgress: 'คำขอแรกที่ใช้ Idempotency-Key นี้ยังดำเนินการอยู่: รอสักครู่แล้วลองใหม่ด้วยคีย์เดิม',
  idempotencyMismatch: 'Idempotency-Key นี้เคยใช้กับข้อมูลอื่น: ส่งข้อมูลเดิม หรือใช้คีย์ใหม่สำหรับคำขอใหม่',
  notFound: 'ตรวจรหัสรายการ และตรวจว่าใช้คีย์ (ทดสอบหรือใช้งานจริง) ชุดเดียวกับที่สร้างรายการนั้น',
  notCancellable: 'ยกเลิกได้เฉพาะรายการฝากเงินที่ยังเป็น PENDING: ดูว่ารายการจบที่สถานะใดด้วย `pay deposit get ID`',
  invalidBank: 'ดูรหัสธนาคารที่ใช้ได้ด้วย `pay banks`',
}

const checkBaseUrl = 'ตรวจว่า URL ของบริการเป็น API ของผู้ให้บริการชำระเงิน (`pay whoami` แสดง URL ที่ใช้อยู่) และใช้ --verbose เพื่อดูคำตอบ'

function nextStep(next: ApiNextStep): string {
  switch (next.kind) {
    case 'clock':
      return `นาฬิกาของเครื่องนี้${next.skew > 0 ? 'ช้ากว่า' : 'เร็วกว่า'}ของเซิร์ฟเวอร์ ${Math.abs(next.skew)} วินาที (ช่วงที่ยอมรับคือ ±${next.window} วินาที): ตั้งเวลาให้ตรง (NTP) แล้วลองใหม่`
    case 'key-refused':
      return 'ตรวจรหัสคีย์และรหัสลับด้วย `pay whoami` และดูวิธีสร้างลายเซ็นด้วย `pay sign GET /v1/balance --explain`'
    case 'identity-refused':
      return 'ผู้ให้บริการไม่ยอมรับคีย์นี้: ตรวจว่ารหัสคีย์และรหัสลับเป็นคู่เดียวกัน (คีย์ทดสอบกับคีย์ใช้งานจริงต่างกัน และการเปลี่ยนคีย์จะได้รหัสลับใหม่) และดูวิธีสร้างลายเซ็นด้วย `pay sign GET /v1/balance --explain`'
    case 'allowlist':
      return answerNext.allowlist
    case 'wait':
      return next.seconds === undefined ? 'รอสักหนึ่งนาทีแล้วลองใหม่' : `รอ ${next.seconds} วินาทีแล้วลองใหม่`
    case 'idempotency-in-progress':
      return answerNext.idempotencyInProgress
    case 'idempotency-mismatch':
      return answerNext.idempotencyMismatch
    case 'not-found':
      return answerNext.notFound
    case 'not-cancellable':
      return answerNext.notCancellable
    case 'invalid-bank':
      return answerNext.invalidBank
    case 'service-failed':
      return 'ระบบของผู้ให้บริการขัดข้อง: แจ้งรหัสคำขอเมื่อรายงานปัญหา'
    case 'check-base-url':
      return checkBaseUrl
  }
}

const CHARACTER_NAMES = {nul: 'NUL', tab: 'แท็บ', lineFeed: 'การขึ้นบรรทัดใหม่', carriageReturn: 'อักขระ CR', space: 'ช่องว่าง', del: 'DEL'}

function characterText(character: string): string {
  const {code, name, visible} = characterFacts(character)
  if (name !== undefined) return `${CHARACTER_NAMES[name]} (${code})`
  return visible ? `"${character}" (${code})` : `อักขระที่มองไม่เห็นหรืออักขระควบคุม ${code}`
}

function characterFix(character: string): string {
  if (character === '#') return 'ส่วนท้ายที่ขึ้นต้นด้วย # (#…) ไม่ถูกส่งไปด้วย: ลบออก หรือเขียน %23 ถ้า "#" เป็นส่วนหนึ่งของพาธหรือคิวรี'
  const encoded = percentEncoded(character)
  return encoded === undefined ? 'อักขระนี้เป็นครึ่งหนึ่งของคู่ UTF-16 ไม่ใช่ตัวอักษร: ลบออก' : `เข้ารหัสแบบเปอร์เซ็นต์: ${encoded}`
}

function urlSource(source: UrlSource): string {
  if (source.kind === 'named') return source.name
  if (source.kind === 'profile') return `URL ของบริการในโปรไฟล์ "${source.profile}"`
  return source.kind === 'endpoint' ? 'URL ของ endpoint' : 'URL ของบริการ'
}

function headerSource(source: HeaderSource): string {
  if (source.kind === 'named') return source.name
  return source.kind === 'key-id' ? 'รหัสคีย์' : `ค่าของเฮดเดอร์ ${source.name}`
}

function headerProblem(raw: HeaderProblem): string {
  if (raw.kind === 'no-colon') return 'ไม่มี ":" หลังชื่อ'
  if (raw.kind === 'no-name') return 'ไม่มีชื่อ'
  const what =
    raw.kind === 'edge-space' ? 'มีช่องว่างหรือแท็บที่ต้นหรือท้าย ซึ่งผู้รับจะตัดทิ้ง' : `มี ${characterText(raw.character)} ที่ตำแหน่ง ${raw.position}`
  if (raw.in === undefined) return what
  return raw.in === 'name' ? `${what} ในชื่อ` : `${what} ในค่า`
}

const example = (list: string) => `เช่น ${list} deposit.success,withdrawal.*`

export const requestErrors = {
  'request-not-built': ({method, url, reason}) => ({
    message: `ส่ง ${method} ${url} ไม่ได้: ${reason} ไม่ได้ส่งอะไรออกไป`,
    tryMessage: 'ตรวจค่าที่ระบุให้คำขอ (พาธ เฮดเดอร์): ไม่มีอะไรไปถึงผู้ให้บริการ แก้แล้วรันอีกครั้งได้อย่างปลอดภัย',
  }),
  'network-failed': ({method, url, timedOut, errorCode, next}) => ({
    message: `${method} ${url} ${timedOut ? 'หมดเวลารอคำตอบ' : `ล้มเหลว (${errorCode})`}`,
    tryMessage: networkNext[next],
  }),
  'answer-too-large': ({method, url, limit, next}) => ({
    message: `คำตอบของ ${method} ${url} ยาวเกิน ${limit} ไบต์ pay จึงไม่อ่านคำตอบนี้`,
    tryMessage: next === 'check' ? 'ตรวจว่า URL ของบริการถูกต้อง' : networkNext[next],
  }),
  'request-interrupted': ({method, url, signal, withKey}) => ({
    message: `คำขอ ${method} ${url} ถูกหยุด (${signal}) ก่อนได้รับคำตอบ`,
    tryMessage: withKey ? networkNext['retry-with-key'] : undefined,
  }),
  'api-error': ({next}, {raw}) => ({message: terminalSafeLines(raw.said), tryMessage: next && nextStep(next)}),
  'no-error-envelope': ({status, next}, {raw}) => {
    const body = terminalSafeLines(raw.body)
    return {message: `ผู้ให้บริการตอบ ${status} โดยไม่มีรูปแบบข้อผิดพลาดของ API${body ? `: ${body}` : ''}`, tryMessage: next && nextStep(next)}
  },
  'answer-not-json': ({status}) => ({message: `ผู้ให้บริการตอบ ${status} แต่เนื้อหาของคำตอบไม่ใช่ JSON`, tryMessage: checkBaseUrl}),
  'answer-not-api': ({path, issue}) => ({
    message: `คำตอบของผู้ให้บริการไม่ตรงกับรูปแบบของ API: ${path || 'เนื้อหา'}: ${issue}`,
    tryMessage: 'รันอีกครั้งพร้อม --verbose เพื่อดูคำตอบ แล้วแจ้งผู้ให้บริการพร้อมรหัสคำขอ',
  }),
  'url-not-http': ({source, example}, {raw}) => ({
    message: `${urlSource(source)} ต้องเป็น URL แบบ http:// หรือ https:// ไม่ใช่ ${terminalSafe(JSON.stringify(raw.shown))}`,
    tryMessage:
      raw.source.kind === 'profile'
        ? `ตั้งค่าใหม่ด้วย URL แบบเต็ม เช่น \`${terminalSafe(setAgain(raw.source.profile, raw.example))}\``
        : `ระบุ URL แบบเต็ม เช่น ${example}`,
  }),
  'url-with-userinfo': ({source, without}, {raw}) => ({
    message: `${urlSource(source)}: ไม่รับชื่อผู้ใช้หรือรหัสผ่านใน URL (pay ไม่ส่งออกไป แต่จะแสดงบนหน้าจอและบันทึกไว้)`,
    tryMessage:
      raw.source.kind === 'profile'
        ? `ตั้งค่าใหม่โดยไม่มีชื่อผู้ใช้และรหัสผ่าน: \`${terminalSafe(setAgain(raw.source.profile, raw.without))}\``
        : `ระบุ URL โดยไม่มีชื่อผู้ใช้และรหัสผ่าน: ${without}`,
  }),
  'proxy-unusable': ({variable}, {raw}) => ({
    message: `${variable} ไม่ใช่ URL ของพร็อกซีที่ pay ใช้ได้ (${terminalSafe(JSON.stringify(raw.shown))}) ไม่ได้ส่งอะไรออกไป`,
    tryMessage: `ตั้ง ${variable} เป็น URL แบบเต็มของพร็อกซี เช่น http://proxy.example.com:3128 หรือยกเลิกค่านี้ แล้วลองใหม่`,
  }),
  'header-value-refused': ({source}, {raw}) => {
    const from = headerSource(source)
    return {
      message: `${from} ส่งในเฮดเดอร์ HTTP ไม่ได้: ค่าที่ระบุ${headerProblem(raw.problem)} ไม่ได้ส่งอะไรออกไป`,
      tryMessage: `${from} ต้องเป็นอักขระ ASCII ที่มองเห็นได้ (ตัวอักษร ตัวเลข "-" "_" …) และอยู่ในบรรทัดเดียว`,
    }
  },
  'header-line-refused': ({line}, {raw}) => ({
    message: `${line} ต้องอยู่ในรูป "Name: value" คือชื่อเฮดเดอร์ตามด้วยค่าที่เป็นอักขระที่มองเห็นได้ในบรรทัดเดียว แต่ค่าที่ระบุ${headerProblem(raw.problem)}`,
    tryMessage: `เช่น ${line} "X-Gateway-Key: $KEY"`,
  }),
  'header-reserved': ({line, name}) => ({
    message: `${line} กำหนด ${name} ไม่ได้: ตัวรับเว็บฮุกส่งต่อค่าเดิมที่มากับการส่งเว็บฮุก`,
    tryMessage: 'เพิ่มได้เฉพาะเฮดเดอร์ที่ระบบของคุณเองต้องใช้ (เช่น คีย์ของเกตเวย์ หรือรหัสองค์กร)',
  }),
  'invalid-target': ({subject, problem}, {raw}) => {
    const who =
      subject.kind === 'step' ? `ขั้นตอน "${subject.step}": พาธหลังเติมคำตอบแล้ว` : subject.kind === 'path' ? 'พาธ' : 'พาธของ URL ของบริการ'
    const target = terminalSafe(JSON.stringify(raw.target))
    if (problem.kind === 'no-slash')
      return {message: `${who} ${target} ไม่ได้ขึ้นต้นด้วย "/" ไม่ได้ส่งอะไรออกไป`, tryMessage: 'พาธต้องขึ้นต้นด้วย "/" เช่น /v1/balance'}
    const [what, fix] =
      raw.problem.kind === 'character'
        ? [characterText(raw.problem.character), characterFix(raw.problem.character)]
        : problem.kind === 'dot-segment'
          ? [
              `ส่วนของพาธแบบจุด "${problem.segment}"`,
              'ตัวแยกวิเคราะห์ URL และพร็อกซีจะตัดส่วน "." และ ".." ออก ผู้ให้บริการจึงจะได้พาธต่างจากที่ลงลายเซ็น: เขียนพาธโดยไม่มีส่วนเหล่านี้',
            ]
          : ['"%" ที่ไม่มีเลขฐานสิบหกสองหลักตามหลัง', '"%" ใช้ขึ้นต้นรหัสแทนอักขระ เช่น %20 ถ้าต้องการเครื่องหมายเปอร์เซ็นต์เองให้เขียน %25']
    return {message: `${who} ${target} ส่งตามที่เขียนไม่ได้: มี ${what} ที่ตำแหน่ง ${problem.position} ไม่ได้ส่งอะไรออกไป`, tryMessage: fix}
  },
  'stdin-body-and-secret': () => ({
    message: 'stdin รับเนื้อหาและรหัสลับเว็บฮุกพร้อมกันไม่ได้',
    tryMessage: 'เมื่ออ่านรหัสลับจาก --secret-stdin ให้ระบุเนื้อหาเป็นไฟล์ (FILE)',
  }),
  'nothing-piped-body': () => ({
    message: 'ไม่มีข้อมูลส่งผ่านไปป์มาให้อ่านเนื้อหา',
    tryMessage: 'ระบุเนื้อหาเป็นไฟล์ (FILE) หรือส่งผ่านไปป์: `cat body.json | pay webhook verify --signature HEX`',
  }),
  'nothing-piped-secret': ({usage}) => ({
    message: 'ไม่มีข้อมูลส่งผ่านไปป์มาให้อ่านรหัสลับเว็บฮุก',
    tryMessage: `ส่งรหัสลับผ่านไปป์: \`printf %s "$WEBHOOK_SECRET" | ${usage}\``,
  }),
  'no-webhook-secret': ({from}) => ({
    message: from === 'stdin' ? 'รหัสลับเว็บฮุกที่อ่านจาก stdin ว่างเปล่า' : 'โปรไฟล์นี้ไม่มีรหัสลับเว็บฮุก',
    tryMessage: 'ส่งรหัสลับผ่านไปป์ด้วย --secret-stdin หรือบันทึกไว้ด้วย `pay profile add NAME --webhook-secret-stdin`',
  }),
  'body-unreadable': ({path, reason}) => ({
    message: `อ่าน ${path} ไม่ได้: ${reason}`,
    tryMessage: 'ระบุพาธของเนื้อหาที่บันทึกไว้ หรือ - เพื่ออ่านจาก stdin',
  }),
  'port-in-use': ({host, port}) => ({
    message: `พอร์ต ${port} บน ${host} มีโปรแกรมอื่นใช้อยู่แล้ว`,
    tryMessage: 'หยุดโปรแกรมที่ใช้พอร์ตนั้นอยู่ หรือเลือกพอร์ตอื่นด้วย --port (0 คือเลือกพอร์ตที่ว่างให้)',
  }),
  'cannot-listen': ({host, port, reason}) => ({
    message: `รอรับที่ ${host}:${port} ไม่ได้: ${reason}`,
    tryMessage: 'ระบุ --host เป็นที่อยู่ของเครื่องนี้ และ --port ที่ใช้ได้ (พอร์ตต่ำกว่า 1024 ต้องมีสิทธิ์ผู้ดูแลระบบ 0 คือเลือกพอร์ตที่ว่างให้)',
  }),
  'no-event-named': ({named, list}) => ({
    message: `${named} ไม่ได้ระบุเหตุการณ์ใดเลย`,
    tryMessage: `ระบุประเภทเหตุการณ์อย่างน้อยหนึ่งประเภท ${example(list)}`,
  }),
  'event-matches-none': ({named, pattern, list, known}) => ({
    message: `${named}: "${pattern}" ไม่ตรงกับเหตุการณ์ใดที่ผู้ให้บริการส่ง`,
    tryMessage: `ใช้ประเภทเหตุการณ์ใดประเภทหนึ่งต่อไปนี้ ${known.join(', ')} หรือรูปแบบอย่าง deposit.* (${example(list)})`,
  }),
  'forward-to-self': ({url, port}) => ({
    message: `--forward-to ${url} ชี้มาที่ตัวรับนี้เอง (พอร์ต ${port}): การส่งทุกครั้งจะวนกลับมาที่ตัวรับนี้`,
    tryMessage: 'ระบุ URL ของแอปคุณเอง (พอร์ตของแอป ไม่ใช่พอร์ตของตัวรับ) หรือย้ายตัวรับไปพอร์ตอื่นด้วย --port',
  }),
  'bad-status-filter': ({value}) => ({
    message: `--status ${value} ไม่ใช่รหัสสถานะหรือกลุ่มของรหัสสถานะ`,
    tryMessage: 'ระบุรหัสสถานะ (--status 404) กลุ่มรหัสสถานะ (--status 4xx) หรือ `--status failed` (ไม่มีคำตอบ หรือไม่ใช่ 2xx)',
  }),
  'request-log-symlink': ({path}) => ({
    message: `${path} เป็นลิงก์สัญลักษณ์ ไม่ใช่ประวัติคำขอที่ pay เขียน จึงไม่อ่าน`,
    tryMessage: 'ลบลิงก์นี้ออก แล้ว pay จะเริ่มประวัติใหม่เมื่อส่งคำขอครั้งถัดไป',
  }),
} satisfies Pick<
  ErrorWords,
  | SendFact['code']
  | AnswerFact['code']
  | HttpInputFact['code']
  | 'invalid-target'
  | WebhookInputFact['code']
  | ListenerFact['code']
  | 'bad-status-filter'
  | 'request-log-symlink'
>
