import type {CommandWords} from '../../en/help.js'

const name = {name: 'ชื่อโปรไฟล์'}
const key = {key: 'การตั้งค่า: lang (th หรือ en)'}

export const profile = {
  'profile:add': {
    summary: 'เพิ่มโปรไฟล์ หรือเพิ่มคีย์หรือรหัสลับเว็บฮุกให้โปรไฟล์',
    description:
      'รหัสลับไม่รับทางแฟล็กเด็ดขาด: อ่านจาก stdin (บรรทัดละหนึ่งค่า: รหัสลับของคีย์ก่อน แล้วจึงรหัสลับเว็บฮุก) รหัสคีย์เป็นตัวกำหนดช่องที่เก็บ: <vendor>_test_… หรือ <vendor>_live_…',
    args: name,
    flags: {
      'base-url': 'URL ของบริการ (ต้องระบุเมื่อสร้างโปรไฟล์ใหม่)',
      'key-id': 'รหัสคีย์ (X-Api-Key) เช่น unk_test_…',
      'secret-stdin': 'อ่านรหัสลับของคีย์จาก stdin',
      'webhook-secret-stdin': 'อ่านรหัสลับเว็บฮุกจาก stdin (ต่อจากรหัสลับของคีย์เมื่อระบุทั้งสองอย่าง)',
    },
  },
  'profile:list': {summary: 'แสดงโปรไฟล์ที่บันทึกไว้ * คือโปรไฟล์ค่าเริ่มต้น'},
  'profile:remove': {summary: 'ลบโปรไฟล์และรหัสลับของโปรไฟล์ออกจากเครื่องนี้', args: name},
  'profile:show': {summary: 'แสดงโปรไฟล์ (ค่าเริ่มต้น: โปรไฟล์ที่ใช้อยู่) โดยปิดบังรหัสลับ', args: name},
  'profile:use': {summary: 'ตั้งโปรไฟล์นี้เป็นค่าเริ่มต้น', args: name},
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
