import type {Words} from '../en/index.js'

export const httpInputs = {
  urlSources: {
    baseUrl: 'URL ของบริการ',
    profile: (profile: string) => `URL ของบริการในโปรไฟล์ "${profile}"`,
    endpoint: 'URL ของ endpoint',
  },
  notHttp: (source: string, shown: string) => `${source} ต้องเป็น URL แบบ http:// หรือ https:// ไม่ใช่ ${shown}`,
  wholeUrl: (example: string) => `ระบุ URL แบบเต็ม เช่น ${example}`,
  setAgainWhole: (command: string) => `ตั้งค่าใหม่ด้วย URL แบบเต็ม เช่น \`${command}\``,
  userinfo: (source: string) => `${source}: ไม่รับชื่อผู้ใช้หรือรหัสผ่านใน URL (pay ไม่ส่งออกไป แต่จะแสดงบนหน้าจอและบันทึกไว้)`,
  withoutUserinfo: (url: string) => `ระบุ URL โดยไม่มีชื่อผู้ใช้และรหัสผ่าน: ${url}`,
  setAgainWithout: (command: string) => `ตั้งค่าใหม่โดยไม่มีชื่อผู้ใช้และรหัสผ่าน: \`${command}\``,
  proxyUnusable: (variable: string, shown: string) => `${variable} ไม่ใช่ URL ของพร็อกซีที่ pay ใช้ได้ (${shown}) ไม่ได้ส่งอะไรออกไป`,
  proxyWholeUrl: (variable: string) => `ตั้ง ${variable} เป็น URL แบบเต็มของพร็อกซี เช่น http://proxy.example.com:3128 หรือยกเลิกค่านี้ แล้วลองใหม่`,
  headerSources: {
    keyId: 'รหัสคีย์',
    header: (name: string) => `ค่าของเฮดเดอร์ ${name}`,
  },
  headerValue: (source: string, problem: string) => `${source} ส่งในเฮดเดอร์ HTTP ไม่ได้: ค่าที่ระบุ${problem} ไม่ได้ส่งอะไรออกไป`,
  visibleAscii: (source: string) => `${source} ต้องเป็นอักขระ ASCII ที่มองเห็นได้ (ตัวอักษร ตัวเลข "-" "_" …) และอยู่ในบรรทัดเดียว`,
  headerLine: (line: string, problem: string) =>
    `${line} ต้องอยู่ในรูป "Name: value" คือชื่อเฮดเดอร์ตามด้วยค่าที่เป็นอักขระที่มองเห็นได้ในบรรทัดเดียว แต่ค่าที่ระบุ${problem}`,
  lineExample: (line: string) => `เช่น ${line} "X-Gateway-Key: $KEY"`,
  reserved: (line: string, name: string) => `${line} กำหนด ${name} ไม่ได้: ตัวรับเว็บฮุกส่งต่อค่าเดิมที่มากับการส่งเว็บฮุก`,
  ownHeadersOnly: 'เพิ่มได้เฉพาะเฮดเดอร์ที่ระบบของคุณเองต้องใช้ (เช่น คีย์ของเกตเวย์ หรือรหัสองค์กร)',
  problems: {
    noColon: 'ไม่มี ":" หลังชื่อ',
    noName: 'ไม่มีชื่อ',
    edgeSpace: 'มีช่องว่างหรือแท็บที่ต้นหรือท้าย ซึ่งผู้รับจะตัดทิ้ง',
    at: (character: string, position: number) => `มี ${character} ที่ตำแหน่ง ${position}`,
    inName: (what: string) => `${what} ในชื่อ`,
    inValue: (what: string) => `${what} ในค่า`,
  },
} satisfies Words['httpInputs']
