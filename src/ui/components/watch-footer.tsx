import {Text} from 'ink'
import {shellWord} from '../../core/text/shell-word.js'

import {outcomeSentence, type Watched} from '../text/watch-outcome.js'
import {words} from '../words/active.js'
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
  toggle?: 'details' | 'code'
}

/** The live view's last line: how it ended, the cancel question, or the keys that work now. */
export function WatchFooter(props: WatchFooterProps) {
  if (props.ending) return <Text bold>{endingSentence(props.ending, props.now)}</Text>
  if (!props.keysReady) return null
  const said = words().watch
  if (props.confirming) return <Text color={props.plain ? undefined : 'yellow'}>{said.confirmCancel(props.watched.object.id)}</Text>
  const keys = [
    props.busy ? said.working : undefined,
    props.actions.cancel ? said.keys.cancel : undefined,
    props.actions.simulate ? said.keys.simulate : undefined,
    props.toggle ? said.keys[props.toggle] : undefined,
    said.keys.leave,
  ].filter(Boolean)
  return <Text dimColor={!props.plain}>{keys.join(' · ')}</Text>
}

/** How the view ended, in a sentence (its command to follow the object again kept on one line where it fits). */
export function endingSentence(result: LiveWatchResult, now: number): string {
  const said = words().watch
  const {kind, object} = result.watched
  switch (result.ending) {
    case 'final':
      return outcomeSentence(result.watched, now)
    case 'left':
      return said.left(kind, shellWord(object.id))
    case 'interrupted':
      return said.interrupted(kind, shellWord(object.id))
    case 'failed':
      return said.stopped(result.error?.message ?? said.unreadable)
  }
}
