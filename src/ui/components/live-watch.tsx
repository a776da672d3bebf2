import {render} from 'ink'
import {useMemo} from 'react'

import type {LiveWatchProps, LiveWatchResult} from './live-watch-props.js'
import {PayScreenFrame} from './pay-screen-frame.js'
import {useTerminalSize} from './use-terminal-size.js'
import {useWatchKeys} from './use-watch-keys.js'
import {useWatchState} from './use-watch-state.js'
import {WatchStatusPanel} from './watch-status-panel.js'

export type {LiveWatchActions, LiveWatchProps, LiveWatchResult} from './live-watch-props.js'

/**
 * The live status of a deposit or withdrawal, drawn from the updates the flow's watch gives it: the history of
 * statuses with their times and the countdowns to the deposit's deadlines, beside a pending deposit's pay
 * screen. Keys: `c` cancel (asks first), `s` simulate the transfer (test mode), `q` leave without changing anything.
 */
export function LiveWatch(props: LiveWatchProps) {
  const terminal = useTerminalSize()
  const state = useWatchState(props)
  const {busy, keysReady} = useWatchKeys(props, state)

  const shown = state.ending?.watched ?? state.watched
  // The code only while it can be paid (also after `q`: the customer may still scan it); never a closed deposit's.
  // Laid out again when the terminal is resized, not at every tick of the countdowns.
  const payable = shown.kind === 'deposit' && shown.object.status === 'PENDING'
  const screen = useMemo(() => (props.payScreen && payable ? props.payScreen(terminal) : undefined), [terminal, payable])
  const status = (
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
    />
  )
  return screen ? <PayScreenFrame screen={screen}>{status}</PayScreenFrame> : status
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
  return result!
}
