import type {Words} from '../en/index.js'

export const banks = {
  code: 'รหัส',
  number: 'เลขธนาคาร',
  name: 'ชื่อภาษาอังกฤษ',
  thaiName: 'ชื่อภาษาไทย',
  count: (count: number) => `${count.toLocaleString('en-US')} ธนาคาร`,
  cached: (fetchedAt: string) => `จากแคชเมื่อ ${fetchedAt}`,
  fetchedNow: 'ดึงข้อมูลล่าสุดแล้ว',
  kept: (seconds: number) => `เก็บไว้ ${seconds} วินาที`,
} satisfies Words['banks']
