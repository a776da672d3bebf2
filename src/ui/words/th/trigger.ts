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
  noWebhookUrl: (eventTypes: string[]) =>
    `ร้านค้าในแซนด์บ็อกซ์ยังไม่มี URL เว็บฮุก เหตุการณ์ ${eventTypes.join(' และ ')} จึงไม่มีปลายทางให้ส่ง ไม่ได้ส่งอะไรออกไป`,
  listenFirst: 'รัน `pay webhook listen` ในหน้าต่างเทอร์มินัลอื่น (จะลงทะเบียนกับแซนด์บ็อกซ์ให้เอง) หรือเริ่มแซนด์บ็อกซ์ด้วย --webhook-url URL',
  notSubscribed: (eventTypes: string[]) => `ร้านค้าในแซนด์บ็อกซ์ไม่ได้สมัครรับ ${eventTypes.join(', ')} จึงจะไม่มีการส่งเหตุการณ์นี้ ไม่ได้ส่งอะไรออกไป`,
  subscribe: (merchantId: string) =>
    `สมัครรับผ่าน API ผู้ดูแลของแซนด์บ็อกซ์ (PUT /_sandbox/merchants/${merchantId}/webhook พร้อม "events") หรือเอา "events" ออกเพื่อรับทุกเหตุการณ์`,
  override: {
    notPair: (pair: string) => `--override "${pair}" ไม่อยู่ในรูป field=value`,
    writePair: 'เขียนแต่ละค่าเป็น --override field=value เช่น --override amount=250.00',
    noObject: (field: string, event: string) => `--override ${field}: ${event} ไม่ได้สร้างรายการใด จึงไม่รับ --override ไม่ได้ส่งอะไรออกไป`,
    drop: 'เอา --override ออก',
    unknown: (field: string, event: string) => `--override ${field}: ${event} ไม่มีฟิลด์ "${field}" ไม่ได้ส่งอะไรออกไป`,
    takes: (known: string[]) => `ฟิลด์ที่ใช้ได้: ${known.join(', ')}`,
    twice: (field: string) => `ระบุ --override ${field} มากกว่าหนึ่งครั้ง`,
    once: 'ระบุแต่ละฟิลด์เพียงครั้งเดียว',
  },
  needsSandbox: {
    noSandbox: (event: string, baseUrl: string, reason: string) =>
      `\`pay trigger ${event}\` ต้องใช้แซนด์บ็อกซ์ แต่ไม่มีแซนด์บ็อกซ์ที่ทำงานอยู่ที่ ${baseUrl} และใช้กับผู้ให้บริการจริงไม่ได้ เพราะ${reason} ไม่ได้ส่งอะไรออกไป`,
    onService: (event: string, reason: string) => `\`pay trigger ${event}\` ต้องใช้แซนด์บ็อกซ์ เพราะ${reason} ไม่ได้ส่งอะไรออกไป`,
    why: {
      'expire-on-demand': 'ผู้ให้บริการจะให้รายการฝากเงินหมดอายุเมื่อเวลาจับคู่สิ้นสุดเท่านั้น (7 นาทีหลังสร้าง) และ API สั่งให้หมดอายุทันทีไม่ได้',
      'settle-withdrawal': 'ผู้ให้บริการปิดรายการถอนเงินเมื่อทีมงานอนุมัติเองเท่านั้น และ API ไม่มีทางทำให้รายการถอนเงินทดสอบสำเร็จ ล้มเหลว หรือถูกปฏิเสธ',
      'webhook-test': 'ผู้ให้บริการส่ง webhook.test จากปุ่ม "Test" ในพอร์ทัลเท่านั้น และ API ไม่มี endpoint สำหรับเหตุการณ์นี้',
    },
    startSandbox: 'เริ่มแซนด์บ็อกซ์ด้วย `pay sandbox start --detach` แล้วรัน `pay trigger` อีกครั้ง',
    useSandbox:
      'รันกับแซนด์บ็อกซ์แทน (`pay sandbox start` แล้วใช้ `--profile sandbox`) ส่วนกับผู้ให้บริการจริง ใช้ได้เฉพาะ `pay trigger deposit.success` ในโหมดทดสอบ',
  },
} satisfies Words['trigger']
