import {searchBanks} from '../core/bank-codes.js'
import type {BankList} from '../core/schemas/bank.js'
import {type DepositInput, missingPayerFields} from '../services/deposit-create.js'
import {isAccountNumber} from '../services/field-readers.js'
import type {IO} from './io.js'
import {promptContext} from './prompts.js'

/**
 * Asks on the terminal for each payer field the flags left out: the bank picked from the bank list (type to
 * search by code or name, in English or Thai), then the name and the account number.
 */
export async function askForPayer(input: DepositInput, io: IO, loadBanks: () => Promise<BankList>): Promise<DepositInput> {
  const missing = new Set(missingPayerFields(input).map(({field}) => field))
  if (missing.size === 0) return input
  const {input: ask, search} = await import('@inquirer/prompts')
  const context = promptContext(io)
  const answers: Partial<DepositInput> = {}
  if (missing.has('payerBank')) {
    const banks = await loadBanks()
    answers.payerBank = await search(
      {
        message: "Payer's bank (type to search)",
        source: (term) =>
          searchBanks(banks, term ?? '').map((bank) => ({
            name: `${bank.bank_code.padEnd(6)} ${bank.name_en} · ${bank.name_th}`,
            value: bank.bank_code,
          })),
      },
      context,
    )
  }
  if (missing.has('payerName')) {
    answers.payerName = await ask({message: "Payer's name on their account", validate: (text) => text.trim() !== '' || 'Give a name.'}, context)
  }
  if (missing.has('payerAccount')) {
    answers.payerAccount = await ask(
      {message: "Payer's account number", validate: (text) => isAccountNumber(text.trim()) || 'Digits only, e.g. 1234567890 or 123-4-56789-0.'},
      context,
    )
  }
  return {...input, ...answers}
}
