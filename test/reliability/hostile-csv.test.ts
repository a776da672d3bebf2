import {existsSync, readdirSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import type {CliHome} from '../helpers/cli.js'
import {bankListOnlyStub, type StubServer} from '../helpers/stub-server.js'

const KEY = 'unk_test_hostilecsv'
const HEADER = 'amount,bank,account_no,account_name'
const ROW = '100.00,KBANK,1234567890,Somchai'

const HOSTILE: Array<[string, string | Buffer]> = [
  ['an empty file', ''],
  ['a header only', `${HEADER}\n`],
  ['a missing column', 'amount,bank,account_no\n100.00,KBANK,1234567890\n'],
  ['an unknown column', `${HEADER},iban\n${ROW},TH00\n`],
  ['a column given twice', `${HEADER},amount\n${ROW},5.00\n`],
  ['an unbalanced quote', `${HEADER}\n100.00,KBANK,1234567890,"Somchai\n`],
  ['a row with too many fields', `${HEADER}\n${ROW},extra,more\n`],
  ['non-UTF-8 bytes', Buffer.concat([Buffer.from(`${HEADER}\n100.00,KBANK,1234567890,`), Buffer.from([0xc3, 0x28]), Buffer.from('\n')])],
  ['a NUL byte in a field', `${HEADER}\n100.00,KBANK,12345\u000067890,Somchai\n`],
  ['a float-looking amount', `${HEADER}\n1e3,KBANK,1234567890,Somchai\n`],
  ['a negative amount', `${HEADER}\n-100.00,KBANK,1234567890,Somchai\n`],
  ['a formula for a name', `${HEADER}\n100.00,KBANK,1234567890,=HYPERLINK("http://x")\n`],
  ['a 1 MB name', `${HEADER}\n100.00,KBANK,1234567890,${'A'.repeat(1024 * 1024)}\n`],
  ['one bad row among good ones', `${HEADER}\n${`${ROW}\n`.repeat(50)}100.00,NOPE,1234567890,Somchai\n`],
]

let stub: StubServer
let home: CliHome

beforeAll(async () => {
  ;({stub, home} = await bankListOnlyStub(KEY))
})
afterAll(async () => {
  await stub?.stop()
  home?.cleanup()
})

describe('hostile CSV for withdrawal batch', () => {
  it('names the line of bytes that are not UTF-8', async () => {
    const file = join(home.root, 'latin1.csv')
    writeFileSync(
      file,
      Buffer.concat([Buffer.from(`${HEADER}\n${ROW}\n100.00,KBANK,1234567890,Jos`), Buffer.from([0xe9]), Buffer.from('\n')]),
    )
    const result = await home.runHere(['withdrawal', 'batch', file, '--yes'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('The file is not UTF-8 text: line 3 has bytes that are not UTF-8.')
  })

  it.each(HOSTILE)('refuses %s with exit 2, a clear error, no request and no journal', async (name, content) => {
    stub.received.length = 0
    const file = join(home.root, `${name.replaceAll(/\W+/g, '-')}.csv`)
    writeFileSync(file, content)
    const result = await home.runHere(['withdrawal', 'batch', file, '--yes'])
    expect(result.code, result.stderr).toBe(2)
    expect(result.stderr).toMatch(/\S/)
    expect(result.stderr).not.toMatch(/at \S+ \(|TypeError|RangeError/)
    expect(stub.received.filter((request) => request.method !== 'GET')).toEqual([])
    expect(existsSync(`${file}.results.csv`)).toBe(false)
    const journals = existsSync(home.env.PAY_DATA_DIR) ? readdirSync(home.env.PAY_DATA_DIR, {recursive: true}).map(String) : []
    expect(journals.filter((entry) => entry.includes('journal'))).toEqual([])
  })
})
