import {useInput} from 'ink'
import {useEffect, useState} from 'react'

import {words} from '../words/active.js'
import {useLatestState} from './hooks.js'
import type {LiveWatchProps} from './live-watch-props.js'
import type {WatchState} from './use-watch-state.js'

/**
 * The live view's keys: `c` cancel (asks first, and only `y` cancels), `s` simulate the transfer (test mode),
 * `q` leave without changing anything, `d` the details or the code on a compact screen (`toggle`), Ctrl-C. Says
 * whether an action is still running (`busy`) and whether the keys work yet (`keysReady`).
 */
export function useWatchKeys(props: LiveWatchProps, state: WatchState, toggle?: () => void) {
  const [busy, setBusy, latestBusy] = useLatestState(false)
  const [keysReady, setKeysReady] = useState(false)
  const {latestWatched, setMessage, setConfirming, latestConfirming, latestEnding, actionsRunning, seeObject, end} = state

  const run = (action: () => Promise<void>) => {
    setBusy(true)
    action()
      .catch((error: Error) => setMessage({text: error.message, tone: 'bad'}))
      .finally(() => setBusy(false))
  }

  useInput((input, key) => {
    if (latestEnding.current) return
    if (key.ctrl && input === 'c') return end({watched: latestWatched.current, ending: 'interrupted'})
    // A key starts something new: what the last one said (Not cancelled., an error) is no longer news.
    setMessage((shown) => (shown?.tone === 'warn' ? shown : undefined))
    if (latestConfirming.current) {
      setConfirming(false)
      if (input.toLowerCase() !== 'y') return setMessage({text: words().watch.notCancelled, tone: 'normal'})
      return run(async () => {
        const object = await props.actions.cancel!()
        const next = seeObject(object)
        if (props.isFinal(object)) end({watched: next, ending: 'final'})
      })
    }
    if (latestBusy.current) return
    if (input === 'q') return end({watched: latestWatched.current, ending: 'left'})
    if (input === 'd' && toggle) return toggle()
    if (input === 'c' && props.actions.cancel) return setConfirming(true)
    if (input === 's' && props.actions.simulate) {
      run(async () => {
        setMessage({text: words().watch.simulating, tone: 'normal'})
        const {said, object} = await props.actions.simulate!(actionsRunning.current.signal)
        if (actionsRunning.current.signal.aborted) return
        if (object && props.isFinal(object)) return end({watched: seeObject(object), ending: 'final'})
        setMessage({text: said, tone: 'normal'})
      })
    }
  })

  // Declared after useInput, so it runs after Ink has put the terminal in raw mode: the keys are offered only
  // once pressing them works (a Ctrl-C before that is a SIGINT, which the flow turns into `interrupted`).
  useEffect(() => setKeysReady(true), [])

  return {busy, keysReady}
}
