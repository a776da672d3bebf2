import {words} from '../words/active.js'

/** After the listener stopped: the deliveries whose forward it cut off, and where they are. */
export function renderCutOff(count: number): string {
  return `${words().listenStop.cutOff(count)}\n`
}
