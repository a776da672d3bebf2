import {terminalSafe} from '../../core/text/visible-text.js'
import type {ReplayResult, ReplaySaid, ReplayWords} from '../../services/webhooks/replay.js'
import {words} from '../words/active.js'
import {en, type Words} from '../words/en/index.js'
import {signatureProblemWords} from './delivery-reasons.js'
import type {Style} from './style.js'

/** The words a replay's errors are said with: English for `--json`, the run's language for people. */
export function replaySaid(): ReplaySaid {
  return {english: replayWords(en), spoken: replayWords(words())}
}

function replayWords(said: Words): ReplayWords {
  return {
    ...said.delivery.replay,
    signatureProblem: (record) => signatureProblemWords(record, said) ?? said.delivery.replay.invalidSignature,
  }
}

/** `pay webhook replay`'s line when the app took the delivery again. */
export function renderReplayed(result: ReplayResult, style: Style): string {
  const said = words()
  const took = said.delivery.milliseconds(result.duration_ms)
  return `${style.green('✓')} ${said.delivery.replay.replayed(terminalSafe(result.event_id), terminalSafe(result.url), result.status, took)}`
}
