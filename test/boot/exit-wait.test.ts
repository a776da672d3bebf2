import {describe, expect, it, vi} from 'vitest'

import {avoidExitWait} from '../../src/boot/start.js'

describe('avoidExitWait', () => {
  it('keeps WebAssembly on its first compile on Node 20, where Node waits for the recompile at exit', () => {
    const setFlagsFromString = vi.fn()
    avoidExitWait(20, () => ({setFlagsFromString}) as never)
    expect(setFlagsFromString).toHaveBeenCalledWith('--liftoff-only')
  })

  it.each([22, 24])('does not even load node:v8 on Node %i (a V8 flag would make every built-in module compile again)', (major) => {
    const loadV8 = vi.fn()
    avoidExitWait(major, loadV8)
    expect(loadV8).not.toHaveBeenCalled()
  })
})
