import type {ApprovalFact, LimitName, UncountedApproval} from '../../../core/approvals/approval-facts.js'
import type {SecretsAndAuditFact} from '../../../core/error-facts.js'
import {formatBahtGrouped} from '../../../core/money/money.js'
import type {ErrorWords} from '../error-words.js'

const baht = (satang: number) => `${formatBahtGrouped(satang)} บาท`
const nothingSent = 'ไม่ได้ส่งอะไรออกไป'
const whoCan = 'ให้ผู้อนุมัติคนอื่นรัน `pay approve PROPOSAL --as NAME`'
const limitFlags: Record<LimitName, string> = {
  max_row: '--max-row',
  max_day: '--max-day',
  max_payee_day: '--max-payee-day',
  new_payee_over: '--new-payee-over',
}
const uncountedWhy: Record<UncountedApproval['why'], string> = {
  maker: 'เป็นผู้จัดทำ',
  untrusted: 'เครื่องนี้ไม่ได้เชื่อถือ',
  'bad-signature': 'ลายเซ็นตรวจไม่ผ่าน',
  twice: 'อนุมัติซ้ำ',
}

const limitNames: Record<LimitName, string> = {
  max_row: 'วงเงินต่อรายการ',
  max_day: 'วงเงินต่อวัน',
  max_payee_day: 'วงเงินต่อผู้รับเงินต่อวัน',
  new_payee_over: 'วงเงินผู้รับเงินใหม่',
}

function limitSentence(fact: Extract<ApprovalFact, {code: 'limit-exceeded'}>): string {
  const what = fact.row === null ? 'รายการถอนเงินนี้' : `รายการที่ ${fact.row}`
  const limit = `${limitNames[fact.limit]}ตามนโยบาย (${limitFlags[fact.limit]} ${baht(fact.limitAmount)})`
  switch (fact.limit) {
    case 'max_row':
      return `${what} จ่าย ${baht(fact.amount)} เกิน${limit}`
    case 'max_day':
      return `${what} จ่าย ${baht(fact.amount)} ต่อจากยอดที่จ่ายไปแล้ววันนี้ ${baht(fact.already)} จึงเกิน${limit}`
    case 'max_payee_day':
      return `${what} จ่าย ${baht(fact.amount)} ให้ผู้รับเงินที่วันนี้ได้รับไปแล้ว ${baht(fact.already)} จึงเกิน${limit}`
    case 'new_payee_over':
      return `${what} จ่าย ${baht(fact.amount)} ให้ผู้รับเงินที่ pay ยังไม่เคยเห็นว่าได้รับเงินสำเร็จ จึงเกิน${limit}`
  }
}

/** ผู้อนุมัติ นโยบาย คำขออนุมัติ และวงเงินที่ถูกปฏิเสธ (src/services/approvals/) */
export const approvalErrors = {
  'approvals-store-damaged': ({path}) => ({
    message: `${path} ไม่ใช่ไฟล์ตามที่ pay เขียนไว้ อาจถูกแก้ไขหรือเสียหาย จึงนับการอนุมัติหรือนโยบายในไฟล์นี้ไม่ได้`,
    tryMessage: 'นำสำเนาที่สำรองไว้มาใช้แทน หรือย้ายไฟล์นี้ออกแล้วตั้งผู้อนุมัติและนโยบายใหม่',
  }),
  'approver-name-invalid': ({name}) => ({
    message: `ใช้ "${name}" เป็นชื่อผู้อนุมัติไม่ได้ ใช้ได้เฉพาะตัวอักษร ตัวเลข "." "_" หรือ "-" (ไม่เกิน 64 ตัว ขึ้นต้นด้วยตัวอักษรหรือตัวเลข)`,
  }),
  'approver-exists': ({name}) => ({
    message: `มีผู้อนุมัติชื่อ ${name} อยู่แล้ว`,
    tryMessage: 'เลือกชื่ออื่น หรือดูรายชื่อด้วย `pay approver list`',
  }),
  'approver-unknown': ({name}) => ({
    message: `เครื่องนี้ไม่มีผู้อนุมัติชื่อ ${name}`,
    tryMessage: 'ดูรายชื่อด้วย `pay approver list` เพิ่มผู้อนุมัติด้วย `pay approver add NAME`',
  }),
  'approver-not-here': ({name}) => ({
    message: `เครื่องนี้เชื่อถือ ${name} แต่ ${name} ถูกเพิ่มไว้บนเครื่องอื่น มีเพียงเจ้าตัวที่ลงลายเซ็นในนาม ${name} ได้`,
    tryMessage: 'ลงลายเซ็นในนามผู้อนุมัติที่เพิ่มไว้บนเครื่องนี้ (`pay approver list`)',
  }),
  'approver-key-missing': ({name, keyId}) => ({
    message: `ไม่พบคีย์ส่วนตัวของ ${name} (คีย์ ${keyId}) ในที่เก็บคีย์ของเครื่องนี้`,
    tryMessage: 'เพิ่มผู้อนุมัติใหม่ในชื่ออื่นด้วย `pay approver add NAME` แล้วแจกคีย์ใหม่ให้ทีม',
  }),
  'approver-card-unreadable': ({path, issue}) => ({
    message: `${path} ไม่ใช่ไฟล์ผู้อนุมัติแบบที่ \`pay approver export\` พิมพ์ออกมา: ${issue}`,
    tryMessage: 'ขอผลของ `pay approver export NAME` จากผู้อนุมัติอีกครั้ง',
  }),
  'approver-name-taken': ({name, keyId}) => ({
    message: `เครื่องนี้เชื่อถือผู้อนุมัติชื่อ ${name} หรือคีย์ ${keyId} อยู่แล้ว แต่คู่กับคีย์หรือชื่ออื่น`,
    tryMessage: 'สอบถามผู้อนุมัติว่าคีย์ใดเป็นของเขา ไม่ได้เชื่อถือผู้อนุมัติคนใดเพิ่ม',
  }),
  'hours-unreadable': ({text}) => ({
    message: `--hours "${text}" ไม่ใช่ช่วงเวลาของวัน เขียนแบบ 09:00-17:00 (เวลากรุงเทพฯ) เป็นสองเวลาที่ต่างกัน`,
  }),
  'policy-untrusted': ({profile, mode}) => ({
    message: `นโยบายของ ${profile} (${mode}) ไม่ได้ลงลายเซ็นโดยผู้อนุมัติที่เครื่องนี้เชื่อถือ หรือถูกแก้ไขหลังลงลายเซ็น ${nothingSent}`,
    tryMessage: 'นำไฟล์นโยบายที่สำรองไว้มาใช้แทน หรือให้ผู้อนุมัติตั้งนโยบายใหม่ด้วย `pay policy set`',
  }),
  'policy-looser': ({profile, mode, approvals}) => ({
    message: `การเปลี่ยนนี้ผ่อนปรนนโยบายของ ${profile} (${mode}) ซึ่งต้องได้รับอนุมัติจากผู้อนุมัติ ${approvals} คนจึงจะผ่อนปรนได้ ไม่ได้เปลี่ยนแปลงอะไร`,
    tryMessage: `รันคำสั่งเดิมพร้อม --propose แล้ว${whoCan} จากนั้นรันอีกครั้งพร้อม --proposal PROPOSAL`,
  }),
  'proposal-not-needed': ({profile, mode}) => ({
    message: `นโยบายของ ${profile} (${mode}) ไม่ต้องมีการอนุมัติ จึงไม่มีอะไรต้องขออนุมัติ`,
    tryMessage: 'รันคำสั่งโดยไม่ระบุ --propose',
  }),
  'proposal-without-policy': ({path, profile, mode}) => ({
    message: `เครื่องนี้ไม่มีนโยบายของ ${profile} (${mode}) จึงตรวจการอนุมัติใน ${path} ไม่ได้ ${nothingSent}`,
    tryMessage: 'คัดลอกนโยบายที่ใช้อนุมัติคำขอนี้มาไว้ที่เครื่องนี้ (docs/approvals.md) หรือรันคำสั่งโดยไม่ระบุ --proposal',
  }),
  'proposal-required': ({profile, mode, approvals}) => ({
    message: `นโยบายของ ${profile} (${mode}) กำหนดให้ต้องได้รับอนุมัติจากผู้อนุมัติ ${approvals} คนก่อนส่งเงิน แต่ไม่ได้ระบุคำขออนุมัติ ${nothingSent}`,
    tryMessage: `จัดทำคำขออนุมัติด้วย --propose --as NAME แล้ว${whoCan} จากนั้นรันคำสั่งพร้อม --proposal PROPOSAL`,
  }),
  'proposal-unreadable': ({path, issue}) => ({
    message: `${path} ไม่ใช่คำขออนุมัติที่ pay เขียน: ${issue}`,
    tryMessage: 'ระบุไฟล์ FILE.proposal.json ที่ --propose เขียนไว้',
  }),
  'proposal-tampered': ({path}) => ({
    message: `${path} ถูกแก้ไขหลังจัดทำ หรือเครื่องนี้ไม่ได้เชื่อถือผู้จัดทำ ${nothingSent}`,
    tryMessage: 'จัดทำคำขออนุมัติใหม่ด้วย --propose แล้วขออนุมัติอีกครั้ง',
  }),
  'proposal-other-kind': ({path, kind, expected}) => ({
    message: `${path} เป็นคำขออนุมัติประเภท ${kind} ไม่ใช่ประเภท ${expected}`,
  }),
  'proposal-other-account': ({path, profile, mode}) => ({
    message: `${path} จัดทำไว้สำหรับ ${profile} (${mode}) ไม่ใช่ข้อมูลรับรองที่ใช้อยู่ ${nothingSent}`,
    tryMessage: 'รันด้วยโปรไฟล์และโหมดที่คำขอจัดทำไว้ (--profile, --live)',
  }),
  'proposal-other-policy': ({path}) => ({
    message: `นโยบายเปลี่ยนไปหลังจากจัดทำ ${path} การอนุมัติในคำขอนั้นจึงให้ไว้ภายใต้นโยบายเดิม ${nothingSent}`,
    tryMessage: 'จัดทำคำขออนุมัติใหม่ด้วย --propose แล้วขออนุมัติภายใต้นโยบายที่ใช้อยู่',
  }),
  'proposal-other-rows': ({path}) => ({
    message: `รายการที่จะส่งไม่ตรงกับรายการที่ได้รับอนุมัติใน ${path} (ยอดเงิน บัญชี ชื่อ หรือรายการใดรายการหนึ่งต่างไป) ${nothingSent}`,
    tryMessage: 'ส่งไฟล์ตามที่ได้รับอนุมัติ หรือจัดทำคำขอของไฟล์ที่แก้แล้วและขออนุมัติใหม่',
  }),
  'proposal-other-rules': ({path}) => ({
    message: `นโยบายที่ระบุไม่ตรงกับที่เสนอไว้ใน ${path} ไม่ได้เปลี่ยนแปลงอะไร`,
    tryMessage: 'ระบุค่าเดียวกับในคำขออนุมัติ (ดู pay policy show และไฟล์คำขออนุมัติ) หรือจัดทำคำขออนุมัติของค่าเหล่านี้',
  }),
  'approval-by-maker': ({name, path}) => ({
    message: `${name} เป็นผู้จัดทำ ${path} ผู้จัดทำอนุมัติคำขอของตนเองไม่ได้`,
    tryMessage: 'ให้ผู้อนุมัติคนอื่นรัน `pay approve PROPOSAL --as NAME`',
  }),
  'approvals-missing': ({path, needed, counted, uncounted}) => {
    const have = counted.length === 0 ? 'ยังไม่มีผู้ใดอนุมัติ' : `อนุมัติแล้ว ${counted.length} คน (${counted.join(', ')})`
    const not = uncounted.map((approval) => `${approval.name}: ${uncountedWhy[approval.why]}`).join('; ')
    return {
      message: `${path} ต้องได้รับอนุมัติจากผู้อนุมัติ ${needed} คนที่เชื่อถือและไม่ใช่ผู้จัดทำ แต่${have}${not ? ` (ไม่นับ ${not})` : ''} ${nothingSent}`,
      tryMessage: `ยังขาดอีก ${needed - counted.length} คน: ${whoCan}`,
    }
  },
  'limit-exceeded': (fact) => ({
    message: `${limitSentence(fact)} ${nothingSent}`,
    tryMessage: 'แบ่งจ่ายเป็นหลายวันหรือหลายผู้รับเงิน หรือขอเปลี่ยนนโยบายด้วย `pay policy set`',
  }),
  'outside-hours': ({from, to, now}) => ({
    message: `ขณะนี้เวลา ${now} น. ตามเวลากรุงเทพฯ อยู่นอกเวลาส่งเงินของนโยบาย (${from}-${to}) ${nothingSent}`,
    tryMessage: `รันอีกครั้งระหว่าง ${from} ถึง ${to} (เวลากรุงเทพฯ)`,
  }),
} satisfies Pick<ErrorWords, ApprovalFact['code']>

export const secretsAndAuditErrors = {
  'secret-missing': ({name, keyring}) => ({
    message: `เครื่องนี้ไม่มีรหัสลับ ${name} เก็บไว้${keyring === undefined ? '' : `: อ่านคีย์ริงของระบบปฏิบัติการไม่ได้ (${keyring})`}`,
    tryMessage:
      'บันทึกใหม่อีกครั้ง (คีย์ของโปรไฟล์: `pay profile add`) หากเก็บไว้ในคีย์ริงของระบบปฏิบัติการ ให้ปลดล็อกคีย์ริง (ล็อกอินเข้าเดสก์ท็อป หรือปลดล็อก Keychain) แล้วรันคำสั่งอีกครั้ง',
  }),
  'audit-bad-date': ({flag, value}) => ({
    message: `${flag} "${value}" ไม่ใช่วันที่`,
    tryMessage: `ระบุ ${flag} เป็นวันที่ (2026-11-28) หรือเวลาพร้อมเขตเวลา (2026-11-28T09:00:00+07:00)`,
  }),
  'audit-log-tail': ({path}) => ({
    message: `บรรทัดสุดท้ายของบันทึกตรวจสอบ ${path} ไม่ใช่รายการของบันทึกตรวจสอบ จึงต่อรายการใหม่ไม่ได้`,
    tryMessage: 'รัน `pay audit verify` เพื่อดูว่าบันทึกถูกแก้ที่ใด แล้วย้ายไฟล์ไปเก็บไว้ให้ผู้ตรวจสอบ: เมื่อย้ายไฟล์ออกแล้ว pay จะเริ่มบันทึกตรวจสอบใหม่',
  }),
} satisfies Pick<ErrorWords, SecretsAndAuditFact['code']>
