import {readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {bankListBody} from '../../src/sandbox/server/bank-list.js'
import {readPayoutFile} from '../../src/services/batch/payout-file.js'
import {CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'

/** Withdrawals stay PENDING for the whole test, so the wallet's numbers only move when a row is paid. */
const STEP_MS = 3_600_000

/** A sandbox (with faults injected at `faultRate`) and a CLI home whose profile holds its test and live keys. */
export class BatchWorld {
  private constructor(
    readonly sandbox: TestSandbox,
    readonly home: CliHome,
    readonly faultRate: number,
  ) {}

  /** `withdrawalStepMs` 0 settles withdrawals at the sandbox's next tick (25 ms), for tests that follow them to the end. */
  static async start(faultRate = 0, withdrawalStepMs = STEP_MS): Promise<BatchWorld> {
    const sandbox = await TestSandbox.start({withdrawalStepMs, faultRate})
    const world = new BatchWorld(sandbox, new CliHome(), faultRate)
    await world.faultsOff(async () => {
      const {test, live} = sandbox.merchant
      await world.home.addProfile('sandbox', sandbox.baseUrl, test.key_id, test.secret)
      await world.home.addProfile('sandbox', sandbox.baseUrl, live.key_id, live.secret)
    })
    return world
  }

  /** Runs `action` with fault injection off: the test's own set-up and checks are not under test. */
  async faultsOff<T>(action: () => Promise<T>): Promise<T> {
    await this.setFaults(0)
    try {
      return await action()
    } finally {
      await this.setFaults(this.faultRate)
    }
  }

  /** Credits the test wallet in chunks of at most 1,000,000.00 (the top-up limit). */
  async topUp(satang: number): Promise<void> {
    await this.faultsOff(async () => {
      for (let left = satang; left > 0; left -= 100_000_000) {
        const chunk = Math.min(left, 100_000_000)
        await this.sandbox.topUp(`${Math.floor(chunk / 100)}.${String(chunk % 100).padStart(2, '0')}`)
      }
    })
  }

  /** The wallet and every withdrawal of the test key, read page by page. */
  async state(): Promise<{
    available: string
    pending: string
    withdrawals: Array<{id: string; amount: string; status: string; destination: {account_no: string}}>
  }> {
    return this.faultsOff(async () => {
      const balance = (await this.sandbox.call('GET', '/v1/balance')).body
      const withdrawals = []
      let cursor: string | null = null
      do {
        const page: {data: any[]; has_more: boolean; next_cursor: string | null} = (
          await this.sandbox.call('GET', `/v1/withdrawals?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
        ).body
        withdrawals.push(...page.data)
        cursor = page.has_more ? page.next_cursor : null
      } while (cursor)
      return {available: balance.available, pending: balance.pending, withdrawals}
    })
  }

  /** Writes a payout file in the home and returns its path, its batch id, its journal and its rows' ids. */
  async writeFile(name: string, content: string | Buffer): Promise<{path: string; batchId: string; journal: string; rowIds: string[]}> {
    const {path} = this.writeRaw(name, content)
    const file = await readPayoutFile({path, loadBanks: async () => bankListBody()})
    const rowIds = file.payouts.map((payout) => payout.rowId)
    return {path, batchId: file.contentId, journal: join(this.home.env.PAY_DATA_DIR, 'batches', `${file.contentId}.jsonl`), rowIds}
  }

  /** Writes a file in the home as it is (a payout file that may not be valid). */
  writeRaw(name: string, content: string | Buffer): {path: string} {
    const path = join(this.home.root, name)
    writeFileSync(path, content)
    return {path}
  }

  async close(): Promise<void> {
    await this.sandbox.close()
    this.home.cleanup()
  }

  private async setFaults(rate: number): Promise<void> {
    const result = await this.sandbox.admin('PUT', '/_sandbox/faults', {rate})
    if (result.status !== 200) throw new Error(`setting faults failed: ${JSON.stringify(result.body)}`)
  }
}

/** Account numbers unique per row and never ending in 4001–4003 (the sandbox's failing accounts). */
export function accountFor(row: number): string {
  return `77${String(row).padStart(7, '0')}0`
}

/** A payout file of `rows` rows of `amount` baht each, one account per row. */
export function payoutFile(rows: number, amount = '100.00'): string {
  const lines = Array.from({length: rows}, (_, index) => `${amount},KBANK,${accountFor(index + 1)},Payee ${index + 1}`)
  return `amount,bank,account_no,account_name\n${lines.join('\n')}\n`
}

/** The journal's records, or none. */
export function journalRecords(path: string): any[] {
  try {
    return readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.endsWith('}'))
      .map((line) => JSON.parse(line))
  } catch {
    return []
  }
}
