import type {Deposit} from '../core/schemas/deposit.js'
import type {Withdrawal} from '../core/schemas/withdrawal.js'
import {watchUntilFinal} from '../services/watch/status-watch.js'
import {statusLine, transientErrorLine} from '../ui/text/watch-lines.js'
import {outcomeSentence, type Watched} from '../ui/text/watch-outcome.js'
import type {FollowOptions} from './follow.js'

/** Without a terminal: a line on stderr for the first status and each change, then the outcome sentence. */
export async function followWithLines<T extends Deposit | Withdrawal>(options: FollowOptions<T>): Promise<T> {
  const {io, errStyle, target} = options
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
