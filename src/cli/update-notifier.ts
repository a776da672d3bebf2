import {runsInCI} from './io.js'
import type {UpdateOffer} from './update-check.js'

/**
 * The update notice, in oclif's usual way: after a command, on stderr, at most once a day, from a version the
 * registry was asked for in the background at most once a day. Never under `--json`, in CI, off a terminal,
 * or with PAY_NO_UPDATE_NOTIFIER / NO_UPDATE_NOTIFIER set; offline it says nothing. The look itself
 * (update-check.ts) is loaded only when it may be made.
 */
export async function offerUpdate(options: UpdateOffer): Promise<void> {
  const {io} = options
  if (options.json || runsInCI(io.env) || !io.stderrIsTTY || io.env.PAY_NO_UPDATE_NOTIFIER || io.env.NO_UPDATE_NOTIFIER) return
  const {lookForUpdate} = await import('./update-check.js')
  lookForUpdate(options)
}
