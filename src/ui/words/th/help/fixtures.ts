import type {CommandWords} from '../../en/help.js'

export const fixtures = {
  'fixtures:run': {
    summary: 'รันไฟล์สถานการณ์: คำขอ API ที่ตั้งชื่อไว้ตามลำดับ แต่ละคำขอใช้ฟิลด์จากคำตอบก่อนหน้าได้',
    description: `ไฟล์มีรูปแบบ {"steps": [{"name", "method", "path", "body"?, "idempotency_key"?}, …]} สตริงใดก็ระบุ \${STEP.FIELD} ได้ (เช่น \${deposit.id}) ซึ่งจะแทนด้วยค่าจากคำตอบของขั้นก่อนหน้า ทั้งไฟล์จะถูกตรวจก่อนส่งคำขอใด ๆ ขั้นแรกที่ไม่ได้คำตอบ 2xx จะหยุดการรันพร้อมรหัสคำขอ ดู docs/fixtures.md

ในโหมดใช้งานจริง สถานการณ์ที่ทำมากกว่า GET ต้องยืนยันบนเทอร์มินัล ถ้าไม่มีเทอร์มินัล ต้องระบุ --yes`,
    args: {file: 'ไฟล์สถานการณ์ (JSON)'},
    flags: {set: 'แทนค่าฟิลด์ในเนื้อหาของขั้นหนึ่ง: STEP.FIELD=TEXT (สตริง) หรือ STEP.FIELD:=JSON (ค่า JSON ใดก็ได้) ระบุซ้ำได้'},
  },
} satisfies Record<string, CommandWords>
