import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterAll} from 'vitest'

import {formatBaht, parseBaht} from '../../../src/core/money/money.js'
import type {BankList} from '../../../src/core/schemas/bank.js'
import {identifyRows} from '../../../src/services/batch/batch-identity.js'
import type {Payout} from '../../../src/services/batch/payout-rows.js'

export const BANKS: BankList = {
  KBANK: {bank_code: 'KBANK', bank_number: '004', name_th: 'กสิกรไทย', fullname_th: 'ธนาคารกสิกรไทย', name_en: 'Kasikornbank'},
  SCB: {bank_code: 'SCB', bank_number: '014', name_th: 'ไทยพาณิชย์', fullname_th: 'ธนาคารไทยพาณิชย์', name_en: 'The Siam Commercial Bank'},
}
export const loadBanks = async (): Promise<BankList> => BANKS

export const HEADER = 'amount,bank,account_no,account_name'

/** A temporary directory for the test file, removed after it. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pay-batch-'))
  afterAll(() => rmSync(dir, {recursive: true, force: true}))
  return dir
}

export function writeCsv(dir: string, name: string, content: string | Buffer): string {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}

/** A validated row as the services receive it, with its identity (its own: the name holds the row number). */
export function payout(row: number, amount = '100', accountNo = `10000000${String(row).padStart(2, '0')}`, bank = 'KBANK'): Payout {
  const satang = parseBaht(amount)
  const body = {
    amount: formatBaht(satang),
    receiver_bank_provider: bank,
    receiver_bank_account_name: `Payee ${row}`,
    receiver_bank_account_number: accountNo,
  }
  return {row, line: row + 1, amount: satang, body, ...identifyRows([body])[0]!}
}
