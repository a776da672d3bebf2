import type {SecretsAndAuditFact} from '../../../core/error-facts.js'
import type {ErrorWords} from '../error-words.js'

export const secretsAndAuditErrors = {
  'secret-missing': ({name, keyring}) => ({
    message: `ไม่มีความลับ ${name} เก็บไว้ในเครื่องนี้${keyring === undefined ? '' : `: อ่านคีย์ริงของระบบไม่ได้ (${keyring})`}`,
    tryMessage:
      'บันทึกใหม่ (คีย์ของโปรไฟล์: `pay profile add`) หากเก็บไว้ในคีย์ริงของระบบ ให้ปลดล็อกคีย์ริง (ล็อกอินเข้าเดสก์ท็อป หรือปลดล็อก Keychain) แล้วรันคำสั่งอีกครั้ง',
  }),
  'audit-bad-date': ({flag, value}) => ({
    message: `${flag} "${value}" ไม่ใช่วันที่`,
    tryMessage: `ระบุ ${flag} เป็นวันที่ (2026-11-28) หรือเวลาพร้อมเขตเวลา (2026-11-28T09:00:00+07:00)`,
  }),
  'audit-log-tail': ({path}) => ({
    message: `บรรทัดสุดท้ายของบันทึกตรวจสอบ ${path} ไม่ใช่รายการบันทึก จึงต่อรายการใหม่ไม่ได้`,
    tryMessage: 'รัน `pay audit verify` เพื่อดูว่าบันทึกถูกแก้ที่ใด แล้วย้ายไฟล์ไปเก็บไว้ให้ผู้ตรวจสอบ: pay จะเริ่มบันทึกใหม่เมื่อย้ายไฟล์ออกแล้ว',
  }),
} satisfies Pick<ErrorWords, SecretsAndAuditFact['code']>
