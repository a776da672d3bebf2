import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {type SandboxHome, sandboxHome} from './withdrawal-helpers.js'

const TOTAL = 25
const FAILING = 5
let env: SandboxHome
/** Ids newest first, as the service lists them. */
let ids: string[]

beforeAll(async () => {
  env = await sandboxHome({withdrawalStepMs: 0})
  await env.sandbox.topUp('10000.00')
  const created: string[] = []
  for (let index = 0; index < TOTAL; index++) {
    const accountNo = index < FAILING ? `99000${index}4001` : `99000${index}1234`
    const body = {
      amount: '10.00',
      receiver_bank_provider: 'KBANK',
      receiver_bank_account_name: `Payee ${index}`,
      receiver_bank_account_number: accountNo,
    }
    const result = await env.sandbox.call('POST', '/v1/withdrawals', body, {idempotencyKey: `list-${index}`})
    if (result.status !== 201) throw new Error(JSON.stringify(result.body))
    created.push(result.body.id)
  }
  ids = created.reverse()
})
afterAll(() => env?.close())

describe('pay withdrawal list', () => {
  it('--all follows the cursor over every page and prints one array', async () => {
    const result = await env.home.runHere(['withdrawal', 'list', '--limit', '10', '--all', '--json', '--verbose'])
    expect(result.code).toBe(0)
    const listed = JSON.parse(result.stdout)
    expect(Array.isArray(listed)).toBe(true)
    expect(listed.map((row: {id: string}) => row.id)).toEqual(ids)
    expect(result.stderr.match(/→ GET \S+\/v1\/withdrawals\?limit=10/g)).toHaveLength(3)
  })

  it('one page prints the envelope, and --cursor continues it', async () => {
    const first = await env.home.runHere(['withdrawal', 'list', '--limit', '10', '--json'])
    const page = JSON.parse(first.stdout)
    expect(page).toMatchObject({has_more: true, next_cursor: expect.any(String)})
    expect(page.data.map((row: {id: string}) => row.id)).toEqual(ids.slice(0, 10))
    const second = JSON.parse(
      (await env.home.runHere(['withdrawal', 'list', '--limit', '10', '--cursor', page.next_cursor, '--json'])).stdout,
    )
    expect(second.data.map((row: {id: string}) => row.id)).toEqual(ids.slice(10, 20))
  })

  it('prints an aligned table with masked accounts, and the next cursor on stderr', async () => {
    const result = await env.home.runHere(['withdrawal', 'list', '--limit', '3'])
    expect(result.code).toBe(0)
    const lines = result.stdout.trimEnd().split('\n')
    expect(lines).toHaveLength(4)
    expect(lines[0]).toMatch(/^ID +CREATED +STATUS +AMOUNT +FEE +BANK +ACCOUNT +NAME$/)
    expect(lines[1]).toContain(ids[0])
    expect(lines[1]).toMatch(/SUCCESS +10\.00 THB +9\.00 THB +KBANK +••••1234 +Payee 24$/)
    expect(result.stdout).not.toContain('99000241234')
    expect(result.stderr).toMatch(/More withdrawals: --cursor \S+ for the next page, or --all\./)
  })

  it('--status filters, in any case', async () => {
    const result = await env.home.runHere(['withdrawal', 'list', '--status', 'failed', '--all', '--json'])
    const listed = JSON.parse(result.stdout)
    expect(listed).toHaveLength(FAILING)
    expect(listed.every((row: {status: string}) => row.status === 'FAILED')).toBe(true)
  })

  it.each([
    [['--status', 'paid'], '--status: unknown withdrawal status "paid"'],
    [['--limit', '0'], '--limit'],
    [['--limit', '101'], '--limit'],
  ])('refuses %j before sending', async (flags, message) => {
    const result = await env.home.runHere(['withdrawal', 'list', ...flags, '--verbose'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(message)
    expect(result.stderr).not.toContain('→ GET')
  })
})
