import type {CommandWords} from '../../en/help.js'

/** The commands of oclif's plugins (or pay's own, by the same ids): their English has a description and no summary. */
export const plugins = {
  help: {
    summary: 'แสดงวิธีใช้ pay',
    flags: {'nested-commands': 'รวมคำสั่งย่อยทั้งหมดไว้ในผลลัพธ์'},
    args: {command: 'คำสั่งที่จะดูวิธีใช้'},
  },
  autocomplete: {
    summary: 'แสดงวิธีติดตั้งการเติมคำสั่งอัตโนมัติในเชลล์',
    flags: {'refresh-cache': 'สร้างแคชใหม่ (ไม่แสดงวิธีติดตั้ง)'},
    args: {shell: 'ชนิดของเชลล์'},
  },
} satisfies Record<string, CommandWords>
