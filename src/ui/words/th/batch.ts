import {groupThousands} from '../../../core/money/money.js'
import type {Words} from '../en/index.js'

const n = (count: number) => groupThousands(String(count))
const rows = (count: number) => `${n(count)} รายการ`

export const batch = {
  rows,
  warning: 'คำเตือน:',
  plan: {
    batch: 'ชุดโอนเงิน',
    journal: 'บันทึกการทำงาน',
    toSend: 'จะส่ง',
    balance: 'ยอดคงเหลือ',
    file: (id: string, file: string, count: number) => `${id} · ${file} ${rows(count)}`,
    again: (generation: number) => ` (จ่ายซ้ำโดยตั้งใจ: ชุดที่ ${generation} ของรายการเหล่านี้)`,
    resumed: (facts: string[]) => ` (ทำต่อจากครั้งก่อน: ${facts.join(', ')})`,
    done: (count: number) => `สร้างแล้ว ${n(count)}`,
    refused: (count: number) => `ถูกปฏิเสธ ${n(count)}`,
    inFlight: (count: number) => `ไม่ได้รับคำตอบ ${n(count)} จะถามใหม่ด้วยคีย์เดิม`,
    money: (count: number, total: string) => `${rows(count)} · ${total}`,
    feesSoFar: (fee: string) => `บวกค่าธรรมเนียม (ที่ผ่านมารายการละ ${fee})`,
    feesUnknown: 'บวกค่าธรรมเนียม (ทราบเมื่อผู้ให้บริการตอบกลับ)',
    available: (amount: string) => `ใช้ได้ ${amount}`,
    short: (feeKnown: boolean) =>
      `ยอดที่ใช้ได้ไม่พอสำหรับ${feeKnown ? 'ยอดรวมบวกค่าธรรมเนียม' : 'ยอดรวม'} ชุดโอนเงินจะหยุดเมื่อพบ INSUFFICIENT_BALANCE ครั้งแรก`,
    duplicates: (rowNumbers: number[]) => `รายการที่ ${rowNumbers.join(', ')} โอนยอดเท่ากันไปบัญชีเดียวกัน: ตรวจว่าตั้งใจเช่นนั้น`,
    moreDuplicates: (count: number) => `และรายการซ้ำกันอีก ${n(count)} กลุ่ม`,
    uncheckedJournal: (path: string, paid: number) =>
      `${path} (บันทึกการทำงานของไฟล์นี้จากเวอร์ชันก่อน จ่ายแล้ว ${rows(paid)}) จับคู่กับรายการไม่ได้: จะเริ่มทำงานไม่ได้จนกว่าจะย้ายไฟล์นั้นออก หรือใช้ --pay-again`,
    alreadyPaid: 'ส่งไปแล้ว',
    alreadyPaidSkipped: (count: number) => `${rows(count)} มีรายการถอนเงินของชุดโอนเงินอื่นแล้ว: ข้ามไป (--pay-again จะจ่ายอีกครั้ง):`,
    paidBy: (row: number, what: string, withdrawal: string, batchId: string, file: string, when: string) =>
      `รายการที่ ${row} (${what}): ${withdrawal} โดยชุด ${batchId} (${file}) ${when}`,
    more: (count: number) => `… และอีก ${n(count)} รายการ (ดูทั้งหมดด้วย --json)`,
    question: (count: number, total: string) =>
      `โอนเงินออก ${rows(count)} รวม ${total} บวกค่าธรรมเนียม จากกระเป๋าเงินใช้งานจริง (เงินจริง) ใช่หรือไม่?`,
    lockTakenOver: (pid: number, started: string, file: string) =>
      `การทำงานของชุดโอนเงินก่อนหน้า (โปรเซส ${pid} เริ่มเมื่อ ${started} ไฟล์ ${file}) จบไปโดยไม่ได้ปลดล็อก: รับล็อกต่อแล้ว เรียกไฟล์นั้นอีกครั้งเพื่อทำให้เสร็จ รายการที่จ่ายแล้วจะไม่ถูกจ่ายซ้ำ`,
  },
  dryRun: {
    nothingSent: 'ทดลองรัน: ไม่ได้ส่งอะไรออกไป',
    nothingLeft: 'ไม่มีรายการเหลือให้ส่ง',
    lookups: (rowNumbers: number[]) => `รายการที่ ${rowNumbers.join(', ')} จะถูกค้นหาในรายการถอนเงินก่อน เพราะคีย์อาจหมดอายุแล้ว`,
    possiblyPaid: (count: number) =>
      `${rows(count)} ถูกส่งโดยชุดโอนเงินอื่นแต่ยังไม่ได้รับผลสุดท้าย จึงอาจจ่ายไปแล้ว: เมื่อรันจริงจะค้นหาในรายการถอนเงินก่อน และจะไม่ส่งรายการที่พบ:`,
    sentBy: (row: number, batchId: string, file: string, when: string) => `รายการ ${row}: ส่งโดยชุดโอนเงิน ${batchId} (${file}) เมื่อ ${when}`,
    keys: 'Idempotency-Key รายการละหนึ่งคีย์:',
    row: (row: number) => `รายการ ${row}`,
  },
  lookup: {
    intro: (count: number, pageCount: number) =>
      `${rows(count)} ส่งไปแล้วแต่ไม่ได้รับคำตอบนานจนผู้ให้บริการอาจลืม Idempotency-Key ไปแล้ว (เก็บไว้ 24 ชั่วโมง) จึงค้นหาในรายการถอนเงิน (${n(pageCount)} หน้า):`,
    possiblyIntro: (count: number, pageCount: number) =>
      `${rows(count)} ถูกส่งโดยชุดโอนเงินอื่นแต่ยังไม่ได้รับผลสุดท้าย จึงอาจจ่ายไปแล้ว: ค้นหาในรายการถอนเงิน (${n(pageCount)} หน้า) ก่อนส่งรายการใด:`,
    row: (row: number, what: string, sent: string) => `รายการที่ ${row} (${what} ส่งเมื่อ ${sent}): `,
    sentBy: (row: number, what: string, sent: string, batchId: string) => `รายการที่ ${row} (${what} ส่งเมื่อ ${sent} โดยชุดโอนเงิน ${batchId}): `,
    found: (id: string, status: string) => `พบ ${id} (${status}) บันทึกเป็นรายการถอนเงินของรายการนี้`,
    foundPaidBy: (id: string, status: string) => `พบ ${id} (${status}): ชุดโอนเงินนั้นส่งไปแล้ว จึงไม่ส่งอีก`,
    notFound: 'ไม่พบรายการถอนเงินที่ตรงกัน',
    incomplete: (pageCount: number) => `หยุดค้นหาหลังจาก ${n(pageCount)} หน้า อาจมีรายการถอนเงินที่เก่ากว่านี้ ตรวจด้วย \`pay withdrawal list --all\``,
    question: (count: number) => `ส่งรายการที่จับคู่ไม่ได้ ${rows(count)} อีกครั้งหรือไม่? ทำเฉพาะเมื่อแน่ใจว่ายังไม่ได้จ่าย`,
    left: (count: number) => `ยังไม่ส่งรายการที่จับคู่ไม่ได้ ${rows(count)} หากแน่ใจว่ายังไม่ได้จ่าย ให้รันอีกครั้งพร้อม --resend-unmatched`,
  },
  progress: {
    row: (row: number) => `รายการ ${row}`,
    done: 'สร้างแล้ว',
    failed: 'ถูกปฏิเสธ',
    unknown: 'ไม่ทราบผล',
    fee: (fee: string) => `+ ค่าธรรมเนียม ${fee}`,
    reason: (words: string | undefined, service: string) =>
      words === undefined ? `ผู้ให้บริการแจ้ง: "${service}"` : `${words} (ผู้ให้บริการแจ้ง: "${service}")`,
    replayed: '(สร้างไว้แล้ว: คีย์เดิม ไม่มีการจ่ายซ้ำ)',
    askAgain: '(การรันครั้งถัดไปจะถามใหม่ด้วยคีย์เดิม)',
    stopping: (reason: string) => `กำลังหยุด: ${reason} รายการที่กำลังส่งจะทำจนเสร็จ`,
    interrupted: 'ถูกขัดจังหวะ',
    counts: {done: 'สร้างแล้ว', failed: 'ถูกปฏิเสธ', noAnswer: 'ไม่ได้รับคำตอบ', remaining: 'เหลือ'},
    rate: (perSecond: string) => `${perSecond} รายการ/วินาที`,
    eta: 'เหลือเวลา',
  },
  report: {
    headline: (id: string, created: number, total: number) => `ชุดโอนเงิน ${id} · มีรายการถอนเงินแล้ว ${n(created)} จาก ${rows(total)}`,
    counts: {
      sent: 'ส่งครั้งนี้',
      created: 'สร้างแล้ว',
      pending: 'รอดำเนินการ',
      succeeded: 'สำเร็จ',
      endedBadly: 'ล้มเหลว',
      refused: 'ถูกปฏิเสธ',
      noAnswer: 'ไม่ได้รับคำตอบ',
      unmatched: 'จับคู่ไม่ได้',
      notSent: 'ยังไม่ได้ส่ง',
      alreadyPaid: 'ส่งไปก่อนแล้ว',
      paid: 'จ่ายแล้ว',
      submitted: 'ส่งคำขอแล้ว',
      fees: 'ค่าธรรมเนียมรวม',
      results: 'ไฟล์ผลลัพธ์',
    },
    notes: {
      earlier: (count: number) => `${n(count)} รายการจากการรันครั้งก่อน`,
      pending: 'ส่งคำขอแล้ว ยังไม่ได้จ่าย',
      succeeded: 'SUCCESS: จ่ายแล้ว',
      endedBadly: 'FAILED หรือ REJECTED: เงินคืนเข้ากระเป๋าเงินแล้ว',
      refused: 'ไม่มีรายการถอนเงิน',
      noAnswer: 'การรันครั้งถัดไปจะถามใหม่ด้วยคีย์เดิม',
      unmatched: 'เคยส่งแล้วแต่ไม่ได้รับคำตอบ ไม่พบรายการถอนเงิน จึงไม่ส่งซ้ำ',
      alreadyPaid: 'มีรายการถอนเงินของชุดโอนเงินอื่น: ข้ามไป',
      paid: 'เฉพาะ SUCCESS',
      submitted: 'รอดำเนินการ ยังไม่ได้จ่าย',
    },
    statusesSeen: (count: number, when: string) => `ตอนนี้อ่านสถานะล่าสุดของ ${rows(count)} ไม่ได้ จึงแสดงสถานะตามที่เห็นเมื่อ ${when} (ครั้งที่เก่าที่สุด)`,
    failed: (row: number, line: number) => `รายการที่ ${row} (บรรทัด ${line})`,
    resultsNotWritten: (path: string, message: string) =>
      `เขียนไฟล์ผลลัพธ์ ${path} ไม่ได้ (${message}) ทุกรายการอยู่ในบันทึกการทำงานแล้ว: เพิ่มพื้นที่ว่างหรือแก้โฟลเดอร์ แล้วรันไฟล์เดิมอีกครั้งเพื่อเขียนไฟล์ (ไม่มีรายการใดถูกจ่ายซ้ำ)`,
    moreFailed: (count: number) => `… และอีก ${n(count)} รายการในไฟล์ผลลัพธ์`,
    continue:
      'รันไฟล์เดิมอีกครั้งเพื่อทำต่อ: รายการที่มีรายการถอนเงินแล้วจะไม่ถูกส่งซ้ำ ส่วนรายการที่ส่งไปแต่ไม่ได้รับคำตอบ จะถามซ้ำด้วย Idempotency-Key เดิม หรือค้นหาในรายการถอนเงินก่อน',
    closeOut: 'ติดตามทุกรายการจนถึงสถานะสุดท้าย (จ่ายสำเร็จ ล้มเหลว หรือถูกปฏิเสธ):',
    closeOutCommand: (file: string) => `    pay withdrawal batch close ${file}`,
    nothingSent: (earlier: number, total: number, when: string, file: string) =>
      `ไม่ได้ส่งอะไร: ${earlier === total ? 'ทุกรายการ' : rows(earlier)}มีรายการถอนเงินของชุดนี้แล้ว รันครั้งแรกเมื่อ ${when} จาก ${file} หากตั้งใจจะจ่ายซ้ำอีกครั้ง ให้รันพร้อม --pay-again`,
    stopped: 'หยุดแล้ว:',
    stop: {
      insufficient: (row: number) =>
        `รายการที่ ${row} ถูกปฏิเสธด้วย INSUFFICIENT_BALANCE และไม่ได้เริ่มรายการใดหลังจากนั้น เติมเงินเข้ากระเป๋าเงิน แล้วรันไฟล์เดิมอีกครั้ง`,
      refused: (row: number, code: string) => `รายการที่ ${row} ถูกปฏิเสธด้วย ${code} ซึ่งทุกรายการจะพบเช่นกัน จึงไม่ได้เริ่มรายการใดหลังจากนั้น`,
      unreachable: (count: number) => `ไม่ได้รับคำตอบติดต่อกัน ${rows(count)}: ดูเหมือนติดต่อผู้ให้บริการไม่ได้`,
      inProgress: (count: number) =>
        `ได้รับคำตอบ IDEMPOTENCY_IN_PROGRESS ติดต่อกัน ${rows(count)}: มีอีกโปรเซสหนึ่ง (เครื่องอื่น หรือการรันที่ใช้โฟลเดอร์ข้อมูลอื่น) กำลังส่งชุดนี้อยู่ รอให้เสร็จ แล้วรันไฟล์เดิมอีกครั้ง`,
      interrupted: 'ถูกขัดจังหวะ รายการที่กำลังส่งได้ทำจนเสร็จและบันทึกแล้ว',
      journal: (reason: string) =>
        `เขียนบันทึกการทำงานไม่ได้ (${reason}) จึงไม่ได้เริ่มส่งรายการใดหลังจากนั้น เพิ่มพื้นที่ว่างบนดิสก์ที่เก็บโฟลเดอร์ข้อมูลของ pay (หรือแก้สิ่งที่ทำให้เขียนไม่ได้) แล้วรันไฟล์เดิมอีกครั้ง: รายการที่อาจส่งไปแล้วจะถูกตรวจกับผู้ให้บริการก่อนจะส่งรายการใดอีกครั้ง`,
    },
  },
} satisfies Words['batch']
