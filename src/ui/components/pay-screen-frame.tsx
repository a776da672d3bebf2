import {Box, Text} from 'ink'
import type {ReactNode} from 'react'

import type {PayScreen} from '../text/deposit-screen.js'
import {CODE_GAP} from '../text/pay-screen-layout.js'

/**
 * A pending deposit's pay screen with the status block (`children`): under the code, or beside it, as the layout
 * chose; compact, only the amount goes beside the code with the status (the notes are among the details).
 */
export function PayScreenFrame(props: {screen: PayScreen; children: ReactNode}) {
  const {screen} = props
  if (screen.arrangement === 'stacked') {
    return (
      <Box flexDirection="column">
        <Lines lines={screen.amount} />
        <Lines lines={['', ...screen.main]} code={screen.code} />
        <Lines lines={[...screen.notes, '']} />
        {props.children}
      </Box>
    )
  }
  return (
    <Box flexDirection="row">
      <Box flexDirection="column" width={screen.mainColumns} flexShrink={0}>
        <Lines lines={screen.main} code={screen.code} />
      </Box>
      <Box flexDirection="column" marginLeft={CODE_GAP} flexShrink={1}>
        <Lines lines={[...screen.amount, '', ...(screen.arrangement === 'compact' ? [] : [...screen.notes, ''])]} />
        {props.children}
      </Box>
    </Box>
  )
}

/** Lines of text; the code's rows (`code`) are never wrapped. */
function Lines(props: {lines: string[]; code?: boolean}) {
  return (
    <>
      {props.lines.map((line, index) => (
        <Text key={index} wrap={props.code ? 'truncate' : 'wrap'}>
          {line === '' ? ' ' : line}
        </Text>
      ))}
    </>
  )
}
