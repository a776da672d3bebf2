import type {BatchJournalFact, PayoutFileFact, ResultsPathFact, RowFact} from '../../../core/error-facts.js'
import {groupThousands} from '../../../core/money/money.js'
import {shellWord} from '../../../core/text/shell-word.js'
import type {ErrorWords} from '../error-words.js'
import {fieldWithoutLabel} from './errors-fields.js'

const delimiters = {semicolons: 'เครื่องหมายอัฒภาค (;)', tabs: 'แท็บ', bars: 'เส้นตั้ง (|)'}
const split = 'แบ่งเป็นหลายไฟล์'
const columnsAre = (header: string) => `คอลัมน์ที่ใช้ได้: ${header}`
const grouped = (count: number) => groupThousands(String(count))

function rowProblem(fact: RowFact): string {
  switch (fact.code) {
    case 'cell-count':
      return `มี ${fact.cells} เซลล์ แต่หัวตารางมี ${fact.columns} คอลัมน์`
    case 'cell-too-long':
      return `ยาว ${fact.length} ตัวอักษร รับได้ไม่เกิน ${fact.max} ตัวอักษร`
    case 'cell-control':
      return 'มีการขึ้นบรรทัดใหม่หรืออักขระควบคุมอื่น'
    case 'cell-formula':
      return `ขึ้นต้นด้วย "${fact.start}" เหมือนสูตรของสเปรดชีต: ส่งออกเป็นค่า ไม่ใช่สูตร`
    case 'field':
      return fieldWithoutLabel(fact.field)
  }
}

export const batchErrors = {
  'not-utf8': ({line}) => ({
    message: `ไฟล์ไม่ใช่ข้อความ UTF-8: บรรทัด ${line} มีไบต์ที่ไม่ใช่ UTF-8`,
    tryMessage: 'บันทึกไฟล์ใหม่เป็น "CSV UTF-8" มิฉะนั้นชื่อที่ส่งถึงธนาคารจะมีอักขระถูกแทนที่',
  }),
  'csv-empty': ({header}) => ({message: 'ไฟล์ว่างเปล่า', tryMessage: `ขึ้นต้นไฟล์ด้วยบรรทัดหัวตาราง: ${header}`}),
  'no-rows': () => ({message: 'ไฟล์มีบรรทัดหัวตารางแต่ไม่มีรายการโอนเงิน', tryMessage: 'เพิ่มรายการละหนึ่งบรรทัดใต้บรรทัดหัวตาราง'}),
  'too-many-rows': ({rows, max}) => ({message: `ไฟล์มี ${grouped(rows)} รายการ รับได้ไม่เกิน ${grouped(max)} รายการ`, tryMessage: split}),
  'other-delimiter': ({line, delimiter, header}) => ({
    message: `บรรทัด ${line} คั่นด้วย${delimiters[delimiter]} ไม่ใช่จุลภาค: pay อ่านไฟล์ที่คั่นด้วยจุลภาค`,
    tryMessage: `บันทึกใหม่เป็น CSV ที่คั่นด้วยจุลภาค (ในสเปรดชีต: CSV UTF-8 แบบคั่นด้วยจุลภาค) โดยขึ้นต้นด้วย: ${header}`,
  }),
  'not-header': ({line, header}) => ({
    message: `บรรทัด ${line} ไม่ใช่หัวตาราง: บรรทัดแรกต้องเป็นชื่อคอลัมน์`,
    tryMessage: `ขึ้นต้นไฟล์ด้วย: ${header}`,
  }),
  'unknown-columns': ({names, header}) => ({
    message: `หัวตารางมีคอลัมน์ที่ไม่รู้จัก: ${names.map((name) => `"${name}"`).join(', ')}`,
    tryMessage: columnsAre(header),
  }),
  'column-twice': ({name, header}) => ({
    message: `คอลัมน์ "${name}" อยู่ในหัวตารางสองครั้ง`,
    tryMessage: `ตั้งชื่อแต่ละคอลัมน์เพียงครั้งเดียว: ${header}`,
  }),
  'missing-columns': ({names, header}) => ({message: `หัวตารางไม่มีคอลัมน์ ${names.join(', ')}`, tryMessage: columnsAre(header)}),
  'not-csv': ({line, reason}) => ({
    message: `ไฟล์ไม่ใช่ CSV ที่ถูกต้อง${line ? ` (ใกล้บรรทัด ${line})` : ''}: ${reason}`,
    tryMessage: 'ตรวจเครื่องหมายคำพูดรอบบรรทัดนั้น: เครื่องหมายคำพูดในเซลล์ต้องเขียนซ้ำสองตัว ("")',
  }),
  'not-a-file': ({path}) => ({message: `${path} ไม่ใช่ไฟล์`, tryMessage: 'ระบุพาธของไฟล์ CSV'}),
  'file-too-large': ({path, bytes, max}) => ({
    message: `${path} มีขนาด ${grouped(bytes)} ไบต์ ไฟล์รายการโอนเงินมีได้ไม่เกิน ${grouped(max)} ไบต์`,
    tryMessage: split,
  }),
  'unreadable-file': ({path, reason}) => ({message: `อ่าน ${path} ไม่ได้: ${reason}`, tryMessage: 'ตรวจพาธ และสิทธิ์ในการอ่านไฟล์'}),
  'invalid-rows': ({file, rows, rowCount, problems, more}) => ({
    message: [
      `${rows} จาก ${rowCount} รายการใน ${file} ไม่ถูกต้อง ไม่ได้ส่งอะไรออกไป:`,
      ...problems.map(
        ({line, row, column, problem}) => `  บรรทัด ${line} (รายการที่ ${row})${column ? ` คอลัมน์ ${column}` : ''}: ${rowProblem(problem)}`,
      ),
      ...(more > 0 ? [`  … และอีก ${more} รายการ (ดูทั้งหมดด้วย --json)`] : []),
    ].join('\n'),
    tryMessage: 'แก้รายการเหล่านี้แล้วรันไฟล์อีกครั้ง (ดูรหัสธนาคารด้วย `pay banks`)',
  }),
  'results-is-input': ({results, input}) => ({
    message: `ไฟล์ผลลัพธ์ ${results} คือไฟล์รายการโอนเงิน ${input} เอง: ถ้าเขียนไฟล์ผลลัพธ์จะทับไฟล์รายการโอนเงิน ยังไม่ได้ส่งรายการใด`,
    tryMessage: 'ระบุ --results เป็นชื่อไฟล์อื่น หรือไม่ต้องระบุ --results เพื่อเขียน FILE.results.csv ไว้ข้างไฟล์รายการโอนเงิน',
  }),
  'results-is-directory': ({results}) => ({
    message: `ไฟล์ผลลัพธ์ ${results} เป็นโฟลเดอร์ ยังไม่ได้ส่งรายการใด`,
    tryMessage: 'ระบุ --results เป็นชื่อไฟล์ เช่น --results results/payouts-results.csv',
  }),
  'results-no-folder': ({folder}) => ({
    message: `ไม่มีโฟลเดอร์ ${folder} ที่จะเก็บไฟล์ผลลัพธ์ ยังไม่ได้ส่งรายการใด`,
    tryMessage: 'สร้างโฟลเดอร์ก่อน หรือระบุ --results เป็นไฟล์ในโฟลเดอร์ที่มีอยู่',
  }),
  'results-folder-not-writable': ({folder}) => ({
    message: `เขียนไฟล์ลงโฟลเดอร์ ${folder} ที่จะเก็บไฟล์ผลลัพธ์ไม่ได้ ยังไม่ได้ส่งรายการใด`,
    tryMessage: 'ระบุ --results เป็นไฟล์ในโฟลเดอร์ที่คุณเขียนได้',
  }),
} satisfies Pick<ErrorWords, PayoutFileFact['code'] | ResultsPathFact['code']>

const lookLine = 'ตรวจบรรทัดนั้น: บันทึกการทำงานคือหลักฐานว่าจ่ายอะไรไปแล้ว จึงไม่ซ่อมด้วยการเดา สำรองไฟล์ไว้ก่อนแก้ไข'
const modeName = (mode: string) => (mode === 'live' ? 'ใช้งานจริง' : mode === 'test' ? 'ทดสอบ' : mode)

export const journalErrors = {
  'journal-misnamed': ({path, batchId}) => ({
    message: `บันทึกการทำงาน ${path} เสียหาย: ระเบียนแรกไม่ใช่ส่วนหัวของชุดโอนเงิน ${batchId} ไม่ได้ส่งอะไรออกไป`,
    tryMessage: 'ตรวจบรรทัดแรกของไฟล์: บันทึกการทำงานคือหลักฐานว่าจ่ายอะไรไปแล้ว จึงไม่ซ่อมด้วยการเดา สำรองไฟล์ไว้ก่อนแก้ไข',
  }),
  'journal-damaged': ({path, line}) => ({
    message: `บันทึกการทำงาน ${path} เสียหายที่บรรทัด ${line} ไม่ได้ส่งอะไรออกไป`,
    tryMessage: lookLine,
  }),
  'journal-unknown-row': ({path, row, line, file}) => ({
    message: `บันทึกการทำงาน ${path} อ้างถึงรายการที่ ${row} ที่บรรทัด ${line} ซึ่งไม่มีใน ${file} ไม่ได้ส่งอะไรออกไป`,
    tryMessage: lookLine,
  }),
  'unchecked-journals': ({file, journals}) => ({
    message: [
      `${file} เคยรันด้วย pay เวอร์ชันก่อน และถูกแก้ไขหลังจากนั้น บันทึกการทำงานเดิมไม่ได้ระบุว่าแต่ละรายการจ่ายให้ผู้รับเงินคนใด จึงแยกไม่ได้ว่ารายการใดจ่ายไปแล้ว ไม่ได้ส่งอะไรออกไป:`,
      ...journals.map(({path, paid, lastAt}) => `  ${path}: จ่ายแล้ว ${paid} รายการ ระเบียนล่าสุด ${lastAt}`),
    ].join('\n'),
    tryMessage: `เทียบไฟล์กับ \`pay withdrawal list\` แล้วย้ายบันทึกการทำงานเดิมออกไป (เช่น \`mv ${journals[0]!.path} ${journals[0]!.path}.checked\`) หรือรันด้วย --pay-again`,
  }),
  'journal-other-account': ({path, mode, baseUrl, currentMode, currentBaseUrl}) => ({
    message: `ไฟล์นี้เคยรันในโหมด${modeName(mode)} กับ ${baseUrl} แล้ว บันทึกการทำงาน (${path}) เป็นหลักฐานการจ่ายที่นั่น จึงไม่รันต่อในโหมด${modeName(currentMode)} กับ ${currentBaseUrl} ไม่ได้ส่งอะไรออกไป`,
    tryMessage: `ถ้าจะจ่ายไฟล์เดียวกันที่นี่ด้วย ให้ย้ายบันทึกการทำงานนั้นออกไปก่อน (เก็บไว้ เพราะเป็นหลักฐานของการรันที่นั่น) เช่น \`mv ${shellWord(path)} ${shellWord(`${path}.${mode}`)}\``,
  }),
  'no-journal': ({file, path}) => ({
    message: `--resume: ${file} ยังไม่เคยรัน (ไม่มีบันทึกการทำงานที่ ${path}) ไม่ได้ส่งอะไรออกไป`,
    tryMessage:
      'รันโดยไม่ระบุ --resume เพื่อเริ่ม ชุดโอนเงินกำหนดจากรายการในไฟล์: อักขระขึ้นบรรทัดใหม่ ช่องว่าง ลำดับคอลัมน์หรือลำดับรายการไม่ทำให้เป็นชุดใหม่ แต่การเพิ่ม ลบ หรือแก้รายการจะกลายเป็นชุดโอนเงินใหม่',
  }),
  'never-run': ({file}) => ({
    message: `ไม่พบชุดโอนเงินของ ${file} ที่นี่: ไฟล์นี้ไม่เคยรันกับผู้ให้บริการและโหมดนี้ จึงไม่มีอะไรให้ติดตาม`,
    tryMessage: 'จ่ายก่อนด้วย `pay withdrawal batch FILE` ชุดโอนเงินคือรายการในไฟล์ ถ้าเพิ่ม ลบ หรือแก้ไขรายการใด ก็จะเป็นชุดโอนเงินอื่น',
  }),
  'close-file-clash': ({flag, path}) => ({
    message: `${flag} ${path} คือไฟล์รายการโอนเงินเอง หรือไฟล์อื่นที่การรันนี้เขียน จึงไม่ได้เขียนไฟล์ใด`,
    tryMessage: 'ระบุพาธที่ไม่ซ้ำกับไฟล์อื่น',
  }),
  'lock-contended': ({path}) => ({
    message: `ใช้ล็อกของชุดโอนเงิน ${path} ไม่ได้: การรันอื่นแย่งล็อกไปก่อนทุกครั้ง`,
    tryMessage: 'ลองใหม่อีกสักครู่',
  }),
  'lock-unreadable': ({path, reason}) => ({
    message: `อ่านล็อกของชุดโอนเงิน ${path} ไม่ได้ (${reason})`,
    tryMessage: `ถ้าไม่มี \`pay withdrawal batch\` ที่กำลังรันอยู่ ให้ลบล็อกออก: \`rm ${path}\``,
  }),
  'batch-running': ({host, pid, startedAt, file, path}) => ({
    message: `มี \`pay withdrawal batch\` อื่นกำลังรันอยู่${host ? ` บน ${host}` : ''}: pid ${pid} เริ่มเมื่อ ${startedAt} กำลังจ่าย ${file} ไม่ได้ส่งอะไรออกไป`,
    tryMessage:
      host === undefined
        ? 'รอให้รันเสร็จ แล้วรันไฟล์อีกครั้ง: รายการที่จ่ายแล้วจะไม่ถูกจ่ายซ้ำ'
        : `ถ้าไม่มีชุดโอนเงินที่กำลังรันบน ${host} ให้ลบล็อกออก: \`rm ${path}\``,
  }),
} satisfies Pick<ErrorWords, BatchJournalFact['code']>
