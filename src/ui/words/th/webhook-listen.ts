import type {ListenTally} from '../../../services/webhooks/listen-tally.js'
import type {Words} from '../en/index.js'

const example = (list: string) => `เช่น ${list} deposit.success,withdrawal.*`

export const webhookListen = {
  listening: (url: string, where: string) => `รอรับเว็บฮุกที่ ${url}${where}`,
  withStop: (headline: string) => `${headline} (กด Ctrl-C เพื่อหยุด)`,
  forwardingTo: (url: string) => ` → ส่งต่อไปที่ ${url}`,
  notForwarding: ' (ไม่ส่งต่อ: ใส่ --forward-to URL เพื่อส่งต่อ)',
  everyOtherEvent: 'เหตุการณ์อื่นทั้งหมด',
  onlyEvents: (events: string) => `รับเฉพาะ ${events}: เหตุการณ์อื่นจะได้คำตอบ 200 และบันทึกไว้ แต่ไม่ส่งต่อ`,
  extraHeaders: (names: string) => `คำขอที่ส่งต่อจะมีเฮดเดอร์ ${names} ด้วย`,
  noSecret: {
    forwardedUnverified: 'การส่งทุกครั้งจะถูกส่งต่อโดยระบุว่ายังไม่ได้ตรวจลายเซ็น',
    refused: 'การส่งทุกครั้งจะได้คำตอบ 400 และไม่ถูกส่งต่อ',
    warning: (outcome: string) => `⚠ ไม่มีรหัสลับเว็บฮุก: ตรวจลายเซ็นไม่ได้ ดังนั้น${outcome}`,
    saveIt: 'บันทึกรหัสลับด้วย `printf %s "$WEBHOOK_SECRET" | pay profile add NAME --webhook-secret-stdin`',
  },
  forwardsUnverified: (header: string) => `การส่งที่ตรวจลายเซ็นไม่ผ่านจะถูกส่งต่อด้วย โดยมีเฮดเดอร์ ${header}`,
  registered: (merchant: string, onExit: string) =>
    `ลงทะเบียนเป็น URL เว็บฮุกของร้านค้า ${merchant} ในแซนด์บ็อกซ์แล้ว เมื่อหยุด${onExit} เว้นแต่ระหว่างนั้นมีการเปลี่ยน URL ไปแล้ว`,
  itIsRemoved: 'จะลบ URL นี้ออก',
  isPutBack: (url: string) => `จะคืน URL เป็น ${url}`,
  notRegistered: (problem: string) => `ไม่ได้ลงทะเบียนกับแซนด์บ็อกซ์: ${problem}`,
  registerHow: 'ระบุ --sandbox-data-dir หรือตั้ง URL เองด้วย `pay sandbox start --webhook-url URL`',
  reachesOnlyIf: 'การส่งจะมาถึงตัวรับนี้ก็ต่อเมื่อ URL เว็บฮุกของผู้ให้บริการชี้มาที่นี่',
  keptIn: (path: string) => `การส่งทุกครั้งถูกบันทึกไว้ใน ${path} (\`pay webhook events\`, \`pay webhook replay\`)`,
  noCredentials: (reason: string) => `ไม่ได้ลงทะเบียนกับแซนด์บ็อกซ์: ${reason}`,
  stopped: 'หยุดแล้ว',
  counts: (tally: ListenTally) => {
    const outcomes = [
      [tally.accepted, 'ส่งต่อแล้วและแอปรับ (2xx)'],
      [tally.appRefused, 'ส่งต่อแล้วแต่แอปปฏิเสธ (ไม่ใช่ 2xx)'],
      [tally.noAnswer, 'ส่งต่อแล้วแต่แอปไม่ตอบ (เชื่อมต่อไม่ได้หรือตอบช้าเกินไป)'],
      [tally.refused, 'ตัวรับเว็บฮุกปฏิเสธ'],
      [tally.pending, 'ยังส่งต่ออยู่ตอนหยุด'],
    ] as const
    const said = outcomes.filter(([count]) => count > 0).map(([count, what]) => `${what} ${count} รายการ`)
    const picked = tally.filtered > 0 ? ` ไม่ได้เลือกไว้ ${tally.filtered} รายการ` : ''
    return `ได้รับการส่ง ${tally.received} รายการ ในจำนวนนี้ส่งซ้ำ ${tally.duplicates} รายการ${picked}${said.length > 0 ? ` แบ่งเป็น ${said.join(' ')}` : ''}`
  },
  restored: {
    removed: 'ลบ URL เว็บฮุกของแซนด์บ็อกซ์แล้ว',
    putBack: (url: string) => `คืนค่า URL เว็บฮุกของแซนด์บ็อกซ์เป็น ${url} แล้ว`,
    handedOver: (url: string) => `ตัวรับอีกตัวลงทะเบียนกับแซนด์บ็อกซ์หลังจากนั้น จึงยังถือ URL เว็บฮุกไว้ เมื่อตัวรับนั้นหยุดจะคืน URL ที่ตัวนี้พบไว้ (${url})`,
    none: 'ไม่มี',
    changed: 'มีผู้อื่นเปลี่ยน URL เว็บฮุกของแซนด์บ็อกซ์ไปแล้ว จึงไม่แตะต้อง',
  },
  refused: {
    portInUse: (port: number, host: string) => `พอร์ต ${port} บน ${host} มีโปรแกรมอื่นใช้อยู่แล้ว`,
    otherPort: 'หยุดโปรแกรมที่ใช้พอร์ตนั้นอยู่ หรือเลือกพอร์ตอื่นด้วย --port (0 คือเลือกพอร์ตที่ว่างให้)',
    cannotListen: (host: string, port: number, reason: string) => `รอรับที่ ${host}:${port} ไม่ได้: ${reason}`,
    usableAddress: 'ระบุ --host เป็นที่อยู่ของเครื่องนี้ และ --port ที่ใช้ได้ (พอร์ตต่ำกว่า 1024 ต้องมีสิทธิ์ผู้ดูแลระบบ 0 คือเลือกพอร์ตที่ว่างให้)',
    noEvent: (named: string) => `${named} ไม่ได้ระบุเหตุการณ์ใดเลย`,
    nameOne: (list: string) => `ระบุประเภทเหตุการณ์อย่างน้อยหนึ่งประเภท ${example(list)}`,
    matchesNone: (named: string, pattern: string) => `${named}: "${pattern}" ไม่ตรงกับเหตุการณ์ใดที่ผู้ให้บริการส่ง`,
    oneOf: (known: string[], list: string) =>
      `ใช้ประเภทเหตุการณ์ใดประเภทหนึ่งต่อไปนี้ ${known.join(', ')} หรือรูปแบบอย่าง deposit.* (${example(list)})`,
    toSelf: (url: string, port: number) => `--forward-to ${url} ชี้มาที่ตัวรับนี้เอง (พอร์ต ${port}): การส่งทุกครั้งจะวนกลับมาที่ตัวรับนี้`,
    ownUrl: 'ระบุ URL ของแอปคุณเอง (พอร์ตของแอป ไม่ใช่พอร์ตของตัวรับ) หรือย้ายตัวรับไปพอร์ตอื่นด้วย --port',
  },
  browser: {
    waiting: 'กำลังรอการส่ง…',
    count: (count: number) => `การส่ง ${count} รายการ`,
    following: ' ติดตามรายการล่าสุด',
    above: (count: number) => ` · ↑ ด้านบนอีก ${count} รายการ`,
    below: (count: number) => `↓ ด้านล่างอีก ${count} รายการ`,
    listKeys: '↑↓ เลือก · Enter รายละเอียด · r ส่งอีกครั้ง · q ออก',
    detailKeys: '↑↓ เลื่อน · Esc กลับ · r ส่งอีกครั้ง · q ออก',
    replaying: (eventId: string) => `กำลังส่ง ${eventId} อีกครั้ง…`,
    theDelivery: 'การส่งนี้',
    replayed: (eventId: string, status: number, took: string, url: string) => `ส่ง ${eventId} อีกครั้งไปที่ ${url} แล้ว → ${status} (${took})`,
    notAnEvent: 'ไม่ได้ส่งอีกครั้ง: การส่งนี้ไม่ใช่เหตุการณ์ (ไม่มี event_id)',
    noRoute: (eventType: string) => `ไม่ได้ส่งอีกครั้ง: ไม่มี --forward-to ที่รับ ${eventType}`,
    thisDelivery: 'การส่งนี้',
    notReplayed: (why: string) => `ไม่ได้ส่งอีกครั้ง: ${why}`,
  },
} satisfies Words['webhookListen']
