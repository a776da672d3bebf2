import type {Deposit} from '../core/schemas/deposit.js'
import {cancelDeposit} from '../services/deposit-cancel.js'
import {simulateTransfer} from '../services/test-simulate-transfer.js'
import {depositTarget} from '../services/watch-targets.js'
import type {Style} from '../ui/style.js'
import {createStyle} from '../ui/style.js'
import {renderSimulatedTransfer} from '../ui/test-mode.js'
import {follow, type Followed} from './follow.js'
import {colorEnabled, type IO} from './io.js'
import type {Session} from './session.js'

export interface DepositFollowContext {
  io: IO
  session: Session
  outStyle: Style
  errStyle: Style
  /** Draw the pay screen and the Ink view; otherwise status lines on stderr. */
  live: boolean
}

/**
 * Follows a deposit to its final state. In the live view a PENDING deposit's pay screen (QR or account, the
 * amount to pay) is drawn first; `c` cancels it, and in test mode `s` pays it as the customer would.
 */
export async function followDeposit(context: DepositFollowContext, deposit: Deposit): Promise<Followed<Deposit>> {
  const {io, session} = context
  const api = session.api()
  if (context.live && deposit.status === 'PENDING') io.stdout.write(`${await payScreen(deposit, io, context.outStyle)}\n`)
  const testMode = session.credentials().mode === 'test'
  return follow({
    io,
    errStyle: context.errStyle,
    target: depositTarget(api, deposit.id),
    initial: deposit,
    live: context.live,
    actions: {
      cancel: async () => ({...deposit, ...(await cancelDeposit(api, deposit.id))}),
      simulate: testMode
        ? async (signal) => renderSimulatedTransfer(await simulateTransfer({api, depositId: deposit.id, signal}), createStyle(false)).trim()
        : undefined,
    },
  })
}

/** The screen a customer pays from, sized to the terminal; qrcode-terminal is loaded only here. */
export async function payScreen(deposit: Deposit, io: IO, style: Style): Promise<string> {
  const [{loadQrRenderer}, {renderDepositScreen}] = await Promise.all([import('../ui/qr-code.js'), import('../ui/deposit-screen.js')])
  const terminal = io.stdout as NodeJS.WriteStream
  const screen = renderDepositScreen(deposit, {
    style,
    color: colorEnabled(io, io.stdoutIsTTY),
    size: {columns: terminal.columns || 80, rows: terminal.rows || 24},
    qr: await loadQrRenderer(),
  })
  return screen.endsWith('\n') ? screen : `${screen}\n`
}
