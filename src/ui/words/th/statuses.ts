import type {Words} from '../en/index.js'

/** Thai first, the code after: the code is what `--json`, the docs and the service's portal show. */
const THAI: Record<string, string> = {
  PENDING: 'รอดำเนินการ',
  APPROVED: 'อนุมัติแล้ว',
  PROCESSING: 'กำลังดำเนินการ',
  IN_PROGRESS: 'กำลังโอน',
  SUCCESS: 'สำเร็จ',
  FAILED: 'ล้มเหลว',
  REJECTED: 'ถูกปฏิเสธ',
  CREDITED: 'เงินเข้าแล้ว',
  EXPIRED: 'หมดอายุ',
  CANCELLED: 'ยกเลิกแล้ว',
}

export const statuses = {
  name: (status: string) => (THAI[status] === undefined ? status : `${THAI[status]} (${status})`),
} satisfies Words['statuses']
