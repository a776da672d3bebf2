import type {KeyModeFact, ProfileSetupFact} from '../../../core/error-facts.js'
import {shellWord} from '../../../core/text/shell-word.js'
import type {ErrorWords} from '../error-words.js'
import {profiles} from './profiles.js'

const logIn = 'รัน `pay login` หรือ `pay sandbox start` เพื่อลองใช้แซนด์บ็อกซ์ในเครื่อง'
const repairStore = 'แก้ไฟล์ให้ถูกต้อง หรือย้ายไฟล์ออกแล้วเพิ่มโปรไฟล์ใหม่ด้วย `pay profile add`'
const keyHolder = (profile: string | undefined) => (profile === undefined ? 'คีย์ใน PAY_API_KEY ' : `คีย์ของโปรไฟล์ "${profile}" `)
const modeKey = (mode: 'live' | 'test') => (mode === 'live' ? 'คีย์ใช้งานจริง' : 'คีย์ทดสอบ')
const lockDamage = {
  directory: 'เป็นไดเรกทอรี',
  symlink: 'เป็นลิงก์สัญลักษณ์',
  'not-regular': 'ไม่ใช่ไฟล์ปกติ',
  empty: 'เป็นไฟล์ว่าง',
  'too-large': 'มีขนาดใหญ่เกินกว่าจะเป็นล็อก',
  'not-json': 'ไม่ใช่ JSON',
  'not-holder': 'เป็น JSON ที่ไม่ได้ระบุผู้ถือล็อก',
}

export const profileErrors = {
  'no-credentials': () => ({message: 'ไม่มีข้อมูลรับรอง: ยังไม่ได้ตั้งโปรไฟล์ และไม่ได้ตั้ง PAY_API_KEY', tryMessage: logIn}),
  'no-profile': ({name}) => ({
    message: profiles.noSuchProfile(name),
    tryMessage: 'ดูรายชื่อโปรไฟล์ด้วย `pay profile list` หรือเพิ่มโปรไฟล์ด้วย `pay login`',
  }),
  'no-base-url': () => ({message: 'ไม่มี URL ของบริการ: ยังไม่ได้ตั้งโปรไฟล์ และไม่ได้ตั้ง PAY_BASE_URL', tryMessage: logIn}),
  'key-not-live-or-test': ({masked}) => ({
    message: `รหัสคีย์ "${masked}" ไม่ใช่ทั้งคีย์ใช้งานจริงและคีย์ทดสอบ`,
    tryMessage: 'รหัสคีย์ขึ้นต้นด้วย <vendor>_live_ หรือ <vendor>_test_ (เช่น unk_test_…): คัดลอกจากพอร์ทัลอีกครั้ง',
  }),
  'live-key-without-flag': ({profile}) => ({
    message: `${keyHolder(profile)}เป็นคีย์ใช้งานจริง แต่ไม่ได้ระบุ --live`,
    tryMessage: 'ระบุ --live เพื่อทำรายการด้วยเงินจริง หรือใช้คีย์ทดสอบ',
  }),
  'test-key-with-live-flag': ({profile}) => ({
    message: `ระบุ --live แล้ว แต่${keyHolder(profile)}เป็นคีย์ทดสอบ`,
    tryMessage: 'เอา --live ออก หรือตั้งคีย์ใช้งานจริง',
  }),
  'env-key-half': ({missing}) => ({
    message: `ตั้ง ${missing === 'PAY_API_KEY' ? 'PAY_API_SECRET' : 'PAY_API_KEY'} แล้ว แต่ยังไม่ได้ตั้ง ${missing}`,
    tryMessage: 'ตั้งทั้ง PAY_API_KEY และ PAY_API_SECRET หรือยกเลิกทั้งคู่เพื่อใช้โปรไฟล์',
  }),
  'env-key-no-base-url': () => ({
    message: 'ตั้ง PAY_API_KEY แล้ว แต่ยังไม่รู้ URL ของบริการ',
    tryMessage: 'ตั้ง PAY_BASE_URL เป็น URL ของบริการ หรือเพิ่มโปรไฟล์ด้วย `pay profile add`',
  }),
  'profile-missing-key': ({name, mode}) => ({
    message: `โปรไฟล์ "${name}" ไม่มี${modeKey(mode)}`,
    tryMessage: `เพิ่มคีย์ด้วย \`pay profile add ${shellWord(name)} --key-id KEY_ID --secret-stdin\` (${modeKey(mode)}ของโปรไฟล์)${mode === 'live' ? '' : ' หรือระบุ --live เพื่อใช้คีย์ใช้งานจริง'}`,
  }),
  'key-without-secret': () => ({message: 'คีย์ต้องมีทั้งรหัสคีย์และรหัสลับ', tryMessage: 'ระบุ --key-id คู่กับ --secret-stdin'}),
  'nothing-to-save': () => ({
    message: 'ไม่มีอะไรให้บันทึก',
    tryMessage: 'ระบุ --key-id คู่กับ --secret-stdin หรือ --webhook-secret-stdin หรือ --base-url',
  }),
  'webhook-secret-empty': () => ({
    message: 'รหัสลับเว็บฮุกว่างเปล่า',
    tryMessage: 'คัดลอกรหัสลับเว็บฮุกจากพอร์ทัลอีกครั้งแล้วส่งผ่านไปป์',
  }),
  'profile-needs-base-url': ({name}) => ({
    message: `โปรไฟล์ "${name}" เป็นโปรไฟล์ใหม่ จึงต้องมี URL ของบริการ`,
    tryMessage: 'ระบุ --base-url https://…',
  }),
  'bad-profile-name': ({name}) => ({
    message: `ใช้ "${name}" เป็นชื่อโปรไฟล์ไม่ได้`,
    tryMessage: 'ใช้ตัวอักษรภาษาอังกฤษ ตัวเลข "-" "_" หรือ "." (ไม่เกิน 64 ตัว)',
  }),
  'secret-not-hex': ({length}) => ({
    message: `รหัสลับไม่ใช่เลขฐานสิบหก 64 ตัว (ที่ระบุมามี ${length} ตัว)`,
    tryMessage: 'คัดลอกรหัสลับทั้งหมดจากพอร์ทัลอีกครั้ง: รหัสลับแสดงเพียงครั้งเดียวตอนออกคีย์หรือหมุนเวียนคีย์',
  }),
  'store-not-json': ({path}) => ({message: `ไฟล์เก็บโปรไฟล์ ${path} ไม่ใช่ JSON ที่ถูกต้อง`, tryMessage: repairStore}),
  'store-damaged': ({path, at, issue}) => ({
    message: `ไฟล์เก็บโปรไฟล์ ${path} มีข้อมูลไม่ถูกต้อง${at ? `ที่ ${at}` : ''}: ${issue}`,
    tryMessage: repairStore,
  }),
  'store-unreadable': ({path, reason}) => {
    const because =
      reason === 'permission' ? 'ผู้ใช้นี้ไม่มีสิทธิ์อ่านไฟล์' : reason === 'directory' ? 'สิ่งที่อยู่ตรงนั้นเป็นโฟลเดอร์ ไม่ใช่ไฟล์' : `ระบบแจ้งว่า ${reason}`
    return {
      message: `อ่านไฟล์เก็บโปรไฟล์ ${path} ไม่ได้: ${because}`,
      tryMessage:
        reason === 'permission'
          ? `ให้ผู้ใช้นี้อ่านได้เพียงผู้เดียว: \`chmod 600 ${shellWord(path)}\` (ถ้าไฟล์เป็นของผู้ใช้อื่น เช่น หลังใช้ \`sudo\` ให้รัน \`sudo chown "$USER" ${shellWord(path)}\` ก่อน)`
          : repairStore,
    }
  },
  'store-locked': ({path, lock, seconds}) => ({
    message: `แก้ไข ${path} ไม่ได้: โปรเซส pay อื่นถือล็อก ${lock} ไว้นานเกิน ${seconds} วินาที`,
    tryMessage: `รันคำสั่งอีกครั้งเมื่อคำสั่งนั้นทำงานเสร็จ ถ้าไม่มีคำสั่ง pay ใดกำลังรันอยู่ ให้ลบล็อกออก: \`rm ${shellWord(lock)}\``,
  }),
  'lock-damaged': ({lock, damage, takenBy}) => ({
    message: `ล็อก ${lock} ไม่ใช่ล็อกที่ pay เขียนไว้: ${lockDamage[damage]} ยังไม่มีการเปลี่ยนแปลงหรือส่งสิ่งใด`,
    tryMessage: `ตรวจสอบว่า${takenBy !== 'pay' ? 'ไม่มี `pay withdrawal batch`' : 'ไม่มีคำสั่ง pay ใด'}กำลังรันอยู่ แล้ว${
      damage === 'directory' ? `ดูว่าข้างในมีอะไร แล้วจึงลบออก: \`rm -r ${shellWord(lock)}\`` : `ลบล็อกออก: \`rm ${shellWord(lock)}\``
    }`,
  }),
} satisfies Pick<
  ErrorWords,
  | KeyModeFact['code']
  | ProfileSetupFact['code']
  | 'no-credentials'
  | 'no-profile'
  | 'no-base-url'
  | 'store-not-json'
  | 'store-damaged'
  | 'store-unreadable'
  | 'store-locked'
  | 'lock-damaged'
>
