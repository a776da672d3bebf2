import type {Deposit} from '../../core/schemas/deposit.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import type {WatchEvent} from '../../services/watch/status-watch.js'
import type {PayScreen} from '../text/deposit-screen.js'
import type {ScreenSize} from '../text/pay-screen-layout.js'
import type {Watched} from '../text/watch-outcome.js'

export type WatchedObject = Deposit | Withdrawal

export interface LiveWatchActions {
  /** `c`, after a yes: cancels and answers with the object as it is now. Absent: `c` is not offered. */
  cancel?: () => Promise<WatchedObject>
  /**
   * `s` (test mode only): pays as the customer would, and says what happened. Absent: `s` is not offered. The
   * signal aborts when the view ends, so a look still waiting for the match stops at once.
   */
  simulate?: (signal: AbortSignal) => Promise<SimulationSeen>
}

/** What a simulated transfer did, in words, and the object it saw after: a final one ends the view at once. */
export interface SimulationSeen {
  said: string
  object?: WatchedObject
}

/** How the view ended: a final state, `q`, Ctrl-C, or an error polling could not get past. */
export type LiveWatchEnding = 'final' | 'left' | 'interrupted' | 'failed'

export interface LiveWatchResult {
  watched: Watched
  ending: LiveWatchEnding
  error?: Error
  /** How it ended is still to be said, under the view (a compact screen has no room for it). */
  sentenceAfter?: boolean
}

export interface LiveWatchProps {
  initial: Watched
  /** What polling sees (services/watch/status-watch.ts `watchEvents`), until the final object. */
  updates: AsyncIterable<WatchEvent<WatchedObject>>
  /** Stops the polling behind `updates`: called when the view ends before the final object (q, Ctrl-C, a cancel). */
  stopUpdates: () => void
  /** Aborted by the flow on SIGINT from outside the terminal (a Ctrl-C typed here is a key). */
  interrupted?: AbortSignal
  isFinal: (object: WatchedObject) => boolean
  actions: LiveWatchActions
  /** Colours off (NO_COLOR, TERM=dumb): Ink's own colour detection does not read NO_COLOR. */
  plain: boolean
  onEnd: (result: LiveWatchResult) => void
  now?: () => number
  /** Redraw interval of the countdowns. */
  tickMs?: number
  /** A PENDING deposit's pay screen for the terminal's size, drawn above or beside the status and again on resize. */
  payScreen?: (terminal: ScreenSize) => PayScreen
}
