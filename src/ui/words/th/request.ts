import type {Words} from '../en/index.js'

export const request = {
  bodyTwice: 'ระบุเนื้อหาเพียงทางเดียว: -d หรือ --data-file อย่างใดอย่างหนึ่ง',
  cannotRead: (file: string, reason: string) => `อ่าน ${file} ไม่ได้: ${reason}`,
  checkPath: 'ตรวจพาธที่ระบุให้ --data-file',
  unknownMethod: (method: string) => `ไม่รู้จักเมธอด HTTP "${method}"`,
  useOneOf: (methods: string) => `ใช้ค่าใดค่าหนึ่งใน ${methods}`,
  notAMethod: (method: string) => `"${method}" ไม่ใช่เมธอด HTTP`,
  methodAsWord: 'ระบุเมธอดเป็นคำ เช่น GET หรือ POST',
  dryRun: {
    nothingSent: 'ทดลองรัน: ไม่ได้ส่งอะไรออกไป',
    body: 'ไบต์ของเนื้อหา:',
    noBody: '(ไม่มี)',
    canonical: 'สตริงสำหรับลงลายเซ็น:',
    unsigned: '(คำขอที่ไม่ลงลายเซ็น)',
  },
  logs: {
    noAnswer: 'ไม่มีคำตอบ',
    retry: (count: number) => ` (ลองใหม่ครั้งที่ ${count})`,
    milliseconds: (ms: number) => `${ms} มิลลิวินาที`,
    modes: {test: 'ทดสอบ', live: 'ใช้งานจริง', unsigned: 'ไม่ลงลายเซ็น'},
    requestId: (id: string) => `คำขอ ${id}`,
    idempotencyKey: (key: string) => `คีย์ ${key}`,
    noneMatch: 'ไม่มีคำขอที่บันทึกไว้ตรงกับเงื่อนไข',
    noneYet: 'ยังไม่มีคำขอที่บันทึกไว้: ทุกคำขอที่ pay ส่งจะถูกเก็บไว้ที่นี่',
    olderMatch: 'ยังมีคำขอที่เก่ากว่าตรงกับเงื่อนไขด้วย: เพิ่ม --limit เพื่อดู',
    following: (path: string) => `กำลังติดตาม ${path} กด Ctrl-C เพื่อหยุด`,
  },
  retryWith: (command: string) => `ลองใหม่ด้วย: ${command}`,
  failedAfterAnswer: (what: string) => `คำเตือน: ได้รับคำตอบแล้วตามที่แสดงด้านบน สิ่งที่ล้มเหลวหลังจากนั้นไม่ได้เปลี่ยนผลนั้น: ${what}`,
} satisfies Words['request']
