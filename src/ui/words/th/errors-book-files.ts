import type {BookFileFact, BookRowFacts} from '../../../core/error-facts.js'
import {groupThousands} from '../../../core/money/money.js'
import type {ErrorWords} from '../error-words.js'
import {fieldWithoutLabel} from './errors-fields.js'

function rowProblem(problem: BookRowFacts['problem']): string {
  return problem.code === 'key-blank' ? 'ไม่มีเลขอ้างอิง (เซลล์ยังว่างอยู่)' : fieldWithoutLabel(problem.field)
}

export const bookFileErrors = {
  'table-file-extension': ({label, path, extensions}) => ({
    message: `${label} ${path}: pay เขียนได้เฉพาะไฟล์ ${extensions.join(' หรือ ')} โดยดูรูปแบบจากนามสกุลของไฟล์`,
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
  'book-file-unreadable': ({path, reason}) => ({
    message: `อ่าน ${path} ไม่ได้: ${reason} ไม่ได้เทียบอะไร`,
    tryMessage: 'ตรวจพาธ และสิทธิ์ในการอ่านไฟล์',
  }),
  'book-file-not-a-file': ({path}) => ({message: `${path} ไม่ใช่ไฟล์`, tryMessage: 'ระบุพาธของไฟล์ CSV หรือ XLSX'}),
  'book-file-too-large': ({path, bytes, max}) => ({
    message: `${path} มีขนาด ${groupThousands(String(bytes))} ไบต์ pay อ่านไฟล์ได้ไม่เกิน ${groupThousands(String(max))} ไบต์`,
    tryMessage: 'ส่งออกข้อมูลช่วงเวลาที่สั้นลง หรือแบ่งเป็นหลายไฟล์',
  }),
  'book-file-xls': ({path}) => ({
    message: `${path} เป็นสมุดงาน Excel 97–2003 (.xls) ซึ่ง pay อ่านไม่ได้`,
    tryMessage: 'บันทึกใหม่เป็น "Excel Workbook (.xlsx)" หรือ "CSV UTF-8" แล้วระบุไฟล์นั้น',
  }),
  'book-file-not-xlsx': ({path, reason}) => ({
    message: `${path} ดูเหมือนสมุดงาน XLSX แต่อ่านไม่ได้: ${reason}`,
    tryMessage: 'เปิดใน Excel แล้วบันทึกใหม่เป็น .xlsx หรือบันทึกเป็น "CSV UTF-8"',
  }),
  'book-file-not-utf8': ({path, line}) => ({
    message: `${path} ไม่ใช่ข้อความ UTF-8: บรรทัด ${line} มีไบต์ที่ไม่ใช่ UTF-8`,
    tryMessage: 'บันทึกไฟล์ใหม่เป็น "CSV UTF-8" มิฉะนั้นข้อความภาษาไทยจะถูกอ่านเป็นอักขระอื่น',
  }),
  'book-file-empty': ({path}) => ({message: `${path} เป็นไฟล์ว่าง`, tryMessage: 'ระบุไฟล์ที่บรรทัดแรกเป็นชื่อคอลัมน์'}),
  'book-file-no-rows': ({path}) => ({
    message: `${path} มีบรรทัดหัวตารางแต่ไม่มีรายการ`,
    tryMessage: 'ระบุไฟล์ที่มีหนึ่งรายการต่อคำสั่งซื้อหรือการจ่ายเงินแต่ละครั้ง',
  }),
  'book-file-no-column': ({path, label, name, columns}) => ({
    message: `${path} ไม่มีคอลัมน์ "${name}" (${label}) คอลัมน์ที่มี: ${columns.map((column) => `"${column}"`).join(', ')}`,
    tryMessage: `ระบุ ${label} เป็นชื่อใดชื่อหนึ่งข้างต้น ตามที่เขียนในหัวตาราง`,
  }),
  'book-file-column-twice': ({path, label, name}) => ({
    message: `${path} มีคอลัมน์ "${name}" (${label}) สองครั้ง`,
    tryMessage: 'ตั้งชื่อแต่ละคอลัมน์ในหัวตารางเพียงครั้งเดียว',
  }),
  'book-file-bad-rows': ({path, rows, rowCount, problems, more}) => ({
    message: [
      `${rows} จาก ${rowCount} รายการใน ${path} นำมาเทียบไม่ได้ จึงไม่ได้เทียบอะไร:`,
      ...problems.map(({line, row, column, problem}) => `  บรรทัด ${line} (รายการที่ ${row}) คอลัมน์ ${column}: ${rowProblem(problem)}`),
      ...(more > 0 ? [`  … และอีก ${more} รายการ (ดูทั้งหมดด้วย --json)`] : []),
    ].join('\n'),
    tryMessage: 'แก้รายการเหล่านี้ (ยอดเงินเป็นบาท เช่น 1,250.00 และทุกรายการมีเลขอ้างอิง) แล้วรันอีกครั้ง',
  }),
  'period-not-time': ({label, text}) => ({
    message: `${label} "${text}" ไม่ใช่วันที่หรือเวลา`,
    tryMessage: 'ระบุแบบ ISO 8601 เช่น 2026-11-01 (ทั้งวัน ตามเวลา UTC) หรือ 2026-11-01T09:00:00+07:00',
  }),
  'period-reversed': ({from, to}) => ({message: `--from ${from} อยู่หลัง --to ${to}`, tryMessage: 'ระบุเวลาที่มาก่อนให้ --from'}),
} satisfies Pick<ErrorWords, BookFileFact['code']>
