import {PassThrough} from 'node:stream'

import {afterEach, describe, expect, it, vi} from 'vitest'

import {coalescedOutput} from '../../src/cli/coalesced-output.js'

afterEach(() => vi.useRealTimers())

/** A target that records each write it is given. */
function recordingTarget() {
  const writes: string[] = []
  const target = new PassThrough()
  target.write = ((chunk: string) => writes.push(chunk) > 0) as typeof target.write
  return {target, writes}
}

describe('coalescedOutput', () => {
  it('passes the lines written meanwhile on in one write every period, and nothing when there was none', () => {
    vi.useFakeTimers()
    const {target, writes} = recordingTarget()
    const output = coalescedOutput(target, 100)
    output.stream.write('row 1\n')
    output.stream.write('row 2\n')
    expect(writes).toEqual([])
    vi.advanceTimersByTime(100)
    expect(writes).toEqual(['row 1\nrow 2\n'])
    vi.advanceTimersByTime(300)
    expect(writes).toHaveLength(1)
    output.stream.write('row 3\n')
    output.close()
    expect(writes).toEqual(['row 1\nrow 2\n', 'row 3\n'])
  })

  it('flushes at once when asked, and keeps nothing back after close', () => {
    vi.useFakeTimers()
    const {target, writes} = recordingTarget()
    const output = coalescedOutput(target, 100)
    output.stream.write('Stopping: interrupted\n')
    output.flush()
    expect(writes).toEqual(['Stopping: interrupted\n'])
    output.close()
    vi.advanceTimersByTime(1000)
    expect(writes).toHaveLength(1)
  })
})
