import {parseWireMoney, type Satang} from '../../src/core/money/money.js'
import {CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'

/** A sandbox, and a CLI home whose default profile `sandbox` holds its test and live keys. */
export interface SandboxHome {
  sandbox: TestSandbox
  home: CliHome
  close(): Promise<void>
}

export async function sandboxHome(options: {withdrawalStepMs?: number} = {}): Promise<SandboxHome> {
  const home = new CliHome()
  const sandbox = await TestSandbox.start({withdrawalStepMs: options.withdrawalStepMs ?? 0})
  const {test, live} = sandbox.merchant
  await home.addProfile('sandbox', sandbox.baseUrl, test.key_id, test.secret)
  await home.addProfile('sandbox', sandbox.baseUrl, live.key_id, live.secret)
  return {
    sandbox,
    home,
    async close() {
      await sandbox.close()
      home.cleanup()
    },
  }
}

export interface WalletState {
  available: Satang
  pending: Satang
  withdrawals: number
}

/**
 * What a test asserts did not change when a command refused to send: the wallet and the count of withdrawals, once
 * the sandbox has moved every earlier withdrawal on (it does so every 25 ms): read until two reads 60 ms apart agree.
 */
export async function walletState(sandbox: TestSandbox, mode: 'test' | 'live' = 'test'): Promise<WalletState> {
  for (let last = await readWallet(sandbox, mode); ; ) {
    await new Promise((resolve) => setTimeout(resolve, 60))
    const now = await readWallet(sandbox, mode)
    if (now.available === last.available && now.pending === last.pending && now.withdrawals === last.withdrawals) return now
    last = now
  }
}

async function readWallet(sandbox: TestSandbox, mode: 'test' | 'live'): Promise<WalletState> {
  const key = sandbox.merchant[mode]
  const balance = (await sandbox.call('GET', '/v1/balance', undefined, {key})).body
  let withdrawals = 0
  let cursor: string | null = null
  do {
    const page: {data: unknown[]; has_more: boolean; next_cursor: string | null} = (
      await sandbox.call('GET', `/v1/withdrawals?limit=100${cursor ? `&cursor=${cursor}` : ''}`, undefined, {key})
    ).body
    withdrawals += page.data.length
    cursor = page.has_more ? page.next_cursor : null
  } while (cursor)
  return {available: parseWireMoney(balance.available), pending: parseWireMoney(balance.pending), withdrawals}
}
