import {existsSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterEach, beforeEach, describe, expect, it} from 'vitest'

import {signHash} from '../../src/core/approvals/approver-keys.js'
import {KeyStore} from '../../src/core/secrets/key-store.js'
import {CliHome, payoutArgs} from '../helpers/cli.js'
import {BatchWorld, payoutFile} from './batch-helpers.js'

// The four-eyes controls against the sandbox: with a policy of 2 approvals, nothing is sent without two approvals
// by trusted approvers other than the maker, of the very rows sent; what the sandbox holds says so.
const GROSS = 10_900 // 100.00 + the sandbox's fee of 9.00, in satang
let world: BatchWorld

beforeEach(async () => {
  world = await BatchWorld.start()
  await world.topUp(100 * GROSS)
  for (const name of ['somchai', 'malee', 'niran']) expect((await pay('approver', 'add', name)).code).toBe(0)
})

afterEach(async () => {
  await world.close()
})

const pay = (...args: string[]) => world.home.runHere(args)
/** `pay withdrawal create` of 100.00 to a KBANK account, with `more` flags. */
const withdrawal = (accountNo: string, accountName: string, ...more: string[]) => [
  ...payoutArgs({amount: '100', accountNo, accountName}),
  ...more,
]

async function withPolicy(...limits: string[]) {
  const set = await pay('policy', 'set', '--approvals', '2', ...limits, '--as', 'somchai')
  expect(set.stderr).toBe('')
  expect(set.code).toBe(0)
}

/** Writes a payout file and its proposal by somchai; returns their paths. */
async function proposed(rows = 3): Promise<{file: string; proposal: string}> {
  const {path} = await world.writeFile('payouts.csv', payoutFile(rows))
  const propose = await pay('withdrawal', 'batch', path, '--propose', '--as', 'somchai', '--json')
  expect(propose.code).toBe(0)
  expect(JSON.parse(propose.stdout)).toMatchObject({
    proposal_file: `${path}.proposal.json`,
    proposal: {proposal: {count: rows, total: '300.00'}},
  })
  return {file: path, proposal: `${path}.proposal.json`}
}

async function expectNothingSent() {
  expect((await world.state()).withdrawals).toEqual([])
}

describe('approvers', () => {
  it('keep their private keys in the key store: a 0600 file where there is no keyring, never in approvers.json', async () => {
    const list = JSON.parse((await pay('approver', 'list', '--json')).stdout)
    expect(list.approvers.map((approver: any) => [approver.name, approver.own, approver.key])).toEqual([
      ['somchai', true, 'file'],
      ['malee', true, 'file'],
      ['niran', true, 'file'],
    ])
    const keys = new KeyStore({configDir: world.home.env.PAY_CONFIG_DIR, env: {PAY_KEYRING: 'off'}})
    const file = keys.fileOf(`approver/${list.approvers[0].key_id}`)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(join(world.home.env.PAY_CONFIG_DIR, 'approvers.json'), 'utf8')).not.toContain('PRIVATE KEY')
  })

  it('are trusted across machines from the card pay approver export prints', async () => {
    const card = await pay('approver', 'export', 'malee')
    expect(card.code).toBe(0)
    const other = new CliHome()
    try {
      writeFileSync(join(other.root, 'malee.json'), card.stdout)
      const trust = await other.runHere(['approver', 'trust', join(other.root, 'malee.json'), '--json'])
      expect(trust.code).toBe(0)
      expect(JSON.parse(trust.stdout).trusted).toEqual([JSON.parse(card.stdout)])
      const list = JSON.parse((await other.runHere(['approver', 'list', '--json'])).stdout)
      expect(list.approvers).toMatchObject([{name: 'malee', own: false, key: null}])
      // Trusted from a card, malee cannot sign on the other machine, even a proposal it reads.
      await withPolicy()
      const {proposal} = await proposed()
      writeFileSync(join(other.root, 'somchai.json'), (await pay('approver', 'export', 'somchai')).stdout)
      expect((await other.runHere(['approver', 'trust', join(other.root, 'somchai.json')])).code).toBe(0)
      const copy = join(other.root, 'payouts.csv.proposal.json')
      writeFileSync(copy, readFileSync(proposal))
      const signing = await other.runHere(['approve', copy, '--as', 'malee', '--yes', '--json'])
      expect(signing.code).toBe(2)
      expect(JSON.parse(signing.stdout).error).toMatchObject({code: 'APPROVER_NOT_HERE'})
      expect(JSON.parse(readFileSync(copy, 'utf8')).approvals).toEqual([])
    } finally {
      other.cleanup()
    }
  })

  it('refuse a card whose name is trusted already with another key: nothing trusted', async () => {
    const card = await pay('approver', 'export', 'malee')
    const other = new CliHome()
    try {
      expect((await other.runHere(['approver', 'add', 'malee'])).code).toBe(0)
      writeFileSync(join(other.root, 'malee.json'), card.stdout)
      const trust = await other.runHere(['approver', 'trust', join(other.root, 'malee.json'), '--json'])
      expect(trust.code).toBe(2)
      expect(JSON.parse(trust.stdout).error).toMatchObject({code: 'APPROVER_NAME_TAKEN'})
      const list = JSON.parse((await other.runHere(['approver', 'list', '--json'])).stdout)
      expect(list.approvers).toMatchObject([{name: 'malee', own: true}])
    } finally {
      other.cleanup()
    }
  })

  it('cannot sign once their private key is gone from the key store', async () => {
    const malee = JSON.parse((await pay('approver', 'list', '--json')).stdout).approvers[1]
    const keys = new KeyStore({configDir: world.home.env.PAY_CONFIG_DIR, env: {PAY_KEYRING: 'off'}})
    rmSync(keys.fileOf(`approver/${malee.key_id}`))
    const set = await pay('policy', 'set', '--approvals', '2', '--as', 'malee', '--json')
    expect(set.code).toBe(2)
    expect(JSON.parse(set.stdout).error).toMatchObject({code: 'APPROVER_KEY_MISSING'})
    expect(JSON.parse((await pay('policy', 'show', '--json')).stdout).policy).toBeNull()
  })
})

describe('a policy of 2 approvals, against the sandbox', () => {
  it('refuses a batch without a proposal: exit 3, nothing sent', async () => {
    await withPolicy()
    const {path} = await world.writeFile('payouts.csv', payoutFile(3))
    const run = await pay('withdrawal', 'batch', path, '--json')
    expect(run.code).toBe(3)
    expect(JSON.parse(run.stdout).error).toMatchObject({code: 'PROPOSAL_REQUIRED'})
    await expectNothingSent()
    const thai = await world.home.runHere(['withdrawal', 'batch', path], {env: {PAY_LANG: 'th'}})
    expect(thai.code).toBe(3)
    expect(thai.stderr).toContain('กำหนดให้ต้องได้รับอนุมัติจากผู้อนุมัติ 2 คนก่อนส่งเงิน แต่ไม่ได้ระบุคำขออนุมัติ ไม่ได้ส่งอะไรออกไป')
    await expectNothingSent()
  })

  it('refuses a proposal approved by its maker and one other: exit 3, naming what is missing', async () => {
    await withPolicy()
    const {file, proposal} = await proposed()
    expect((await pay('approve', proposal, '--as', 'malee', '--yes')).code).toBe(0)
    // pay approve refuses the maker; a maker's signature added by hand does not count either.
    const byMaker = await pay('approve', proposal, '--as', 'somchai', '--yes')
    expect(byMaker.code).toBe(3)
    expect(byMaker.stderr).toContain('cannot approve their own proposal')
    const document = JSON.parse(readFileSync(proposal, 'utf8'))
    const keys = new KeyStore({configDir: world.home.env.PAY_CONFIG_DIR, env: {PAY_KEYRING: 'off'}})
    const makerKey = (await keys.need(`approver/${document.proposal.maker.key_id}`)).secret
    document.approvals.push({...document.proposal.maker, signature: signHash(makerKey, document.hash), at: new Date().toISOString()})
    writeFileSync(proposal, JSON.stringify(document))

    const run = await pay('withdrawal', 'batch', file, '--proposal', proposal)
    expect(run.code).toBe(3)
    expect(run.stderr).toContain(
      'needs 2 approvals by trusted approvers other than its maker, and has 1 (malee); not counted: somchai: the maker',
    )
    await expectNothingSent()
  })

  it('refuses a file changed by one satang after its approval: exit 3, nothing sent', async () => {
    await withPolicy()
    const {file, proposal} = await proposed()
    for (const name of ['malee', 'niran']) expect((await pay('approve', proposal, '--as', name, '--yes')).code).toBe(0)
    writeFileSync(file, readFileSync(file, 'utf8').replace('100.00', '100.01'))
    const run = await pay('withdrawal', 'batch', file, '--proposal', proposal, '--json')
    expect(run.code).toBe(3)
    expect(JSON.parse(run.stdout).error).toMatchObject({code: 'PROPOSAL_OTHER_ROWS'})
    await expectNothingSent()
  })

  it('sends every row with two approvals by others', async () => {
    await withPolicy()
    const {file, proposal} = await proposed()
    const first = await pay('approve', proposal, '--as', 'malee', '--yes')
    expect(first.stderr).toMatch(/Rows\s+3\n/)
    expect(first.stderr).toMatch(/Total\s+300\.00 THB \(what the payees receive; fees come on top\)/)
    expect(first.stdout).toBe('Approved as malee.\n')
    // Without a terminal, approving needs --yes, as every confirmation in pay.
    expect((await pay('approve', proposal, '--as', 'niran')).code).toBe(2)
    expect((await pay('approve', proposal, '--as', 'niran', '--yes')).code).toBe(0)
    const run = await pay('withdrawal', 'batch', file, '--proposal', proposal, '--json')
    expect(run.stderr).not.toContain('Error')
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout).summary).toMatchObject({rows: 3, created: 3})
    expect((await world.state()).withdrawals).toHaveLength(3)
    // The run's audit record names the approvals it acted on.
    const log = readFileSync(join(world.home.env.PAY_DATA_DIR!, 'audit', 'log.jsonl'), 'utf8')
      .trim()
      .split('\n')
    const record = JSON.parse(log.at(-1)!) as {command: string; approvals: Array<{name: string}>}
    expect(record.command).toBe('withdrawal batch')
    expect(record.approvals.map((approval) => approval.name)).toEqual(['malee', 'niran'])
  })

  it('refuses a proposal whose file was edited after approval (the hash no longer checks)', async () => {
    await withPolicy()
    const {file, proposal} = await proposed()
    for (const name of ['malee', 'niran']) expect((await pay('approve', proposal, '--as', name, '--yes')).code).toBe(0)
    writeFileSync(proposal, readFileSync(proposal, 'utf8').replace('"total": "300.00"', '"total": "300.01"'))
    const run = await pay('withdrawal', 'batch', file, '--proposal', proposal, '--json')
    expect(run.code).toBe(3)
    expect(JSON.parse(run.stdout).error).toMatchObject({code: 'PROPOSAL_TAMPERED'})
    await expectNothingSent()
  })

  it('refuses an approved proposal where no policy is set, which could not check it: exit 3, nothing sent', async () => {
    await withPolicy()
    const {file, proposal} = await proposed()
    for (const name of ['malee', 'niran']) expect((await pay('approve', proposal, '--as', name, '--yes')).code).toBe(0)
    // This machine has no policy (never copied, or removed): the approvals have nothing to be checked against.
    rmSync(join(world.home.env.PAY_CONFIG_DIR!, 'policies.json'))
    for (const args of [
      ['withdrawal', 'batch', file, '--proposal', proposal, '--yes', '--json'],
      withdrawal('1234567890', 'A', '--proposal', proposal, '--yes', '--json'),
    ]) {
      const run = await pay(...args)
      expect(run.code, run.stderr).toBe(3)
      expect(JSON.parse(run.stdout).error).toMatchObject({code: 'PROPOSAL_WITHOUT_POLICY'})
    }
    await expectNothingSent()
  })

  it('refuses a withdrawal without a proposal: exit 3, nothing sent', async () => {
    await withPolicy()
    const run = await pay(...withdrawal('7700000010', 'Payee', '--json'))
    expect(run.code).toBe(3)
    expect(JSON.parse(run.stdout).error).toMatchObject({code: 'PROPOSAL_REQUIRED'})
    await expectNothingSent()
  })

  it('cannot be loosened without its approvals', async () => {
    await withPolicy('--max-row', '1,000')
    const looser = await pay('policy', 'set', '--approvals', '1', '--as', 'somchai', '--json')
    expect(looser.code).toBe(3)
    expect(JSON.parse(looser.stdout).error).toMatchObject({code: 'POLICY_LOOSER'})
    const tighter = await pay('policy', 'set', '--approvals', '2', '--max-row', '500', '--as', 'malee')
    expect(tighter.code).toBe(0)
    const shown = JSON.parse((await pay('policy', 'show', '--json')).stdout)
    expect(shown.policy.policy).toMatchObject({rules: {approvals: 2, max_row: '500.00'}, set_by: {name: 'malee'}})
  })
})

describe('a proposal that does not fit', () => {
  it('is not made where no policy asks for approvals: exit 2, no file written', async () => {
    const {path} = await world.writeFile('payouts.csv', payoutFile(3))
    const propose = await pay('withdrawal', 'batch', path, '--propose', '--as', 'somchai', '--json')
    expect(propose.code).toBe(2)
    expect(JSON.parse(propose.stdout).error).toMatchObject({code: 'PROPOSAL_NOT_NEEDED'})
    expect(existsSync(`${path}.proposal.json`)).toBe(false)
  })

  it('of a batch is refused for a single withdrawal, though approved: exit 2, nothing sent', async () => {
    await withPolicy()
    const {proposal} = await proposed()
    for (const name of ['malee', 'niran']) expect((await pay('approve', proposal, '--as', name, '--yes')).code).toBe(0)
    const run = await pay(...withdrawal('7700000010', 'Payee 1', '--proposal', proposal, '--json'))
    expect(run.code).toBe(2)
    expect(JSON.parse(run.stdout).error).toMatchObject({code: 'PROPOSAL_OTHER_KIND'})
    await expectNothingSent()
  })

  it('approved under a policy changed since is refused: exit 3, nothing sent', async () => {
    await withPolicy()
    const {file, proposal} = await proposed()
    for (const name of ['malee', 'niran']) expect((await pay('approve', proposal, '--as', name, '--yes')).code).toBe(0)
    expect((await pay('policy', 'set', '--approvals', '2', '--max-row', '500', '--as', 'malee')).code).toBe(0)
    const run = await pay('withdrawal', 'batch', file, '--proposal', proposal, '--json')
    expect(run.code).toBe(3)
    expect(JSON.parse(run.stdout).error).toMatchObject({code: 'PROPOSAL_OTHER_POLICY'})
    await expectNothingSent()
  })

  it('made for the test mode is refused in the live mode, though approved: exit 3, nothing sent in either', async () => {
    await withPolicy()
    expect((await pay('policy', 'set', '--approvals', '2', '--as', 'somchai', '--live')).code).toBe(0)
    const {file, proposal} = await proposed()
    for (const name of ['malee', 'niran']) expect((await pay('approve', proposal, '--as', name, '--yes')).code).toBe(0)
    const run = await pay('withdrawal', 'batch', file, '--proposal', proposal, '--live', '--yes')
    expect(run.code).toBe(3)
    expect(run.stderr).toContain(`${proposal} was made for sandbox (test), not for the credentials in use.`)
    expect(run.stderr).toContain('Run it with the profile and mode it was made for (--profile, --live).')
    const json = await pay('withdrawal', 'batch', file, '--proposal', proposal, '--live', '--yes', '--json')
    expect(json.code).toBe(3)
    expect(JSON.parse(json.stdout).error).toMatchObject({code: 'PROPOSAL_OTHER_ACCOUNT'})
    await expectNothingSent()
    const live = await world.sandbox.call('GET', '/v1/withdrawals', undefined, {key: world.sandbox.merchant.live})
    expect(live.body.data).toEqual([])
  })
})

describe('loosening a policy', () => {
  it('takes a proposal of the same rules approved by two others; the maker alone cannot', async () => {
    await withPolicy('--max-row', '1,000')
    const looser = ['policy', 'set', '--approvals', '1', '--max-row', '5,000']
    // The policy's proposal is written in the working directory: the test's home.
    const cwd = process.cwd()
    process.chdir(world.home.root)
    try {
      const propose = await pay(...looser, '--as', 'somchai', '--propose', '--json')
      expect(propose.code).toBe(0)
      const path = JSON.parse(propose.stdout).proposal_file
      const early = await pay(...looser, '--as', 'somchai', '--proposal', path, '--json')
      expect(early.code).toBe(3)
      expect(JSON.parse(early.stdout).error).toMatchObject({code: 'APPROVALS_MISSING'})
      for (const name of ['malee', 'niran']) expect((await pay('approve', path, '--as', name, '--yes')).code).toBe(0)
      const other = await pay('policy', 'set', '--approvals', '0', '--as', 'somchai', '--proposal', path, '--json')
      expect(JSON.parse(other.stdout).error).toMatchObject({code: 'PROPOSAL_OTHER_RULES'})
      const applied = await pay(...looser, '--as', 'somchai', '--proposal', path, '--json')
      expect(applied.code).toBe(0)
      expect(JSON.parse(applied.stdout)).toMatchObject({loosened: true, policy: {policy: {rules: {approvals: 1, max_row: '5000.00'}}}})
      expect(JSON.parse(applied.stdout).policy.approved_by.map((approval: {name: string}) => approval.name)).toEqual(['malee', 'niran'])
    } finally {
      process.chdir(cwd)
    }
  })
})

describe('limits, against the sandbox', () => {
  it('refuses a row over --max-row before sending, naming it: exit 3, nothing sent', async () => {
    const set = await pay('policy', 'set', '--approvals', '0', '--max-row', '150', '--as', 'somchai')
    expect(set.code).toBe(0)
    const {path} = await world.writeFile('payouts.csv', `${payoutFile(3)}200.00,KBANK,7700000990,Payee 4\n`)
    const run = await pay('withdrawal', 'batch', path)
    expect(run.code).toBe(3)
    expect(run.stderr).toContain("Row 4 pays 200.00 THB, over the policy's --max-row 150.00 THB. Nothing was sent.")
    await expectNothingSent()
  })

  it("counts today's withdrawals in the service's list against --max-day, and names the row over it", async () => {
    expect((await pay('policy', 'set', '--approvals', '0', '--max-day', '250', '--as', 'somchai')).code).toBe(0)
    const created = await pay(...withdrawal('7700000990', 'Payee'))
    expect(created.code).toBe(0)
    const {path} = await world.writeFile('payouts.csv', payoutFile(2))
    const run = await pay('withdrawal', 'batch', path, '--json')
    expect(run.code).toBe(3)
    expect(JSON.parse(run.stdout).error.message).toBe(
      "Row 2 pays 100.00 THB after 200.00 THB paid today: over the policy's --max-day 250.00 THB. Nothing was sent.",
    )
    expect((await world.state()).withdrawals).toHaveLength(1)
  })
})
