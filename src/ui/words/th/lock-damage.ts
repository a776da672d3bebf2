import type {Words} from '../en/index.js'

export const lockDamage = {
  notOurs: (lock: string, what: string) => `ล็อก ${lock} ไม่ใช่ล็อกที่ pay เขียนไว้: ${what} ยังไม่มีการเปลี่ยนแปลงหรือส่งสิ่งใด`,
  what: {
    directory: 'เป็นไดเรกทอรี',
    symlink: 'เป็นลิงก์สัญลักษณ์',
    'not-regular': 'ไม่ใช่ไฟล์ปกติ',
    empty: 'เป็นไฟล์ว่าง',
    'too-large': 'มีขนาดใหญ่เกินกว่าจะเป็นล็อก',
    'not-json': 'ไม่ใช่ JSON',
    'not-holder': 'เป็น JSON ที่ไม่ได้ระบุผู้ถือล็อก',
  },
  checkThenRemove: (batch: boolean, remove: string) =>
    `ตรวจสอบว่า${batch ? 'ไม่มี `pay withdrawal batch`' : 'ไม่มีคำสั่ง pay ใด'}กำลังรันอยู่ แล้ว${remove}`,
  remove: (lock: string) => `ลบล็อกออก: \`rm ${lock}\``,
  removeDirectory: (lock: string) => `ดูว่าข้างในมีอะไร แล้วจึงลบออก: \`rm -r ${lock}\``,
} satisfies Words['lockDamage']
