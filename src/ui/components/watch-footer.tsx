import {Text} from 'ink'

import {outcomeSentence, type Watched} from '../text/watch-outcome.js'
import type {LiveWatchActions, LiveWatchResult} from './live-watch-props.js'

interface WatchFooterProps {
  ending?: LiveWatchResult
  confirming: boolean
  busy: boolean
  keysReady: boolean
  watched: Watched
  actions: LiveWatchActions
  plain: boolean
  now: number
}

/** The live view's last line: how it ended, the cancel question, or the keys that work now. */
export function WatchFooter(props: WatchFooterProps) {
  if (props.ending) return <Text bold>{endingSentence(props.ending, props.now)}</Text>
  if (!props.keysReady) return null
  if (props.confirming) {
    return (
      <Text color={props.plain ? undefined : 'yellow'}>
        Cancel deposit {props.watched.object.id}? A transfer made after this will not be matched. [y/N]
      </Text>
    )
  }
  const keys = [
    props.actions.cancel ? 'c cancel' : undefined,
    props.actions.simulate ? 's simulate transfer' : undefined,
    'q leave',
  ].filter(Boolean)
  return (
    <Text dimColor={!props.plain}>
      {props.busy ? 'Working… · ' : ''}
      {keys.join(' · ')}
    </Text>
  )
}

function followAgain(watched: LiveWatchResult['watched']): string {
  return `Follow it again with: pay ${watched.kind} watch ${watched.object.id}`
}

function endingSentence(result: LiveWatchResult, now: number): string {
  switch (result.ending) {
    case 'final':
      return outcomeSentence(result.watched, now)
    case 'left':
      return `Left; nothing was changed. ${followAgain(result.watched)}`
    case 'interrupted':
      return `Interrupted; nothing was changed. ${followAgain(result.watched)}`
    case 'failed':
      return `Stopped watching: ${result.error?.message ?? 'the status could not be read'}`
  }
}
