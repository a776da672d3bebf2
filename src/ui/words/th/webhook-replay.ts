import type {Words} from '../en/index.js'

export const webhookReplay = {
  replayed: (eventId: string, url: string, status: number, took: string) => `ส่ง ${eventId} อีกครั้งไปที่ ${url} แล้ว: ตอบ ${status} (${took})`,
  notFound: (eventId: string, logPath: string) => `ไม่พบการส่งของเหตุการณ์ ${eventId} ในบันทึก (${logPath})`,
  ambiguous: (prefix: string, eventIds: string[]) => `${prefix} ตรงกับเหตุการณ์ ${eventIds.length} รายการในบันทึก: ${eventIds.join(', ')}`,
  ambiguousHint: 'ระบุรหัสเหตุการณ์ให้ยาวขึ้น หรือระบุรหัสเต็ม (`pay webhook events --wide`)',
  notFoundHint: 'ดูเหตุการณ์ที่ได้รับด้วย `pay webhook events` (ส่งอีกครั้งได้เฉพาะเหตุการณ์ที่ `pay webhook listen` รับไว้)',
  noForwardUrl: (eventId: string) => `ตอนที่เหตุการณ์ ${eventId} มาถึง ไม่ได้ส่งต่อไปที่ใด จึงไม่มีปลายทางให้ส่งอีกครั้ง`,
  noForwardUrlHint: 'ระบุ --forward-to URL (endpoint เว็บฮุกของแอปคุณ)',
  unverified: (eventId: string, problem: string) => `ทุกครั้งที่ได้รับเหตุการณ์ ${eventId} ยืนยันลายเซ็นไม่ได้ (${problem}) จึงไม่ส่งอีกครั้ง`,
  invalidSignature: 'ลายเซ็นไม่ถูกต้อง',
  unverifiedHint: (header: string) =>
    `อาจเป็นของปลอม หากเชื่อถือได้ (เช่น เป็นการทดสอบของคุณเอง) ให้ส่งอีกครั้งด้วย --force แอปของคุณจะได้รับพร้อมเฮดเดอร์ ${header}`,
  rejected: (url: string, status: number, eventId: string) => `${url} ตอบ ${status} เมื่อส่ง ${eventId} อีกครั้ง`,
  rejectedHint: 'ดูสาเหตุที่แอปของคุณปฏิเสธ (ในล็อกของแอป) แก้ไข แล้วส่งอีกครั้ง',
  unreachable: (eventId: string, url: string, error: string) => `การส่ง ${eventId} อีกครั้งไปไม่ถึง ${url}: ${error}`,
  unreachableHint: 'รันแอปของคุณ (หรือตรวจ URL) แล้วส่งอีกครั้ง',
} satisfies Words['webhookReplay']
