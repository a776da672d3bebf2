import type {Words} from '../en/index.js'

export const webhookInputs = {
  stdinBoth: 'stdin รับเนื้อหาและรหัสลับเว็บฮุกพร้อมกันไม่ได้',
  bodyAsFile: 'เมื่ออ่านรหัสลับจาก --secret-stdin ให้ระบุเนื้อหาเป็นไฟล์ (FILE)',
  nothingPipedBody: 'ไม่มีข้อมูลส่งผ่านไปป์มาให้อ่านเนื้อหา',
  pipeBody: 'ระบุเนื้อหาเป็นไฟล์ (FILE) หรือส่งผ่านไปป์: `cat body.json | pay webhook verify --signature HEX`',
  nothingPipedSecret: 'ไม่มีข้อมูลส่งผ่านไปป์มาให้อ่านรหัสลับเว็บฮุก',
  pipeSecret: (usage: string) => `ส่งรหัสลับผ่านไปป์: \`printf %s "$WEBHOOK_SECRET" | ${usage}\``,
  emptySecret: 'รหัสลับเว็บฮุกที่อ่านจาก stdin ว่างเปล่า',
  noProfileSecret: 'โปรไฟล์นี้ไม่มีรหัสลับเว็บฮุก',
  giveSecret: 'ส่งรหัสลับผ่านไปป์ด้วย --secret-stdin หรือบันทึกไว้ด้วย `pay profile add NAME --webhook-secret-stdin`',
  bodyUnreadable: (path: string, reason: string) => `อ่าน ${path} ไม่ได้: ${reason}`,
  givePath: 'ระบุพาธของเนื้อหาที่บันทึกไว้ หรือ - เพื่ออ่านจาก stdin',
} satisfies Words['webhookInputs']
