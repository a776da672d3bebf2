import {afterEach, describe, expect, it, vi} from 'vitest'

const setFlagsFromString = vi.fn()
vi.mock('node:v8', () => ({setFlagsFromString}))

const {avoidExitWait} = await import('../../src/boot/exit-wait.js')

afterEach(() => setFlagsFromString.mockClear())

describe('avoidExitWait', () => {
  it('keeps WebAssembly on its first compile on Node 20, where Node waits for the recompile at exit', () => {
    avoidExitWait(20)
    expect(setFlagsFromString).toHaveBeenCalledWith('--liftoff-only')
  })

  it.each([22, 24])('changes no V8 flag on Node %i (it would make every built-in module compile again)', (major) => {
    avoidExitWait(major)
    expect(setFlagsFromString).not.toHaveBeenCalled()
  })
})
