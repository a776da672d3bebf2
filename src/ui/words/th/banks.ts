import {groupThousands} from '../../../core/money/money.js'
import type {Words} from '../en/index.js'

export const banks = {
  code: 'รหัส',
  number: 'เลขธนาคาร',
  name: 'ชื่อภาษาอังกฤษ',
  thaiName: 'ชื่อภาษาไทย',
  count: (count: number) => `${groupThousands(String(count))} ธนาคาร`,
  cached: (fetchedAt: string) => `จากแคชเมื่อ ${fetchedAt}`,
  fetchedNow: 'ดึงข้อมูลล่าสุดแล้ว',
  kept: (seconds: number) => `เก็บไว้ ${seconds} วินาที`,
  dryRunBuiltIn: '--dry-run: ตรวจสอบรหัสธนาคารเทียบกับรายชื่อธนาคารไทยที่ติดมากับ pay (ยังไม่มีรายชื่อธนาคารของผู้ให้บริการในแคช)',
} satisfies Words['banks']
