import type {BankCatalog} from '../../services/banks/catalog.js'
import type {Style} from './style.js'
import {renderTable} from './table.js'
import {terminalSafe} from './terminal-safe.js'

export function renderBanks(catalog: BankCatalog, style: Style): string {
  const banks = Object.values(catalog.banks).sort((a, b) => a.bank_number.localeCompare(b.bank_number))
  const table = renderTable(
    [
      {header: 'CODE', value: (bank) => terminalSafe(bank.bank_code)},
      {header: 'NO.', value: (bank) => terminalSafe(bank.bank_number), align: 'right'},
      {header: 'NAME', value: (bank) => terminalSafe(bank.name_en)},
      {header: 'ชื่อ', value: (bank) => terminalSafe(bank.name_th)},
    ],
    banks,
    style.bold,
  )
  const origin = catalog.source === 'cache' ? `cached ${catalog.fetchedAt}` : 'fetched now'
  return `${table}${style.dim(`${banks.length} banks · ${origin} · kept ${catalog.maxAgeSeconds} s`)}\n`
}
