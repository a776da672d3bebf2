import {Box, Text} from 'ink'

import {padEndDisplay} from '../../core/text/display-width.js'
import {codeTimeLeft, type DetailTone, detailLabelColumns, watchDetails} from '../text/watch-details.js'
import type {Watched} from '../text/watch-outcome.js'
import {words} from '../words/active.js'
import type {LiveWatchActions, LiveWatchResult} from './live-watch-props.js'
import type {Seen, WatchMessage} from './use-watch-state.js'
import {WatchFooter} from './watch-footer.js'

const TONE_COLOURS: Record<DetailTone, string | undefined> = {normal: undefined, warn: 'yellow', bad: 'red', good: 'green'}
const STATUS_COLOURS: Record<string, string> = {
  CREDITED: 'green',
  SUCCESS: 'green',
  EXPIRED: 'red',
  CANCELLED: 'red',
  FAILED: 'red',
  REJECTED: 'red',
}

interface WatchStatusPanelProps {
  shown: Watched
  history: Seen[]
  message?: WatchMessage
  ending?: LiveWatchResult
  confirming: boolean
  busy: boolean
  keysReady: boolean
  actions: LiveWatchActions
  plain: boolean
  clock: number
  /** Beside the code on a small terminal: the status, the time the code is shown for, a message and the keys. */
  compact?: boolean
  /** The key that switches between the code and the details, when the screen is compact: what it leads to. */
  toggle?: 'details' | 'code'
}

/** The status block: the object's id and status, its details and countdowns, the history of statuses, a message and the footer. */
export function WatchStatusPanel(props: WatchStatusPanelProps) {
  const {shown, ending, message} = props
  const said = words()
  const details = watchDetails(shown, props.clock)
  const labelColumns = detailLabelColumns(details, shown.kind)
  const colour = (name: string | undefined) => (props.plain ? undefined : name)
  const statusText = (
    <Text bold color={colour(STATUS_COLOURS[shown.object.status] ?? 'yellow')}>
      {said.statuses.name(shown.object.status)}
    </Text>
  )
  const messageLine = message && !ending ? <Text color={colour(TONE_COLOURS[message.tone])}>{message.text}</Text> : null
  const footer = (
    <WatchFooter
      ending={ending}
      confirming={props.confirming}
      busy={props.busy}
      keysReady={props.keysReady}
      watched={shown}
      actions={props.actions}
      plain={props.plain}
      now={props.clock}
      toggle={props.toggle}
    />
  )
  if (props.compact) {
    const left = shown.kind === 'deposit' ? codeTimeLeft(shown.object, props.clock) : undefined
    return (
      <Box flexDirection="column">
        <Text>
          <Text bold>{said.watch.kinds[shown.kind]}</Text> {statusText}
        </Text>
        {left ? <Text color={colour(TONE_COLOURS[left.tone])}>{left.text}</Text> : null}
        <Text> </Text>
        {messageLine}
        {/* How it ended goes under the code, at the terminal's width: the command in it must not be broken. */}
        {ending ? null : footer}
      </Box>
    )
  }
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{said.watch.kinds[shown.kind]}</Text> {shown.object.id}
        {'  '}
        {statusText}
      </Text>
      {details.map((row) => (
        <Text key={row.label}>
          {'  '}
          {padEndDisplay(row.label, labelColumns)} <Text color={colour(TONE_COLOURS[row.tone])}>{row.value}</Text>
        </Text>
      ))}
      <Text dimColor={!props.plain}>{said.watch.history}</Text>
      {props.history.map((seen) => (
        <Text key={`${seen.status}-${seen.at}`}>
          {'  '}
          {said.dateTime(new Date(seen.at).toISOString())} {said.statuses.name(seen.status)}
        </Text>
      ))}
      {messageLine}
      {footer}
    </Box>
  )
}
