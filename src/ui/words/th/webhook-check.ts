import type {Words} from '../en/index.js'

const reserialised = 'ตรวจลายเซ็นกับเนื้อหาที่แปลงเป็น JSON ใหม่: ตรวจ X-Webhook-Signature กับไบต์ดิบก่อนแยกวิเคราะห์ JSON'

export const webhookCheck = {
  starting: (cases: number, url: string, seconds: number) =>
    `กำลังส่งกรณีทดสอบ ${cases} กรณีไปที่ ${url} ทีละการส่ง (แต่ละครั้งรอคำตอบไม่เกิน ${seconds} วินาที)…`,
  title: 'ตรวจ endpoint เว็บฮุก',
  rule: (seconds: number) => `การส่งของจริงต้องได้ 2xx ภายใน ${seconds} วินาที (เวลาที่ผู้ให้บริการรอ) การส่งของปลอมต้องไม่ได้ 2xx`,
  headings: {case: 'กรณี', expected: 'ควรได้', got: 'ได้จริง', time: 'เวลา (มิลลิวินาที)', verdict: 'ผล'},
  expect: {accepted: '2xx', refused: 'ไม่ใช่ 2xx'},
  noAnswer: 'ไม่มีคำตอบ',
  took: (durations: number[]) => durations.join(', '),
  pass: '✓ ผ่าน',
  fail: '✗ ไม่ผ่าน',
  allPassed: (count: number, proven: string[]) =>
    `✓ ${count === 1 ? 'ผ่าน 1 กรณี' : `ผ่านทั้ง ${count} กรณี`}: endpoint ${proven.length > 1 ? `${proven.slice(0, -1).join(' ')} และ${proven.at(-1)}` : proven.join('')}`,
  proven: {
    genuine: 'รับการส่งของจริงได้ทันเวลา',
    forged: 'ปฏิเสธการส่งของปลอมทั้งหมดที่ส่งไป',
    tolerant: 'รับการส่งซ้ำ การส่งสลับลำดับ และฟิลด์ใหม่ได้',
  },
  failed: (failed: number, total: number) => `✗ ไม่ผ่าน ${failed} จาก ${total} กรณี:`,
  theEndpoint: 'endpoint นี้:',
  notSent: (count: number, seconds: number) =>
    `ไม่ได้ส่งอีก ${count} กรณี: มีการส่งที่ไม่ได้รับคำตอบครบภายใน ${seconds} วินาที และแต่ละกรณีจะต้องรอนานเท่ากัน ให้ endpoint ตอบก่อน แล้วรันการตรวจอีกครั้ง`,
  titles: {
    genuine: (eventType: string) => `${eventType} ของจริง`,
    'forged.no-signature': 'ไม่มีเฮดเดอร์ X-Webhook-Signature',
    'forged.empty-signature': 'ลายเซ็นว่าง',
    'forged.other-secret': 'ลงลายเซ็นด้วยรหัสลับอื่น',
    'forged.changed-amount': 'ลายเซ็นที่ถูกต้องของเนื้อหาอื่น (ยอดเงินถูกแก้)',
    'forged.reserialised-spacing': 'ลายเซ็นเดิม กับเนื้อหาที่แปลงเป็น JSON ใหม่โดยเพิ่มช่องว่าง',
    'forged.reserialised-key-order': 'ลายเซ็นเดิม กับเนื้อหาที่แปลงเป็น JSON ใหม่โดยสลับลำดับคีย์',
    'forged.truncated-signature': 'ลายเซ็นที่ถูกต้องเพียงครึ่งแรก',
    'tolerant.duplicate': 'เหตุการณ์เดียวกันสองครั้ง',
    'tolerant.out-of-order': 'withdrawal.refunded มาก่อน withdrawal.failed ของรายการเดียวกัน',
    'tolerant.unknown-event': 'ประเภทเหตุการณ์ที่ตัวรับไม่รู้จัก',
    'tolerant.extra-fields': 'เหตุการณ์ที่รู้จัก แต่มีฟิลด์ที่ไม่รู้จัก',
  },
  advice: {
    forgeries: {
      'forged.no-signature': 'ยอมรับการส่งที่ไม่มีลายเซ็น: ปฏิเสธทุกคำขอที่ไม่มี X-Webhook-Signature',
      'forged.empty-signature': 'ยอมรับลายเซ็นว่าง: ปฏิเสธการส่ง เว้นแต่ลายเซ็นตรงกันทั้งหมด',
      'forged.other-secret': 'ยอมรับลายเซ็นที่ลงด้วยรหัสลับอื่น: แปลว่าไม่ได้ตรวจลายเซ็นเลย',
      'forged.changed-amount': 'ยอมรับเนื้อหาที่ลายเซ็นไม่ได้ครอบคลุม: คำนวณ HMAC จากไบต์ดิบที่ได้รับ ไม่ใช่จากฟิลด์หรือสำเนาที่เก็บไว้',
      'forged.reserialised-spacing': reserialised,
      'forged.reserialised-key-order': reserialised,
      'forged.truncated-signature':
        'ยอมรับลายเซ็นเพียงบางส่วน: เทียบลายเซ็นทั้งเส้นด้วย crypto.timingSafeEqual โดยตรวจว่ายาวเท่ากันก่อน (Python ใช้ hmac.compare_digest)',
    },
    forgery: 'ยอมรับการส่งของปลอม: ตรวจลายเซ็นก่อนทำอย่างอื่น',
    slow: (seconds: number) => `ตอบช้ากว่า ${seconds} วินาที ถึงตอนนั้นผู้ให้บริการเลิกรอแล้วและจะลองส่งใหม่: ตอบ 2xx ก่อน แล้วค่อยประมวลผล`,
    noAnswer: 'ไม่ตอบกลับ: ตัวรับปิดการเชื่อมต่อ หรือเชื่อมต่อไม่ได้',
    redirected: (status: number, location: string) =>
      `ตอบ ${status} เพื่อเปลี่ยนเส้นทางไปที่ ${location}: การส่งเว็บฮุกไม่ตามการเปลี่ยนเส้นทาง ตัวรับจึงไม่ได้ตรวจการส่งเหล่านี้เลย ให้ใช้ URL ปลายทางที่เปลี่ยนเส้นทางไปแทน`,
    redirectedNowhere: (status: number) =>
      `ตอบ ${status} เพื่อเปลี่ยนเส้นทาง แต่ไม่มีเฮดเดอร์ \`Location\`: การส่งเว็บฮุกไม่ตามการเปลี่ยนเส้นทาง ให้ใช้ URL ของตัวรับโดยตรง`,
    refusals: {
      'tolerant.duplicate': 'ปฏิเสธเหตุการณ์ที่เคยได้รับแล้ว: ตัดรายการซ้ำด้วย event_id แล้วตอบ 2xx อีกครั้งโดยไม่ประมวลผลซ้ำ',
      'tolerant.out-of-order': 'ปฏิเสธเหตุการณ์ที่มาไม่ตรงลำดับ: ตอบ 2xx แล้วจัดการลำดับเองที่ฝั่งคุณ',
      'tolerant.unknown-event': 'ปฏิเสธประเภทเหตุการณ์ที่ไม่รู้จัก: ตอบ 2xx แล้วข้ามไป เพราะผู้ให้บริการอาจเพิ่มประเภทใหม่',
      'tolerant.extra-fields': 'ปฏิเสธเหตุการณ์ที่มีฟิลด์เกินมา: อ่านเฉพาะฟิลด์ที่ใช้และข้ามฟิลด์อื่น เพราะผู้ให้บริการอาจเพิ่มฟิลด์ใหม่',
    },
    failsGenuine:
      'ตอบ 5xx กับการส่งของจริงหลังตรวจลายเซ็นผ่าน มักเพราะเป็น event_id ที่เคยได้รับแล้ว (ปุ่มทดสอบในพอร์ทัลส่ง "test" เสมอ): ตอบ 2xx ให้การส่งซ้ำ และจัดการข้อผิดพลาดหลังตอบแล้ว',
    refusesGenuine: 'ปฏิเสธการส่งของจริง: คำนวณ HMAC-SHA256 ของเนื้อหาดิบเป็น hex ตัวพิมพ์เล็ก ใช้รหัสลับเว็บฮุกแบบข้อความเป็นคีย์ (ไม่ถอดจาก hex)',
  },
  questions: {
    beyond: (url: string) => `ส่งเว็บฮุกปลอมไปที่ ${url} ซึ่งอยู่นอกเครื่องนี้ ใช่หรือไม่?`,
    live: (url: string) => `ตรวจ ${url} ด้วยรหัสลับเว็บฮุกของโหมดใช้งานจริง (เงินจริง) ใช่หรือไม่?`,
  },
  liveKeyWithoutFlag: 'โปรไฟล์นี้มีแต่คีย์ใช้งานจริง รหัสลับเว็บฮุกจึงเป็นของโหมดใช้งานจริง แต่ไม่ได้ระบุ --live',
  liveKeyHint: 'ระบุ --live เพื่อตรวจ endpoint ใช้งานจริงด้วยรหัสลับนี้ หรือใช้โปรไฟล์ที่มีคีย์ทดสอบ',
  unknownCases: (names: string[]) => `ไม่มีกรณีทดสอบชื่อ ${names.join(', ')}`,
  casesHint: (known: string[]) => `ระบุกรณีหรือกลุ่มจากรายการนี้: ${known.join(', ')}`,
  noCase: '--only และ --skip ไม่เหลือกรณีให้ตรวจ',
  noCaseHint: 'ข้ามกรณีให้น้อยลง',
  unreachable: (url: string, error: string) => `${url} ไม่ตอบการส่งใดเลย (${error})`,
  unreachableHint: 'ตรวจว่าตัวรับทำงานอยู่ และ URL พอร์ต และพาธถูกต้อง (ยังไม่ได้ให้ผลกรณีใด)',
} satisfies Words['webhookCheck']
