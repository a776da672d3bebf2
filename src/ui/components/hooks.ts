import {useStdout} from 'ink'
import {useEffect, useRef, useState} from 'react'

import type {ScreenSize} from '../text/pay-screen-layout.js'

/**
 * React state whose newest value can also be read at once, through `latest.current`. Ink subscribes a
 * render's input handler only after that render's frame is on screen, so a key typed in between reaches the
 * previous render's handler; reading `latest` there sees what the screen shows, and a key typed right after
 * another sees the change the first one made.
 */
export function useLatestState<T>(initial: T): [T, (next: T) => void, {readonly current: T}] {
  const [value, setValue] = useState(initial)
  const latest = useRef(initial)
  const set = (next: T) => {
    latest.current = next
    setValue(next)
  }
  return [value, set, latest]
}

/** The terminal's columns and rows, followed on resize. */
export function useTerminalSize(): ScreenSize {
  const {stdout} = useStdout()
  const read = () => ({columns: stdout.columns || 80, rows: stdout.rows || 24})
  const [size, setSize] = useState(read)
  useEffect(() => {
    const onResize = () => setSize(read())
    stdout.on('resize', onResize)
    return () => {
      stdout.off('resize', onResize)
    }
  }, [stdout])
  return size
}
