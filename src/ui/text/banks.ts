import {terminalSafe} from '../../core/text/visible-text.js'
import type {BankCatalog} from '../../services/banks/catalog.js'
import {words} from '../words/active.js'
import type {Style} from './style.js'
import {renderTable} from './table.js'

export function renderBanks(catalog: BankCatalog, style: Style): string {
  const said = words().withdrawal.banks
  const banks = Object.values(catalog.banks).sort((a, b) => a.bank_number.localeCompare(b.bank_number))
  const table = renderTable(
    [
      {header: said.code, value: (bank) => terminalSafe(bank.bank_code)},
      {header: said.number, value: (bank) => terminalSafe(bank.bank_number), align: 'right'},
      {header: said.name, value: (bank) => terminalSafe(bank.name_en)},
      {header: said.thaiName, value: (bank) => terminalSafe(bank.name_th)},
    ],
    banks,
    style.bold,
  )
  const origin = catalog.source === 'cache' ? said.cached(words().dateTime(catalog.fetchedAt)) : said.fetchedNow
  return `${table}${style.dim(`${said.count(banks.length)} · ${origin} · ${said.kept(catalog.maxAgeSeconds)}`)}\n`
}
