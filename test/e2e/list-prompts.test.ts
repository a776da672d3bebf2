import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {runInTerminal} from '../helpers/terminal.js'
import {type SandboxHome, sandboxHome} from './withdrawal-helpers.js'

// A paste, a laggy SSH link or automation delivers the search text and Enter in one write. The bank sent must
// be the bank the prompt confirms on screen, on a real pseudo-terminal.
let env: SandboxHome

beforeAll(async () => {
  env = await sandboxHome()
})
afterAll(() => env?.close())

/** `deposit create` asking only for the bank, the whole answer written at once; the bank confirmed and the bank sent. */
async function pickBankInOneWrite(keys: string): Promise<{confirmed: string | undefined; sent: string | undefined; screen: string}> {
  const result = await runInTerminal(
    [
      'deposit',
      'create',
      '--amount',
      '40',
      '--method',
      'bank',
      '--payer-name',
      'Malee S.',
      '--payer-account',
      '1234567890',
      '--no-watch',
      '--json',
    ],
    {...env.home.env, CI: 'false'},
    [{waitFor: "Payer's bank", send: keys}],
  )
  const confirmed = /✔ Payer's bank \(type to search\) (\S+)/.exec(result.stdout)?.[1]
  const json = /\{[\s\S]*\}\s*$/.exec(result.stdout)?.[0]
  const sent = json ? (JSON.parse(json) as {payer?: {bank?: string}}).payer?.bank : undefined
  return {confirmed, sent, screen: result.stdout}
}

describe('the bank picker with the answer written at once', () => {
  it.each([
    ['kbank\r', 'KBANK'],
    ['scb\r', 'SCB'],
    ['ktb\r', 'KTB'],
    ['Kasikorn\r', 'KBANK'],
    ['bangkok bank\r', 'BBL'],
    ['kbank \r', 'KBANK'],
    ['zzz\r\u007f\u007f\u007fscb\r', 'SCB'],
  ])('%j confirms and sends %s', async (keys, bank) => {
    const {confirmed, sent, screen} = await pickBankInOneWrite(keys)
    expect({confirmed, sent}, screen).toEqual({confirmed: bank, sent: bank})
  })
})

describe('the bank picker with keys that move the highlight, in the same write', () => {
  it('confirms and sends the bank highlighted for the text typed, whatever arrives at once', async () => {
    for (const keys of ['ba\u001b[B\r', '\u001b[B\u001b[B\r', '\r']) {
      const {confirmed, sent, screen} = await pickBankInOneWrite(keys)
      expect(sent, screen).toMatch(/^[A-Z]+$/)
      expect(confirmed, screen).toBe(sent)
    }
  })

  it('says so when nothing matches, and sends nothing until a bank is picked', async () => {
    const {screen} = await pickBankInOneWrite('zzz\r\u007f\u007f\u007fktb\r')
    expect(screen).toContain('No bank matches "zzz"')
  })
})
