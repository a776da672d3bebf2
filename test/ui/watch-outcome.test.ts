import {describe, expect, it} from 'vitest'

import {outcomeSentence} from '../../src/ui/text/watch.js'
import {pendingDeposit} from '../helpers/deposit-fixture.js'

const NOW = Date.parse('2026-11-23T10:00:00Z')

describe('outcomeSentence of an EXPIRED deposit, worded by the clock', () => {
  it('names the end of the match window once it has passed', () => {
    const expired = {...pendingDeposit(NOW, {match_window_until: new Date(NOW - 60_000).toISOString()}), status: 'EXPIRED' as const}
    expect(outcomeSentence({kind: 'deposit', object: expired}, NOW)).toMatch(
      /^Deposit EXPIRED: no transfer matched it before 2026-11-23 \d\d:59:00\. Create a new one/,
    )
  })

  it('does not say "before" a time still ahead (expired early, e.g. by `pay sandbox deposit expire`)', () => {
    const expired = {...pendingDeposit(NOW, {match_window_until: new Date(NOW + 300_000).toISOString()}), status: 'EXPIRED' as const}
    expect(outcomeSentence({kind: 'deposit', object: expired}, NOW)).toBe(
      'Deposit EXPIRED: no transfer matched it. Create a new one for the customer.',
    )
  })
})
