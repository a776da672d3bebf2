import {plural} from '../plural.js'

/** `pay webhook listen`, stopped while deliveries were still being forwarded to the app (cut off, answered 503). */
export const listenStop = {
  cutOff: (count: number) =>
    plural('en', count, {
      one: "1 delivery was still waiting for your app's answer when the listener stopped: its sender was answered 503 and sends it again. It is kept in the log: pay webhook events",
      other:
        "# deliveries were still waiting for your app's answer when the listener stopped: their senders were answered 503 and send them again. They are kept in the log: pay webhook events",
    }),
}
