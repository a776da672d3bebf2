import type {ExitCode} from '../core/errors.js'
import type {Style} from '../ui/text/style.js'
import type {IO, NoPrompt} from './io.js'
import type {Session} from './session.js'

/**
 * What a command hands to the flows it calls, built once by the base command (`this.context()`): the clients
 * (through the session), the process (IO), the two output channels and their styles, whether a person can be
 * asked, the clock and `--dry-run`. A flow takes this one object instead of a hand-made list of the same things.
 */
export interface CommandContext {
  io: IO
  /** Profiles, credentials and every API client (`api()`, `publicApi()`), built on first use. */
  session: Session
  outStyle: Style
  errStyle: Style
  /** `--json`: stdout carries only the JSON document. */
  json: boolean
  /** Why nothing can be asked here (no terminal, --no-input, CI); undefined when a person can answer. */
  whyNoPrompt: NoPrompt | undefined
  /** A person can answer questions. */
  interactive: boolean
  /** A live Ink view can be drawn: a terminal, no `--json`, a person. */
  canDrawLiveView: boolean
  /** `--dry-run`: requests are shown, never sent. */
  dryRun: boolean
  /** The clock, in ms since the epoch. */
  now: () => number
  /** Human output on stdout, only when `--json` is off. */
  print: (text: string) => void
  /** Progress and notes on stderr. */
  note: (text: string) => void
  /**
   * The result, with the exit code its outcome calls for, decided where the outcome is known: returned when
   * 0, else thrown as an `OutcomeExit` that the base command prints as the result (the command's `finish`).
   */
  finish: <R>(result: R, exitCode: ExitCode) => R
}
