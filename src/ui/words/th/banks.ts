import {groupThousands} from '../../../core/money/money.js'
import type {Words} from '../en/index.js'

/** `1 ชั่วโมง`, `90 วินาที`: the largest whole unit. */
function keptFor(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} ชั่วโมง`
  if (seconds % 60 === 0) return `${seconds / 60} นาที`
  return `${seconds} วินาที`
}

export const banks = {
  code: 'รหัส',
  number: 'เลขธนาคาร',
  name: 'ชื่อภาษาอังกฤษ',
  thaiName: 'ชื่อภาษาไทย',
  count: (count: number) => `ธนาคาร ${groupThousands(String(count))} แห่ง`,
  cached: (fetchedAt: string) => `จากแคชเมื่อ ${fetchedAt}`,
  fetchedNow: 'ดึงข้อมูลล่าสุดแล้ว',
  kept: (seconds: number) => `แคชไว้ ${keptFor(seconds)}`,
  dryRunBuiltIn: '--dry-run: ตรวจสอบรหัสธนาคารเทียบกับรายชื่อธนาคารไทยที่ติดมากับ pay (ยังไม่มีรายชื่อธนาคารของผู้ให้บริการในแคช)',
} satisfies Words['banks']
