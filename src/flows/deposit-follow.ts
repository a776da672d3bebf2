import {colorEnabled, type IO} from '../cli/io.js'
import type {Session} from '../cli/session.js'
import {checkQrPayload} from '../core/promptpay/check.js'
import type {Deposit} from '../core/schemas/deposit.js'
import {cancelDeposit} from '../services/deposits/cancel.js'
import {simulateTransfer} from '../services/test-mode/simulate-transfer.js'
import {depositTarget} from '../services/watch/targets.js'
import {STATUS_BLOCK} from '../ui/components/live-watch-size.js'
import type {PayScreen} from '../ui/text/deposit-screen.js'
import type {ScreenSize} from '../ui/text/pay-screen-layout.js'
import type {Style} from '../ui/text/style.js'
import {createStyle} from '../ui/text/style.js'
import {renderSimulatedTransfer} from '../ui/text/test-mode.js'
import {type Followed, follow} from './follow.js'

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
  const payScreen =
    context.live && deposit.status === 'PENDING' ? await payScreenFor(deposit, io, context.outStyle, {status: STATUS_BLOCK}) : undefined
  const testMode = session.credentials().mode === 'test'
  return follow({
    io,
    errStyle: context.errStyle,
    target: depositTarget(api, deposit.id),
    initial: deposit,
    live: context.live,
    payScreen,
    actions: {
      cancel: async () => ({...deposit, ...(await cancelDeposit(api, deposit.id))}),
      simulate: testMode
        ? async (signal) => {
            const simulated = await simulateTransfer({api, depositId: deposit.id, signal})
            return {said: renderSimulatedTransfer(simulated, createStyle(false), {verdictMarks: false}).trim(), object: simulated.deposit}
          }
        : undefined,
    },
  })
}

/**
 * The pay screen for the terminal's size, with the status block of the live view (`status`) or nothing after
 * it; the code's modules are computed once (the image code is loaded only here).
 */
export async function payScreenFor(
  deposit: Deposit,
  io: IO,
  style: Style,
  around: {status?: ScreenSize; after?: number},
): Promise<(terminal: ScreenSize) => PayScreen> {
  const [{qrMatrix}, {buildPayScreen}] = await Promise.all([
    import('../core/promptpay/qr-image.js'),
    import('../ui/text/deposit-screen.js'),
  ])
  const payload = deposit.pay_to?.qr_payload
  const promptPay = deposit.payment_method_type === 'PROMPTPAY_QR' && payload ? payload : undefined
  const matrix = promptPay ? qrMatrix(promptPay) : undefined
  const qrProblems = promptPay ? checkQrPayload(promptPay, deposit.expected_amount).problems.map((problem) => problem.message) : []
  const color = colorEnabled(io, io.stdoutIsTTY)
  return (terminal) => buildPayScreen(deposit, {style, color, terminal, matrix, qrProblems, ...around})
}

/** The pay screen printed once, sized to the terminal, for a deposit that is not followed (a one-line note follows it). */
export async function printedPayScreen(deposit: Deposit, io: IO, style: Style): Promise<string> {
  const {renderPayScreen} = await import('../ui/text/deposit-screen.js')
  const terminal = io.stdout as NodeJS.WriteStream
  return renderPayScreen((await payScreenFor(deposit, io, style, {after: 1}))({columns: terminal.columns || 80, rows: terminal.rows || 24}))
}
