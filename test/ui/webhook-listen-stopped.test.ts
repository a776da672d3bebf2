import {describe, expect, it} from 'vitest'

import type {RestoreOutcome} from '../../src/sandbox/control/webhook-registration.js'
import {createStyle} from '../../src/ui/text/style.js'
import {renderListenStopped} from '../../src/ui/text/webhook-deliveries.js'

const NONE = {received: 0, accepted: 0, appRefused: 0, noAnswer: 0, refused: 0, pending: 0, duplicates: 0, filtered: 0}
const counts = {...NONE, received: 2}

/** Every outcome a listener's stop can have, each with what stderr says: typed by the union, so none is left unsaid. */
const SAID: Record<RestoreOutcome['kind'], [RestoreOutcome, string]> = {
  restored: [{kind: 'restored', url: 'http://127.0.0.1:9/before'}, "The sandbox's webhook URL was put back to http://127.0.0.1:9/before."],
  'handed-over': [
    {kind: 'handed-over', url: 'http://127.0.0.1:4012/'},
    'Another listener registered with the sandbox since and keeps its webhook URL (http://127.0.0.1:4012/); it puts back what this one found when it stops.',
  ],
  changed: [{kind: 'changed'}, "The sandbox's webhook URL was changed by someone else since; left as it is."],
}

describe('what a stopped listener says about the sandbox URL', () => {
  it.each(Object.entries(SAID))('%s', (_, [restored, text]) => {
    expect(renderListenStopped({...counts, restored}, createStyle(false))).toBe(
      `Stopped: 2 deliveries received, 0 of them duplicates. ${text}\n`,
    )
  })

  it('a URL put back to none says removed, and a listener that never registered says nothing of it', () => {
    expect(renderListenStopped({...counts, restored: {kind: 'restored', url: null}}, createStyle(false))).toContain(
      "The sandbox's webhook URL was removed.",
    )
    expect(renderListenStopped(counts, createStyle(false))).toBe('Stopped: 2 deliveries received, 0 of them duplicates.\n')
  })
})

describe('what a stopped listener says it did with the deliveries', () => {
  const said = (tally: Partial<typeof NONE>) => renderListenStopped({...NONE, ...tally}, createStyle(false))

  it('counts every delivery taken in, those still being forwarded and those the app did not take included', () => {
    expect(said({received: 5, accepted: 1, appRefused: 1, noAnswer: 1, refused: 1, pending: 1})).toBe(
      'Stopped: 5 deliveries received, 0 of them duplicates; 1 forwarded and accepted by the app (2xx), ' +
        '1 forwarded and refused by the app (not 2xx), 1 forwarded with no answer from the app (unreachable or too slow), ' +
        '1 refused by the listener, 1 still being forwarded when stopped.\n',
    )
    expect(said({received: 1, pending: 1})).toBe(
      'Stopped: 1 delivery received, 0 of them duplicates; 1 still being forwarded when stopped.\n',
    )
    expect(said({})).toBe('Stopped: 0 deliveries received, 0 of them duplicates.\n')
  })
})
