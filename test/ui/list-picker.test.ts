import {describe, expect, it} from 'vitest'
import {thaiBankList} from '../../src/core/banks/thai-banks.js'
import {findBankByName, searchBanks} from '../../src/core/money/field-readers.js'
import {pickOnEnter} from '../../src/ui/components/list-picker.js'

const banks = thaiBankList()
const picker = {
  filter: (text: string) => searchBanks(banks, text).map((bank) => ({value: bank.bank_code, label: bank.bank_code})),
  exact: (text: string) => {
    const bank = findBankByName(banks, text)
    return bank && {value: bank.bank_code, label: bank.bank_code}
  },
}

describe('what Enter picks', () => {
  it('a bank named in full wins over the highlight, in any case and with spaces around', () => {
    expect(pickOnEnter(picker, ' kbank ', 3)?.value).toBe('KBANK')
    expect(pickOnEnter(picker, 'KASIKORNBANK', 0)?.value).toBe('KBANK')
    expect(pickOnEnter(picker, 'กสิกรไทย', 0)?.value).toBe('KBANK')
  })

  it('else the highlighted choice among those for the same text, the highlight kept inside the list', () => {
    const forBa = picker.filter('ba')
    expect(pickOnEnter(picker, 'ba', 1)?.value).toBe(forBa[1]!.value)
    expect(pickOnEnter(picker, 'ba', 999)?.value).toBe(forBa.at(-1)!.value)
    expect(pickOnEnter(picker, '', 0)?.value).toBe('BBL')
  })

  it('else nothing: text that matches no bank picks none', () => {
    expect(pickOnEnter(picker, 'zzz', 0)).toBeUndefined()
  })

  it('part of a name is not a name: it goes through the list', () => {
    expect(findBankByName(banks, 'Bangkok')).toBeUndefined()
    expect(findBankByName(banks, '')).toBeUndefined()
  })
})
