import {render} from 'ink'
import {useMemo, useRef, useState} from 'react'
import {useTerminalSize} from './hooks.js'
import type {LiveWatchProps, LiveWatchResult} from './live-watch-props.js'
import {PayScreenFrame} from './pay-screen-frame.js'
import {useWatchKeys} from './use-watch-keys.js'
import {useWatchState} from './use-watch-state.js'
import {endingSentence} from './watch-footer.js'
import {WatchStatusPanel} from './watch-status-panel.js'

export type {LiveWatchActions, LiveWatchProps, LiveWatchResult} from './live-watch-props.js'

/**
 * The live status of a deposit or withdrawal, drawn from the updates the flow's watch gives it: the history of
 * statuses with their times and the countdowns to the deposit's deadlines, beside a pending deposit's pay
 * screen. Keys: `c` cancel (asks first), `s` simulate the transfer (test mode), `q` leave without changing anything,
 * and on a terminal too small for the code and the whole status beside it, `d` between the code and the details.
 */
export function LiveWatch(props: LiveWatchProps) {
  const terminal = useTerminalSize()
  // A compact screen fills the terminal: how it ended is printed under it once the view is gone (runLiveWatch),
  // at the terminal's width, rather than wrapped in the column beside the code or pushing the code up.
  const compactNow = useRef(false)
  const state = useWatchState({...props, onEnd: (ended) => props.onEnd(compactNow.current ? {...ended, sentenceAfter: true} : ended)})
  const [details, setDetails] = useState(false)

  const shown = state.ending?.watched ?? state.watched
  // The code only while it can be paid (also after `q`: the customer may still scan it); never a closed deposit's.
  // Laid out again when the terminal is resized, not at every tick of the countdowns.
  const payable = shown.kind === 'deposit' && shown.object.status === 'PENDING'
  const screen = useMemo(() => (props.payScreen && payable ? props.payScreen(terminal) : undefined), [terminal, payable])
  const compact = screen?.arrangement === 'compact'
  compactNow.current = compact && !details
  const {busy, keysReady} = useWatchKeys(props, state, compact ? () => setDetails((shown) => !shown) : undefined)
  const status = (compactView: boolean) => (
    <WatchStatusPanel
      shown={shown}
      history={state.history}
      message={state.message}
      ending={state.ending}
      confirming={state.confirming}
      busy={busy}
      keysReady={keysReady}
      actions={props.actions}
      plain={props.plain}
      clock={state.clock}
      compact={compactView}
      toggle={compact ? (details ? 'code' : 'details') : undefined}
    />
  )
  if (!screen) return status(false)
  if (compact && details)
    return <PayScreenFrame screen={{...screen, arrangement: 'stacked', main: [], code: false}}>{status(false)}</PayScreenFrame>
  return <PayScreenFrame screen={screen}>{status(compact)}</PayScreenFrame>
}

export interface MountLiveWatchOptions extends Omit<LiveWatchProps, 'onEnd'> {
  stdout: NodeJS.WriteStream
  stdin: NodeJS.ReadStream
}

/**
 * Draws {@link LiveWatch} on a terminal and resolves once it ends; Ink restores the terminal (raw mode,
 * cursor) on the way out, Ctrl-C included.
 */
export async function runLiveWatch(options: MountLiveWatchOptions): Promise<LiveWatchResult> {
  const {stdout, stdin, ...props} = options
  // A pseudo-terminal that was never given a size reports 0 columns and rows; Ink would then draw one
  // character per line.
  if (!stdout.columns) Object.defineProperty(stdout, 'columns', {value: 80, configurable: true})
  if (!stdout.rows) Object.defineProperty(stdout, 'rows', {value: 24, configurable: true})
  let result: LiveWatchResult | undefined
  const instance = render(<LiveWatch {...props} onEnd={(ended) => (result = ended)} />, {
    stdout,
    stdin,
    patchConsole: false,
    exitOnCtrlC: false,
  })
  await instance.waitUntilExit()
  if (result!.sentenceAfter) stdout.write(`${endingSentence(result!, props.now?.() ?? Date.now())}\n`)
  return result!
}
