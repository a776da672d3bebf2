import type {Words} from '../en/index.js'

export const balance = {available: 'ยอดที่ใช้ได้', pending: 'ยอดรอดำเนินการ'} satisfies Words['balance']
