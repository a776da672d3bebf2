import {useRef, useState} from 'react'

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
