import {describe, expect, it} from 'vitest'

import type {RestoreOutcome} from '../../src/sandbox/control/webhook-registration.js'
import {createStyle} from '../../src/ui/text/style.js'
import {renderListenStopped} from '../../src/ui/text/webhook-listen-notes.js'

const counts = {deliveries: 2, duplicates: 0, filtered: 0}

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
