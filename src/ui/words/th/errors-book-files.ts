import type {BookFileFact} from '../../../core/error-facts.js'
import type {ErrorWords} from '../error-words.js'

export const bookFileErrors = {
  'table-file-extension': ({label, path, extensions}) => ({
    message: `${label} ${path}: pay เขียนไฟล์ ${extensions.join(' หรือ ')} ตามนามสกุลของชื่อไฟล์`,
    tryMessage: `ระบุ ${label} เป็นชื่อไฟล์ที่ลงท้ายด้วย .csv (สเปรดชีตใดก็ได้) หรือ .xlsx (Excel) เช่น ${label} report.xlsx`,
  }),
  'table-file-is-input': ({label, path, input}) => ({
    message: `${label} ${path} คือไฟล์ที่กำลังอ่าน ${input} การเขียนจะทับไฟล์นั้น ไม่ได้เขียนอะไรลงไป`,
    tryMessage: `ระบุ ${label} เป็นชื่อไฟล์อื่น`,
  }),
  'table-file-is-directory': ({label, path}) => ({
    message: `${label} ${path} เป็นโฟลเดอร์ ไม่ได้เขียนอะไรลงไป`,
    tryMessage: `ระบุ ${label} เป็นชื่อไฟล์ เช่น ${label} report.xlsx`,
  }),
  'table-file-no-folder': ({label, folder}) => ({
    message: `ไม่มีโฟลเดอร์ ${folder} ของ ${label} ไม่ได้เขียนอะไรลงไป`,
    tryMessage: `สร้างโฟลเดอร์ก่อน หรือระบุ ${label} เป็นไฟล์ในโฟลเดอร์ที่มีอยู่`,
  }),
  'table-file-folder-not-writable': ({label, folder}) => ({
    message: `เขียนลงโฟลเดอร์ ${folder} ของ ${label} ไม่ได้ ไม่ได้เขียนอะไรลงไป`,
    tryMessage: `ระบุ ${label} เป็นไฟล์ในโฟลเดอร์ที่เขียนได้`,
  }),
} satisfies Pick<ErrorWords, BookFileFact['code']>
