import type {CommandContext} from '../cli/command-context.js'
import {colorEnabled, type IO} from '../cli/io.js'
import {ExitCode} from '../core/errors.js'
import {checkQrPayload} from '../core/promptpay/payload.js'
import type {Deposit} from '../core/schemas/deposit.js'
import type {Withdrawal} from '../core/schemas/withdrawal.js'
import {depositTarget, type PollBackoff, type WatchTarget, watchEvents, watchUntilFinal} from '../services/watch/status-watch.js'
import type {LiveWatchActions, LiveWatchProps} from '../ui/components/live-watch.js'
import {renderDeposit} from '../ui/text/deposit.js'
import type {PayScreen, ScreenSize} from '../ui/text/deposit-screen.js'
import {qrProblemText} from '../ui/text/qr-problem.js'
import {createStyle, type Style} from '../ui/text/style.js'
import {outcomeSentence, STATUS_BLOCK, type Watched} from '../ui/text/watch.js'

export interface FollowOptions<T extends Deposit | Withdrawal> {
  io: IO
  errStyle: Style
  target: WatchTarget<T>
  initial: T
  /** The Ink view (a person at a terminal, no --json or --wait); otherwise status lines on stderr. */
  live: boolean
  actions?: LiveWatchActions
  /** A PENDING deposit's pay screen, drawn in the live view (src/ui/text/deposit-screen.ts). */
  payScreen?: LiveWatchProps['payScreen']
  backoff?: PollBackoff
}

export interface Followed<T> {
  /** The final object, or the last one seen when the person left. */
  object: T
  exitCode: ExitCode
}

/**
 * Follows a deposit or withdrawal until it is final (docs/configuration.md, Exit codes: 0 when the money arrived or
 * left as asked, 4 when it ended badly). In the live view `q` leaves with 0 and Ctrl-C with 130, changing
 * nothing either way.
 */
export async function follow<T extends Deposit | Withdrawal>(options: FollowOptions<T>): Promise<Followed<T>> {
  const {target} = options
  const outcome = (object: T): Followed<T> => ({object, exitCode: target.succeeded(object) ? ExitCode.ok : ExitCode.badOutcome})
  if (!options.live) {
    return outcome(await followWithLines(options))
  }

  const {runLiveWatch} = await import('../ui/components/live-watch.js')
  // The flow owns the polling and the signals; the view draws what they bring.
  const polling = new AbortController()
  const interrupted = new AbortController()
  const stopListening = options.io.onSignal(['SIGINT'], () => interrupted.abort())
  const result = await runLiveWatch({
    stdout: options.io.stdout as NodeJS.WriteStream,
    stdin: options.io.stdin as NodeJS.ReadStream,
    initial: {kind: target.kind, object: options.initial} as Watched,
    updates: watchEvents<Deposit | Withdrawal>({
      initial: options.initial,
      fetch: target.fetch,
      isFinal: target.isFinal as (object: Deposit | Withdrawal) => boolean,
      backoff: options.backoff,
      signal: polling.signal,
    }),
    stopUpdates: () => polling.abort(),
    interrupted: interrupted.signal,
    isFinal: target.isFinal as (object: Deposit | Withdrawal) => boolean,
    actions: options.actions ?? {},
    plain: !colorEnabled(options.io, options.io.stdoutIsTTY),
    payScreen: options.payScreen,
  }).finally(() => {
    polling.abort()
    stopListening()
  })
  const object = result.watched.object as T
  switch (result.ending) {
    case 'final':
      return outcome(object)
    case 'left':
      return {object, exitCode: ExitCode.ok}
    case 'interrupted':
      return {object, exitCode: ExitCode.interrupted}
    case 'failed':
      throw result.error
  }
}

/** Without a terminal: a line on stderr for the first status and each change, then the outcome sentence. */
export async function followWithLines<T extends Deposit | Withdrawal>(options: FollowOptions<T>): Promise<T> {
  const {io, errStyle, target} = options
  // Loaded only here: the live view does without these lines and the words of errors they bring.
  const {statusLine, transientErrorLine} = await import('../ui/text/watch-lines.js')
  const write = (line: string) => io.stderr.write(`${line}\n`)
  write(statusLine(target.kind, options.initial, Date.now(), errStyle))
  const final = (await watchUntilFinal({
    initial: options.initial,
    fetch: target.fetch,
    isFinal: target.isFinal,
    backoff: options.backoff,
    onUpdate: ({object, changed}) => {
      if (changed) write(statusLine(target.kind, object, Date.now(), errStyle))
    },
    onTransientError: (error, retryInMs) => write(transientErrorLine(error, retryInMs, Date.now(), errStyle)),
  }))!
  write(outcomeSentence({kind: target.kind, object: final} as Watched))
  return final
}

/**
 * Follows a deposit to its final state. In the live view a PENDING deposit's pay screen (QR or account, the
 * amount to pay) is drawn first; `c` cancels it, and in test mode `s` pays it as the customer would. Without
 * it, the final deposit is printed. Returns `asResult` of the deposit as it ended, with the exit code that
 * ending calls for (`context.finish`): decided here, where the ending is known.
 */
export async function followDeposit<R>(
  context: CommandContext,
  deposit: Deposit,
  live: boolean,
  asResult: (final: Deposit) => R,
): Promise<R> {
  const {io, session} = context
  const api = session.api()
  const payScreen =
    live && deposit.status === 'PENDING' ? await payScreenFor(deposit, io, context.outStyle, {status: STATUS_BLOCK}) : undefined
  const testMode = session.credentials().mode === 'test'
  const followed = await follow({
    io,
    errStyle: context.errStyle,
    target: depositTarget(api, deposit.id),
    initial: deposit,
    live,
    payScreen,
    // What the keys do is loaded when a key asks for it: the first frame does without.
    actions: {
      cancel: async () => {
        const {cancelDeposit} = await import('../services/deposits/cancel.js')
        return {...deposit, ...(await cancelDeposit(api, deposit.id))}
      },
      simulate: testMode
        ? async (signal) => {
            const [{simulateTransfer}, {renderSimulatedTransfer}] = await Promise.all([
              import('../services/test-mode/simulate-transfer.js'),
              import('../ui/text/test-mode.js'),
            ])
            const simulated = await simulateTransfer({api, depositId: deposit.id, signal})
            return {said: renderSimulatedTransfer(simulated, createStyle(false), {verdictMarks: false}).trim(), object: simulated.deposit}
          }
        : undefined,
    },
  })
  if (!live) context.print(renderDeposit(followed.object, context.outStyle))
  return context.finish(asResult(followed.object), followed.exitCode)
}

/**
 * Starts loading what the live view draws with (ink and react, the pay screen with the QR's modules) while the request
 * that comes before it is on the wire, so the first frame waits for the slower of the two, not for both.
 */
export function preloadLiveView(): void {
  // A module that fails to load fails again where it is awaited, and is reported there.
  for (const loading of [import('../ui/components/live-watch.js'), import('../ui/text/deposit-screen.js')]) loading.catch(() => undefined)
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
  const {qrMatrix, buildPayScreen} = await import('../ui/text/deposit-screen.js')
  const payload = deposit.pay_to?.qr_payload
  const promptPay = deposit.payment_method_type === 'PROMPTPAY_QR' && payload ? payload : undefined
  const matrix = promptPay ? qrMatrix(promptPay) : undefined
  const qrProblems = promptPay ? checkQrPayload(promptPay, deposit.expected_amount).problems.map((problem) => qrProblemText(problem)) : []
  const color = colorEnabled(io, io.stdoutIsTTY)
  return (terminal) => buildPayScreen(deposit, {style, color, terminal, matrix, qrProblems, ...around})
}

/** The pay screen printed once, sized to the terminal, for a deposit that is not followed (a one-line note follows it). */
export async function printedPayScreen(deposit: Deposit, io: IO, style: Style): Promise<string> {
  const {renderPayScreen} = await import('../ui/text/deposit-screen.js')
  const terminal = io.stdout as NodeJS.WriteStream
  return renderPayScreen((await payScreenFor(deposit, io, style, {after: 1}))({columns: terminal.columns || 80, rows: terminal.rows || 24}))
}
