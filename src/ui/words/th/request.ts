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
} satisfies Words['request']
