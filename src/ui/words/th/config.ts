import type {Words} from '../en/index.js'

export const config = {
  langSet: (name: string) => `ตั้งภาษาเป็น${name}แล้ว`,
  langUnset: 'ลบการตั้งค่าภาษาแล้ว: pay จะใช้ภาษาตามโลแคล (LC_ALL, LC_MESSAGES, LANG)',
  langNotSet: '(ยังไม่ได้ตั้ง: pay ใช้ภาษาตามโลแคล)',
  overridden: (value: string) => `เชลล์นี้ตั้ง PAY_LANG=${value} ไว้ ซึ่งมีผลก่อนการตั้งค่านี้ตราบที่ยังตั้งอยู่`,
  badValue: (key: string, value: string, allowed: string[]) => `${key} เป็น ${value} ไม่ได้: ต้องเป็นค่าใดค่าหนึ่งใน ${allowed.join(', ')}`,
  example: (key: string, value: string) => `ตัวอย่าง: \`pay config set ${key} ${value}\``,
} satisfies Words['config']
