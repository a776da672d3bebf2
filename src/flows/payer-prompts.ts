import type {IO} from '../cli/io.js'
import {promptContext} from '../cli/prompts.js'
import {findBankByName, searchBanks} from '../core/banks/bank-codes.js'
import {ACCOUNT_NUMBER_HINT, isAccountNumber} from '../core/money/field-readers.js'
import type {Bank, BankList} from '../core/schemas/bank.js'
import {type DepositInput, missingPayerFields} from '../services/deposits/create.js'

/**
 * Asks on the terminal for each payer field the flags left out: the bank picked from the bank list (type to
 * search by code or name, in English or Thai), then the name and the account number.
 */
export async function askForPayer(input: DepositInput, io: IO, loadBanks: () => Promise<BankList>): Promise<DepositInput> {
  const missing = new Set(missingPayerFields(input).map(({field}) => field))
  if (missing.size === 0) return input
  const {input: ask} = await import('@inquirer/prompts')
  const context = promptContext(io)
  const answers: Partial<DepositInput> = {}
  if (missing.has('payerBank')) {
    const [banks, {listPicker}] = await Promise.all([loadBanks(), import('../cli/list-picker.js')])
    const choice = (bank: Bank) => ({value: bank.bank_code, label: `${bank.bank_code.padEnd(6)} ${bank.name_en} · ${bank.name_th}`})
    answers.payerBank = await listPicker(
      {
        message: "Payer's bank (type to search)",
        filter: (text) => searchBanks(banks, text).map(choice),
        exact: (text) => {
          const bank = findBankByName(banks, text)
          return bank && choice(bank)
        },
        noMatch: (text) => `No bank matches "${text}": type part of its code or name (\`pay banks\` lists them).`,
      },
      context,
    )
  }
  if (missing.has('payerName')) {
    answers.payerName = await ask(
      {message: "Payer's name on their account", validate: (text) => text.trim() !== '' || 'Give a name.'},
      context,
    )
  }
  if (missing.has('payerAccount')) {
    answers.payerAccount = await ask(
      {message: "Payer's account number", validate: (text) => isAccountNumber(text.trim()) || ACCOUNT_NUMBER_HINT},
      context,
    )
  }
  return {...input, ...answers}
}
