import type {Words} from '../en/index.js'

export const fileLock = {
  held: (path: string, lock: string, seconds: number) => `แก้ไข ${path} ไม่ได้: โปรเซส pay อื่นถือล็อก ${lock} ไว้นานเกิน ${seconds} วินาที`,
  waitOrRemove: (lock: string) => `รันคำสั่งอีกครั้งเมื่อคำสั่งนั้นทำงานเสร็จ ถ้าไม่มีคำสั่ง pay ใดกำลังรันอยู่ ให้ลบล็อกออก: \`rm ${lock}\``,
} satisfies Words['fileLock']
