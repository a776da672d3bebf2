import type {Words} from '../en/index.js'

const modeName = (mode: string) => (mode === 'live' ? 'ใช้งานจริง' : mode === 'test' ? 'ทดสอบ' : mode)

export const batchJournal = {
  misnamed: (path: string, batchId: string) => `บันทึกการทำงาน ${path} เสียหาย: ระเบียนแรกไม่ใช่ส่วนหัวของชุดโอนเงิน ${batchId} ไม่ได้ส่งอะไรออกไป`,
  lookFirstLine: 'ตรวจบรรทัดแรกของไฟล์: บันทึกการทำงานคือหลักฐานว่าจ่ายอะไรไปแล้ว จึงไม่ซ่อมด้วยการเดา สำรองไฟล์ไว้ก่อนแก้ไข',
  damaged: (path: string, line: number) => `บันทึกการทำงาน ${path} เสียหายที่บรรทัด ${line} ไม่ได้ส่งอะไรออกไป`,
  lookLine: 'ตรวจบรรทัดนั้น: บันทึกการทำงานคือหลักฐานว่าจ่ายอะไรไปแล้ว จึงไม่ซ่อมด้วยการเดา สำรองไฟล์ไว้ก่อนแก้ไข',
  unknownRow: (path: string, row: number, line: number, file: string) =>
    `บันทึกการทำงาน ${path} อ้างถึงรายการที่ ${row} ที่บรรทัด ${line} ซึ่งไม่มีใน ${file} ไม่ได้ส่งอะไรออกไป`,
  unchecked: (file: string, _count: number) =>
    `${file} เคยรันด้วย pay เวอร์ชันก่อน และถูกแก้ไขหลังจากนั้น บันทึกการทำงานเดิมไม่ได้ระบุว่าแต่ละรายการจ่ายให้ผู้รับเงินคนใด จึงแยกไม่ได้ว่ารายการใดจ่ายไปแล้ว ไม่ได้ส่งอะไรออกไป:`,
  uncheckedJournal: (path: string, paid: number, lastAt: string) => `${path}: จ่ายแล้ว ${paid} รายการ ระเบียนล่าสุด ${lastAt}`,
  compare: (_count: number, path: string) =>
    `เทียบไฟล์กับ \`pay withdrawal list\` แล้วย้ายบันทึกการทำงานเดิมออกไป (เช่น \`mv ${path} ${path}.checked\`) หรือรันด้วย --pay-again`,
  otherAccount: (mode: string, baseUrl: string, path: string, currentMode: string, currentBaseUrl: string) =>
    `ไฟล์นี้เคยรันในโหมด${modeName(mode)} กับ ${baseUrl} แล้ว บันทึกการทำงาน (${path}) เป็นหลักฐานการจ่ายที่นั่น จึงไม่รันต่อในโหมด${modeName(currentMode)} กับ ${currentBaseUrl} ไม่ได้ส่งอะไรออกไป`,
  moveAside: (path: string, moved: string) =>
    `ถ้าจะจ่ายไฟล์เดียวกันที่นี่ด้วย ให้ย้ายบันทึกการทำงานนั้นออกไปก่อน (เก็บไว้ เพราะเป็นหลักฐานของการรันที่นั่น) เช่น \`mv ${path} ${moved}\``,
  noJournal: (file: string, path: string) => `--resume: ${file} ยังไม่เคยรัน (ไม่มีบันทึกการทำงานที่ ${path}) ไม่ได้ส่งอะไรออกไป`,
  runWithoutResume:
    'รันโดยไม่ระบุ --resume เพื่อเริ่ม ชุดโอนเงินกำหนดจากรายการในไฟล์: อักขระขึ้นบรรทัดใหม่ ช่องว่าง ลำดับคอลัมน์หรือลำดับรายการไม่ทำให้เป็นชุดใหม่ แต่การเพิ่ม ลบ หรือแก้รายการจะกลายเป็นชุดโอนเงินใหม่',
  lockContended: (path: string) => `ใช้ล็อกของชุดโอนเงิน ${path} ไม่ได้: การรันอื่นแย่งล็อกไปก่อนทุกครั้ง`,
  tryAgain: 'ลองใหม่อีกสักครู่',
  lockUnreadable: (path: string, reason: string) => `อ่านล็อกของชุดโอนเงิน ${path} ไม่ได้ (${reason})`,
  removeLock: (path: string) => `ถ้าไม่มี \`pay withdrawal batch\` ที่กำลังรันอยู่ ให้ลบล็อกออก: \`rm ${path}\``,
  running: (host: string | undefined, pid: number, startedAt: string, file: string) =>
    `มี \`pay withdrawal batch\` อื่นกำลังรันอยู่${host ? ` บน ${host}` : ''}: pid ${pid} เริ่มเมื่อ ${startedAt} กำลังจ่าย ${file} ไม่ได้ส่งอะไรออกไป`,
  waitForIt: 'รอให้รันเสร็จ แล้วรันไฟล์อีกครั้ง: รายการที่จ่ายแล้วจะไม่ถูกจ่ายซ้ำ',
  removeOtherLock: (host: string, path: string) => `ถ้าไม่มีชุดโอนเงินที่กำลังรันบน ${host} ให้ลบล็อกออก: \`rm ${path}\``,
} satisfies Words['batchJournal']
