import type {Words} from '../en/index.js'

export const resultsFile = {
  isInput: (results: string, input: string) =>
    `ไฟล์ผลลัพธ์ ${results} คือไฟล์รายการโอนเงิน ${input} เอง: ถ้าเขียนไฟล์ผลลัพธ์จะทับไฟล์รายการโอนเงิน ยังไม่ได้ส่งรายการใด`,
  another: 'ระบุ --results เป็นชื่อไฟล์อื่น หรือไม่ต้องระบุ --results เพื่อเขียน FILE.results.csv ไว้ข้างไฟล์รายการโอนเงิน',
  isDirectory: (results: string) => `ไฟล์ผลลัพธ์ ${results} เป็นโฟลเดอร์ ยังไม่ได้ส่งรายการใด`,
  nameFile: 'ระบุ --results เป็นชื่อไฟล์ เช่น --results results/payouts-results.csv',
  noFolder: (folder: string) => `ไม่มีโฟลเดอร์ ${folder} ที่จะเก็บไฟล์ผลลัพธ์ ยังไม่ได้ส่งรายการใด`,
  createFolder: 'สร้างโฟลเดอร์ก่อน หรือระบุ --results เป็นไฟล์ในโฟลเดอร์ที่มีอยู่',
  notWritable: (folder: string) => `เขียนไฟล์ลงโฟลเดอร์ ${folder} ที่จะเก็บไฟล์ผลลัพธ์ไม่ได้ ยังไม่ได้ส่งรายการใด`,
  writableFolder: 'ระบุ --results เป็นไฟล์ในโฟลเดอร์ที่คุณเขียนได้',
} satisfies Words['resultsFile']
