import type {RouteFact} from '../../../services/doctor/check.js'
import type {Words} from '../en/index.js'

const SET_IT = 'ตั้งค่าที่ถูกต้อง: `pay profile add NAME --base-url https://…`'
const SAVE_IT = 'บันทึกรหัสลับไว้ (พอร์ทัลแสดงให้เห็นครั้งเดียว): `printf %s "$WEBHOOK_SECRET" | pay profile add NAME --webhook-secret-stdin`'

function via(route: RouteFact): string {
  if (route.proxy !== undefined) return `ผ่านพร็อกซี ${route.proxy} (${route.variable})`
  if (route.reason === 'no-proxy-entry') return `เชื่อมต่อตรง (${route.host} ตรงกับรายการ ${route.entry} ใน NO_PROXY)`
  return route.reason === 'no-proxy-all' ? 'เชื่อมต่อตรง (NO_PROXY เป็น *)' : 'เชื่อมต่อตรง (ไม่ได้ตั้ง HTTPS_PROXY หรือ HTTP_PROXY)'
}

function minutes(seconds: number): string {
  return seconds < 120 ? `${seconds} วินาที` : `${Math.round(seconds / 60)} นาที`
}

const mode = (value: string) => (value === 'live' ? 'ใช้งานจริง' : 'ทดสอบ')

export const doctor = {
  checks: {
    credentials: 'ข้อมูลรับรอง',
    mode: 'โหมดของคีย์',
    profile_file: 'ไฟล์โปรไฟล์',
    secrets: 'ที่เก็บรหัสลับ',
    base_url: 'URL ของบริการ',
    clock: 'นาฬิกา',
    key: 'การยอมรับคีย์',
    webhook_secret: 'รหัสลับเว็บฮุก',
    bank_cache: 'แคชรายชื่อธนาคาร',
  },
  language: 'ภาษา',
  allPass: (count: number) => `ผ่านครบทั้ง ${count} รายการ`,
  failed: (failures: number, total: number, skips: number) =>
    `ไม่ผ่าน ${failures} จาก ${total} รายการ${skips > 0 ? ` และตรวจไม่ได้ ${skips} รายการ` : ''}`,
  found: {
    credentialsFromEnv: (keyMode: string, keyId: string, baseUrl: string) =>
      `PAY_API_KEY / PAY_API_SECRET: คีย์${mode(keyMode)} ${keyId} URL ของบริการ ${baseUrl}`,
    credentialsFromProfile: (profile: string, keyMode: string, keyId: string, baseUrl: string) =>
      `โปรไฟล์ "${profile}": คีย์${mode(keyMode)} ${keyId} URL ของบริการ ${baseUrl}`,
    keyFoundModeBelow: 'พบคีย์แล้ว (ตรวจโหมดของคีย์ในรายการถัดไป)',
    noCredentials: 'ข้าม: ไม่มีข้อมูลรับรอง',
    modeOk: (keyMode: string, live: boolean) => `คีย์${mode(keyMode)} และ${live ? 'ระบุ' : 'ไม่ได้ระบุ'} --live`,
    noProfileFile: (path: string) => `ไม่มีไฟล์โปรไฟล์ที่ ${path} (ไม่ได้บันทึกอะไรไว้ จึงไม่มีอะไรรั่วไหล)`,
    profileFileExposed: (path: string, octal: string) => `${path} มีสิทธิ์ ${octal}: ผู้ใช้อื่นอ่านรหัสลับในไฟล์นี้ได้`,
    profileFilePrivate: (path: string, octal: string) => `${path} มีสิทธิ์ ${octal}`,
    noBaseUrl: 'ไม่รู้ URL ของบริการ',
    baseUrlV1: (baseUrl: string) => `${baseUrl} ลงท้ายด้วย /v1 แต่ทุกพาธขึ้นต้นด้วย /v1 อยู่แล้ว`,
    baseUrlPlainHttp: (baseUrl: string) => `${baseUrl} ใช้ http ธรรมดาไปยังเครื่องอื่น: คำขอถูกส่งโดยไม่เข้ารหัส`,
    hostUnresolved: (host: string, code: string | undefined) => `หา ${host} ไม่พบ (${code ?? 'ค้นหาชื่อไม่สำเร็จ'})`,
    probeFailed: (route: RouteFact, message: string) => `\`GET /v1/banks\` ${via(route)} ไม่สำเร็จ: ${message}`,
    probeStatus: (route: RouteFact, status: number) => `\`GET /v1/banks\` ตอบกลับ ${status} ${via(route)}`,
    answers: (route: RouteFact, status: number, durationMs: number, tls: boolean) =>
      `ตอบกลับ: ${status} ใน ${durationMs} มิลลิวินาที ${via(route)}${tls ? ' TLS ใช้ได้' : ''}`,
    noAnswer: 'ข้าม: URL ของบริการไม่ตอบกลับ',
    noDate: 'ข้าม: เซิร์ฟเวอร์ไม่ได้ส่งเฮดเดอร์ `Date` ที่อ่านได้',
    clockOff: (seconds: number, behind: boolean, window: number) =>
      `นาฬิกาเครื่องนี้${behind ? 'ช้ากว่า' : 'เร็วกว่า'}เซิร์ฟเวอร์ ${seconds} วินาที (ยอมให้ต่างได้ ±${window} วินาที): ทุกคำขอที่ลงลายเซ็นจะถูกปฏิเสธ`,
    clockOk: (seconds: number, window: number) => `ต่างจากนาฬิกาเซิร์ฟเวอร์ ${seconds} วินาที (ยอมให้ต่างได้ ±${window} วินาที)`,
    noUsableCredentials: 'ข้าม: ไม่มีข้อมูลรับรองที่ใช้ได้ (ดูด้านบน)',
    unreachable: 'ข้าม: URL ของบริการไม่ตอบกลับ',
    keyAccepted: 'ยอมรับแล้ว: คำขอ `GET /v1/balance` ที่ลงลายเซ็นได้คำตอบ 2xx',
    keyRefused: 'ถูกปฏิเสธ: 401 UNAUTHORIZED',
    ipNotAllowed: 'คีย์ถูกต้อง แต่ IP ของเครื่องนี้ไม่อยู่ในรายการ IP ที่อนุญาตของร้านค้า (403 IP_NOT_ALLOWED)',
    keyFailed: (status: string, code: string, message: string) => `\`GET /v1/balance\` ไม่สำเร็จ: ${status}${code}: ${message}`,
    webhookSecretMissing: 'ยังไม่ได้ตั้ง: ตรวจลายเซ็นเว็บฮุกไม่ได้ (`pay webhook verify`, `pay webhook listen`)',
    webhookSecretWhitespace: 'มีช่องว่างที่ต้นหรือท้าย ทำให้การตรวจลายเซ็นไม่ผ่านทุกครั้ง',
    webhookSecretSet: (masked: string) => `ตั้งแล้ว (${masked})`,
    bankCacheNoBaseUrl: 'ข้าม: ไม่มี URL ของบริการ',
    notCached: 'ยังไม่มีในแคช: คำสั่งแรกที่ต้องใช้จะดึงมาเอง',
    cacheFuture: (seconds: number) => `ดึงมาในอนาคต ${seconds} วินาที: นาฬิกาเครื่องนี้ถูกปรับย้อนหลังหลังจากนั้น`,
    cacheStale: (age: number, maxAge: number) => `หมดอายุ: ดึงมาเมื่อ ${minutes(age)}ที่แล้ว อายุสูงสุด ${minutes(maxAge)}`,
    cacheFresh: (age: number, maxAge: number) => `ดึงมาเมื่อ ${minutes(age)}ที่แล้ว อายุสูงสุด ${minutes(maxAge)}`,
    secretsKept: (live: string, left: string, approvers: string, next: string) =>
      `รหัสลับของคีย์ใช้งานจริง: ${live}${left} คีย์ของผู้อนุมัติ: ${approvers} รหัสลับใหม่จะเก็บใน${next}`,
    secretPlaces: (keyring: number, file: number) => (keyring + file === 0 ? 'ไม่มี' : `ในคีย์ริงของระบบ ${keyring} ในไฟล์สิทธิ์ 0600 ${file}`),
    liveLeftInProfiles: (count: number) => ` ยังอยู่ใน profiles.json ${count} จะย้ายเมื่อใช้ครั้งถัดไปกับ --live`,
    newSecretIn: (place: 'keyring' | 'file', directory: string) =>
      place === 'keyring' ? 'คีย์ริงของระบบ' : `ไฟล์สิทธิ์ 0600 ใน ${directory} (ไม่มีคีย์ริงของระบบตอบ)`,
  },
  fixes: {
    login: 'รัน `pay login` หรือตั้ง PAY_API_KEY และ PAY_API_SECRET',
    modeYouMean: 'ใช้คีย์ของโหมดที่ต้องการ',
    chmod: (path: string) => `รัน \`chmod 600 ${path}\``,
    noBaseUrl: 'รัน `pay login` หรือตั้ง PAY_BASE_URL',
    setIt: SET_IT,
    dropV1: `เอา /v1 ออก ${SET_IT}`,
    useHttps: `ใช้ URL แบบ https:// ${SET_IT}`,
    checkHost: `ตรวจชื่อโฮสต์ใน URL ของบริการ และ DNS ${SET_IT}`,
    tls: 'ใบรับรอง TLS ไม่ได้รับการยอมรับ: ถ้าพร็อกซีหรือ CA ขององค์กรตรวจ TLS ให้ตั้ง NODE_EXTRA_CA_CERTS เป็นไฟล์ CA นั้น ไม่เช่นนั้นให้ตรวจชื่อโฮสต์',
    proxy: 'ตรวจว่าพร็อกซี (HTTPS_PROXY/HTTP_PROXY) ทำงานอยู่และยอมให้ผ่านไปยังโฮสต์นี้ หรือเพิ่มโฮสต์ใน NO_PROXY',
    refused: 'ไม่มีอะไรรอรับอยู่ที่นั่น: ตรวจพอร์ต ถ้าเป็นแซนด์บ็อกซ์บนเครื่องนี้ ให้เริ่มด้วย `pay sandbox start`',
    timeout: 'ไม่ได้คำตอบทันเวลา: ตรวจเครือข่ายและไฟร์วอลล์ หรือดูว่าต้องใช้พร็อกซี (HTTPS_PROXY) หรือไม่',
    network: 'ตรวจ URL ของบริการและเครือข่าย',
    notRoot: `ดูเหมือนไม่ใช่ที่อยู่หลักของผู้ให้บริการ ${SET_IT}`,
    ntp: 'ตั้งนาฬิกาให้ตรงด้วย NTP (เช่น `sudo timedatectl set-ntp true`)',
    clockFirst: 'แก้นาฬิกาก่อน (ดูรายการนาฬิกา): ลายเซ็นที่อยู่นอกช่วงเวลาจะถูกปฏิเสธ',
    wrongKey:
      'รหัสคีย์หรือรหัสลับไม่ถูกต้อง หรือคีย์ถูกเปลี่ยนแล้ว: คัดลอกทั้งสองค่าจากพอร์ทัลอีกครั้ง (`pay profile add NAME --key-id ID --secret-stdin`) ดูวิธีสร้างลายเซ็นด้วย `pay sign GET /v1/balance --explain`',
    egressIp: 'ส่ง IP ขาออกของเครื่องนี้ (เช่น `curl -s https://ifconfig.me`) ให้ทีมผู้ให้บริการชำระเงินเพิ่มในรายการ IP ที่อนุญาต',
    verbose: 'รัน `pay balance --verbose` เพื่อดูคำขอและคำตอบ',
    saveWebhookSecret: SAVE_IT,
    saveAgain: `บันทึกใหม่โดยไม่มีช่องว่างหรือขึ้นบรรทัดใหม่ ${SAVE_IT}`,
    refresh: 'รัน `pay banks --refresh`',
    clockThenRefresh: 'ตรวจนาฬิกา แล้วรัน `pay banks --refresh`',
  },
} satisfies Words['doctor']
