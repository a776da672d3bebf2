import {describe, expect, it} from 'vitest'

import {ApiError, NetworkError} from '../../src/core/errors.js'
import {abortableSleep, watchUntilFinal} from '../../src/services/watch/status-watch.js'

type Item = {id: string; status: string}
const isFinal = (item: Item) => item.status === 'DONE' || item.status === 'FAILED'

/** Answers (or throws) each scripted step in turn and records the delays asked for. */
function script(steps: Array<string | Error>) {
  const delays: number[] = []
  let calls = 0
  return {
    delays,
    calls: () => calls,
    fetch: async (): Promise<Item> => {
      const step = steps[calls++]
      if (step === undefined) throw new Error('polled past the script')
      if (step instanceof Error) throw step
      return {id: 'x', status: step}
    },
    sleep: async (ms: number) => {
      delays.push(ms)
    },
  }
}

const backoff = {initialMs: 1000, maxMs: 5000, factor: 2}

type Steps = ReturnType<typeof script>

/** Watches a PENDING item through the scripted answers, sleeping for no time. */
function watchScripted(steps: Steps, options: Partial<Parameters<typeof watchUntilFinal<Item>>[0]> = {}) {
  return watchUntilFinal<Item>({
    initial: {id: 'x', status: 'PENDING'},
    fetch: steps.fetch,
    isFinal,
    sleep: steps.sleep,
    backoff,
    ...options,
  })
}

describe('watchUntilFinal', () => {
  it('eases off while nothing changes and starts again quickly after a change', async () => {
    const steps = script(['PENDING', 'PENDING', 'PENDING', 'PENDING', 'WORKING', 'DONE'])
    const changes: string[] = []
    const final = await watchScripted(steps, {onUpdate: ({object, changed}) => changed && changes.push(object.status)})
    expect(final).toEqual({id: 'x', status: 'DONE'})
    expect(steps.delays).toEqual([1000, 2000, 4000, 5000, 5000, 1000])
    expect(changes).toEqual(['WORKING', 'DONE'])
  })

  it('does not poll an object that is already final', async () => {
    const steps = script([])
    expect(await watchScripted(steps, {initial: {id: 'x', status: 'FAILED'}})).toEqual({id: 'x', status: 'FAILED'})
    expect(steps.calls()).toBe(0)
  })

  it('keeps going through network errors, 5xx and 429, backing off', async () => {
    const steps = script([
      new NetworkError('connection reset'),
      new ApiError('busy', {status: 503, code: 'SERVICE_UNAVAILABLE'}),
      new ApiError('slow down', {status: 429, code: 'RATE_LIMITED'}),
      'DONE',
    ])
    const retries: number[] = []
    const final = await watchScripted(steps, {onTransientError: (_error, retryInMs) => retries.push(retryInMs)})
    expect(final?.status).toBe('DONE')
    expect(retries).toEqual([2000, 4000, 5000])
  })

  it('throws what another try cannot fix', async () => {
    const steps = script([new ApiError('no such deposit', {status: 404, code: 'NOT_FOUND'})])
    await expect(watchScripted(steps)).rejects.toThrow('no such deposit')
  })

  it('stops without an answer when the person leaves', async () => {
    const controller = new AbortController()
    const steps = script(['PENDING', 'PENDING'])
    const watching = watchUntilFinal({
      initial: {id: 'x', status: 'PENDING'},
      fetch: async () => {
        controller.abort()
        return steps.fetch()
      },
      isFinal,
      signal: controller.signal,
      sleep: steps.sleep,
    })
    expect(await watching).toBeUndefined()
    expect(steps.calls()).toBe(1)
  })
})

describe('abortableSleep', () => {
  it('ends at once when aborted', async () => {
    const controller = new AbortController()
    const sleeping = abortableSleep(60_000, controller.signal)
    controller.abort()
    await expect(sleeping).resolves.toBeUndefined()
  })
})
