import {describe, expect, it} from 'vitest'

import {batchIdOf, legacyBatchIdOf, rowIdempotencyKey} from '../../../src/services/batch/batch-identity.js'
import {readPayoutFile} from '../../../src/services/batch/payout-file.js'
import {loadBanks, tempDir, writeCsv} from './fixtures.js'

const dir = tempDir()
const ORIGINAL = 'amount,bank,account_no,account_name,description\n1500,KBANK,1234567890,Somchai Jaidee,rent\n250.5,SCB,9876543210,Malee,\n'

/** The same payouts, formatted as spreadsheets and editors save them. */
const RESAVED: Array<[string, string | Buffer]> = [
  ['CRLF line endings', ORIGINAL.replaceAll('\n', '\r\n')],
  ['CR line endings', ORIGINAL.replaceAll('\n', '\r')],
  ['no newline at the end', ORIGINAL.trimEnd()],
  ['a UTF-8 BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(ORIGINAL)])],
  ['a trailing blank line', `${ORIGINAL}\n`],
  ['several trailing blank lines and a row of empty cells', `${ORIGINAL}\n\n,,,,\n\n`],
  ['blank lines between rows', ORIGINAL.replace('rent\n', 'rent\n\n\n')],
  [
    'trailing spaces in cells',
    'amount,bank,account_no,account_name,description\n1500 ,KBANK ,1234567890 ,Somchai Jaidee  ,rent \n250.5,SCB,9876543210,Malee , \n',
  ],
  [
    'every cell quoted',
    'amount,bank,account_no,account_name,description\n"1500","KBANK","1234567890","Somchai Jaidee","rent"\n"250.5","SCB","9876543210","Malee",""\n',
  ],
  [
    'amounts written otherwise',
    'amount,bank,account_no,account_name,description\n"1,500.00",KBANK,1234567890,Somchai Jaidee,rent\n250.50,SCB,9876543210,Malee,\n',
  ],
  ['amount 1500.0', ORIGINAL.replace('1500,', '1500.0,')],
  ['bank codes in lower case', ORIGINAL.replace('KBANK', 'kbank').replace('SCB', 'scb')],
  ['account numbers with dashes and spaces', ORIGINAL.replace('1234567890', '123-4-56789-0').replace('9876543210', '987 654 3210')],
  [
    'the header in upper case',
    ORIGINAL.replace('amount,bank,account_no,account_name,description', 'AMOUNT,Bank,Account_No,ACCOUNT_NAME,Description'),
  ],
  [
    'columns in another order',
    'account_name,description,account_no,bank,amount\nSomchai Jaidee,rent,1234567890,KBANK,1500\nMalee,,9876543210,SCB,250.5\n',
  ],
  [
    'rows in another order',
    'amount,bank,account_no,account_name,description\n250.5,SCB,9876543210,Malee,\n1500,KBANK,1234567890,Somchai Jaidee,rent\n',
  ],
  [
    'an empty optional column added',
    ORIGINAL.replace('description\n', 'description,reference_user_id\n').replace('rent\n', 'rent,\n').replace('Malee,\n', 'Malee,,\n'),
  ],
]

/** Files that pay something else: each is another batch. */
const CHANGED: Array<[string, string]> = [
  ['an amount changed', ORIGINAL.replace('1500,', '1501,')],
  ['an account number changed', ORIGINAL.replace('1234567890', '1234567891')],
  ['a description changed', ORIGINAL.replace('rent', 'deposit')],
  ['a name changed', ORIGINAL.replace('Malee', 'Malee S.')],
  ['a row added', `${ORIGINAL}10,KBANK,1111111111,New,\n`],
  ['a row removed', ORIGINAL.slice(0, ORIGINAL.lastIndexOf('250.5'))],
  ['a row repeated', `${ORIGINAL}250.5,SCB,9876543210,Malee,\n`],
]

async function identity(content: string | Buffer) {
  const file = await readPayoutFile({path: writeCsv(dir, 'payouts.csv', content), loadBanks})
  const rows = new Map(
    file.payouts.map((payout) => [payout.body.receiver_bank_account_number, {rowId: payout.rowId, payoutId: payout.payoutId}]),
  )
  return {contentId: file.contentId, rows}
}

describe('batch identity: the rows as they would be sent, not the bytes', () => {
  it.each(RESAVED)('is kept, with every row key, when the file is saved with %s', async (_, content) => {
    const original = await identity(ORIGINAL)
    const resaved = await identity(content)
    expect(resaved.contentId).toBe(original.contentId)
    expect(resaved.rows).toEqual(original.rows)
  })

  it.each(CHANGED)('changes with %s', async (_, content) => {
    expect((await identity(content)).contentId).not.toBe((await identity(ORIGINAL)).contentId)
  })

  it('keeps identical rows distinct by their occurrence, and the payment the same whatever the name', async () => {
    const file = await readPayoutFile({
      path: writeCsv(
        dir,
        'twice.csv',
        'amount,bank,account_no,account_name\n100,KBANK,1234567890,A\n100,KBANK,1234567890,A\n100,KBANK,1234567890,B\n',
      ),
      loadBanks,
    })
    const [first, second, third] = file.payouts
    expect(new Set([first!.rowId, second!.rowId, third!.rowId]).size).toBe(3)
    expect(new Set([first!.payoutId, second!.payoutId, third!.payoutId]).size).toBe(1)
  })

  it('names later batches of the same rows, and keys rows by batch, row id and attempt', () => {
    expect(batchIdOf('3b1c0a9f2e7d4c5b6a18', 1)).toBe('3b1c0a9f2e7d4c5b6a18')
    expect(batchIdOf('3b1c0a9f2e7d4c5b6a18', 2)).toBe('3b1c0a9f2e7d4c5b6a18-2')
    expect(rowIdempotencyKey('3b1c0a9f2e7d4c5b6a18', '5e0c2a61f9b3d874')).toBe('batch-3b1c0a9f2e7d4c5b6a18-5e0c2a61f9b3d874')
    expect(rowIdempotencyKey('3b1c0a9f2e7d4c5b6a18', '5e0c2a61f9b3d874', 2)).toBe('batch-3b1c0a9f2e7d4c5b6a18-5e0c2a61f9b3d874-a2')
  })

  it('still knows the hash of the bytes, under which earlier versions kept the journal', () => {
    // sha256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(legacyBatchIdOf(Buffer.from('abc'))).toBe('ba7816bf8f01cfea4141')
  })
})
