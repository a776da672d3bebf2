import type {CommandWords} from '../../en/help.js'

const key = {key: 'การตั้งค่า: lang (th หรือ en)'}

export const config = {
  'config:get': {
    summary: 'แสดงค่าที่บันทึกไว้ (lang: ภาษาของ pay)',
    description: 'แสดงเฉพาะค่าที่บันทึกไว้: `pay doctor` แสดงภาษาที่ใช้อยู่และที่มา (PAY_LANG การตั้งค่านี้ หรือโลแคล)',
    args: key,
  },
  'config:set': {
    summary: 'บันทึกการตั้งค่าของ pay ในเครื่องนี้ เช่น ภาษา: `pay config set lang th`',
    description: 'lang: th หรือ en ถ้าตั้ง PAY_LANG ไว้ จะใช้ PAY_LANG ก่อน ถ้าไม่มีทั้งสองอย่าง pay ใช้ภาษาตามโลแคล (LC_ALL, LC_MESSAGES, LANG)',
    args: {...key, value: 'ค่า: th หรือ en สำหรับ lang'},
  },
  'config:unset': {summary: 'ลบการตั้งค่า: pay กลับไปใช้ตามที่สภาพแวดล้อมกำหนด', args: key},
} satisfies Record<string, CommandWords>
