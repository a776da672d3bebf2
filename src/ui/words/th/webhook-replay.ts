import type {Words} from '../en/index.js'

export const webhookReplay = {
  replayed: (eventId: string, url: string, status: number, took: string) => `ส่ง ${eventId} อีกครั้งไปที่ ${url} แล้ว: ${status} (${took})`,
  notFound: (eventId: string, logPath: string) => `ไม่พบการส่งของเหตุการณ์ ${eventId} ในบันทึก (${logPath})`,
  notFoundHint: 'ดูเหตุการณ์ที่ได้รับด้วย `pay webhook events` ส่งอีกครั้งได้เฉพาะที่ `pay webhook listen` ได้รับไว้',
  noForwardUrl: (eventId: string) => `เหตุการณ์ ${eventId} ไม่ได้ถูกส่งต่อตอนที่มาถึง จึงไม่มีปลายทางให้ส่งอีกครั้ง`,
  noForwardUrlHint: 'ระบุ --forward-to URL (endpoint เว็บฮุกของแอปคุณ)',
  unverified: (eventId: string, problem: string) => `เหตุการณ์ ${eventId} ได้รับมาโดยลายเซ็นไม่ผ่านการตรวจทุกครั้ง (${problem}) จึงไม่ส่งอีกครั้ง`,
  invalidSignature: 'ลายเซ็นไม่ถูกต้อง',
  unverifiedHint: (header: string) =>
    `อาจเป็นของปลอม หากเชื่อถือได้ (เช่น การทดสอบของคุณเอง) ให้ส่งอีกครั้งพร้อม --force แอปของคุณจะได้รับโดยมีเฮดเดอร์ ${header}`,
  rejected: (url: string, status: number, eventId: string) => `${url} ตอบ ${status} ต่อการส่ง ${eventId} อีกครั้ง`,
  rejectedHint: 'ดูว่าแอปของคุณปฏิเสธเพราะอะไร (จากล็อกของแอป) แก้ไข แล้วส่งอีกครั้ง',
  unreachable: (eventId: string, url: string, error: string) => `การส่ง ${eventId} อีกครั้งไปไม่ถึง ${url}: ${error}`,
  unreachableHint: 'เปิดแอปของคุณ (หรือตรวจ URL) แล้วส่งอีกครั้ง',
} satisfies Words['webhookReplay']
