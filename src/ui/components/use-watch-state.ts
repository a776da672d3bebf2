import {useApp} from 'ink'
import {useEffect, useRef, useState} from 'react'

import type {DetailTone} from '../text/watch-details.js'
import type {Watched} from '../text/watch-outcome.js'
import {useLatestState} from './hooks.js'
import type {LiveWatchProps, LiveWatchResult, WatchedObject} from './live-watch-props.js'

/** A status the view has seen, and when. */
export interface Seen {
  status: string
  at: number
}

export interface WatchMessage {
  text: string
  tone: DetailTone
}

export type WatchState = ReturnType<typeof useWatchState>

/**
 * What the live view knows: the object as last seen, the history of its statuses, the message under them, the
 * clock of the countdowns and how the view ended. Follows the flow's updates until the final object, SIGINT
 * from outside or an error, and hands the ending to `onEnd` once.
 */
export function useWatchState(props: LiveWatchProps) {
  const now = props.now ?? Date.now
  const {exit} = useApp()
  const [watched, setWatched, latestWatched] = useLatestState<Watched>(props.initial)
  const [history, setHistory] = useState<Seen[]>([{status: props.initial.object.status, at: now()}])
  const [message, setMessage] = useState<WatchMessage>()
  const [confirming, setConfirming, latestConfirming] = useLatestState(false)
  const [ending, setEnding, latestEnding] = useLatestState<LiveWatchResult | undefined>(undefined)
  const [clock, setClock] = useState(now())
  const actionsRunning = useRef(new AbortController())

  const seeObject = (object: WatchedObject) => {
    const next = {kind: props.initial.kind, object} as Watched
    setWatched(next)
    setHistory((seen) => (seen.at(-1)!.status === object.status ? seen : [...seen, {status: object.status, at: now()}]))
    return next
  }
  const end = (result: LiveWatchResult) => {
    props.stopUpdates()
    actionsRunning.current.abort()
    if (!latestEnding.current) setEnding(result)
  }

  useEffect(() => {
    const show = async () => {
      for await (const event of props.updates) {
        if (event.kind === 'retrying') {
          // The words of errors are loaded with the first one: the first frame does without them.
          const {retryNotice} = await import('../text/watch-lines.js')
          setMessage({text: retryNotice(event.error, event.retryInMs), tone: 'warn'})
          continue
        }
        const next = seeObject(event.object)
        if (event.kind === 'final') return end({watched: next, ending: 'final'})
        setMessage((shown) => (shown?.tone === 'warn' ? undefined : shown))
      }
    }
    show().catch((error: Error) => end({watched: props.initial, ending: 'failed', error}))
    const ticker = setInterval(() => setClock(now()), props.tickMs ?? 1000)
    const interrupt = () => end({watched: props.initial, ending: 'interrupted'})
    props.interrupted?.addEventListener('abort', interrupt, {once: true})
    return () => {
      props.stopUpdates()
      actionsRunning.current.abort()
      clearInterval(ticker)
      props.interrupted?.removeEventListener('abort', interrupt)
    }
  }, [])

  useEffect(() => {
    if (!ending) return
    props.onEnd(ending)
    exit()
  }, [ending])

  return {
    watched,
    latestWatched,
    history,
    message,
    setMessage,
    confirming,
    setConfirming,
    latestConfirming,
    ending,
    latestEnding,
    clock,
    actionsRunning,
    seeObject,
    end,
  }
}
