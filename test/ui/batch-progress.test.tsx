import {describe, expect, it} from 'vitest'

import {displayWidth} from '../../src/core/text/display-width.js'
import {speak} from '../../src/ui/words/active.js'
import {loadOutsideCi} from '../helpers/outside-ci.js'

// Loaded as at a person's terminal: Ink in CI draws the last frame alone, at its first width.
const [{render}, {BatchProgress, progressRate}] = await loadOutsideCi(() =>
  Promise.all([import('ink-testing-library'), import('../../src/ui/components/batch-progress.js')]),
)

describe('BatchProgress (Ink)', () => {
  it('shows the bar, done / failed / remaining, the rate and the time left', () => {
    const {lastFrame} = render(<BatchProgress total={100} done={45} failed={5} unknown={0} elapsedMs={10_000} plain />)
    const frame = lastFrame()!
    expect(frame).toContain(`${'█'.repeat(15)}${'░'.repeat(15)} 50/100`)
    expect(frame).toContain('created 45 · failed 5 · remaining 50 · 5.0 rows/s · ETA 0:10')
    expect(frame).not.toContain('no answer')
  })

  it('counts rows without an answer, and says when the batch is stopping', () => {
    const {lastFrame} = render(<BatchProgress total={10} done={2} failed={0} unknown={1} elapsedMs={3000} stopping="interrupted" plain />)
    expect(lastFrame()).toContain('created 2 · failed 0 · no answer 1 · remaining 7 · 1.0 rows/s · ETA 0:07')
    expect(lastFrame()).toContain('Stopping: interrupted; rows in flight finish.')
  })

  it('has no ETA before the first row finishes', () => {
    const {lastFrame} = render(<BatchProgress total={500} done={0} failed={0} unknown={0} elapsedMs={0} plain />)
    expect(lastFrame()).toContain('0/500')
    expect(lastFrame()).toContain('0.0 rows/s · ETA —')
  })
})

describe('BatchProgress in Thai', () => {
  it.each([80, 100, 120])('at %i columns, stopping, with every count large: no line wider than the terminal', async (columns) => {
    await speak('th', {})
    try {
      const view = render(
        <BatchProgress total={100_000} done={45_678} failed={12_345} unknown={1_234} elapsedMs={3_600_000} stopping="interrupted" plain />,
      )
      Object.defineProperty(view.stdout, 'columns', {value: columns, configurable: true})
      view.stdout.emit('resize')
      for (const line of view.lastFrame()!.split('\n')) expect(displayWidth(line), line).toBeLessThanOrEqual(columns)
      view.unmount()
    } finally {
      await speak('en', {})
    }
  })
})

describe('progressRate', () => {
  it('is rows finished per second and the seconds left at that rate', () => {
    expect(progressRate({total: 100, done: 40, failed: 0, unknown: 0}, 10_000)).toEqual({perSecond: 4, etaSeconds: 15})
    expect(progressRate({total: 100, done: 0, failed: 0, unknown: 0}, 10_000)).toEqual({perSecond: 0, etaSeconds: undefined})
    expect(progressRate({total: 3, done: 1, failed: 1, unknown: 0}, 0)).toEqual({perSecond: 0, etaSeconds: undefined})
  })
})
