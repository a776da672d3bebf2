import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import type {IODouble} from '../helpers/io-double.js'
import {Listener} from '../helpers/listener.js'
import {MisbehavingServer} from '../helpers/misbehaving-server.js'
import {waitFor} from '../helpers/webhook-receiver.js'

// `pay webhook listen --forward-to` an app that answers slowly or never: the sender hears 504 at --timeout, and
// Ctrl-C while a delivery is still being forwarded ends the listener, answers that sender 503, logs and counts
// the delivery, and says what was left.

const home = new CliHome()
const app = new MisbehavingServer('http://127.0.0.1:9', () => true)
let appUrl: string

beforeAll(async () => {
  appUrl = `${await app.start()}/hooks`
})
afterAll(async () => {
  await app.stop()
  home.cleanup()
})

const EVENT = {event_id: 'dep_1:deposit.success', event_type: 'deposit.success', deposit_id: 'dep_1'}

/** Posts one delivery to the listener once it listens; resolves to the status its sender was answered. */
async function deliver(io: IODouble): Promise<{answered: Promise<number>}> {
  const url = await waitFor(() => /Listening on (\S+\/)/.exec(io.stderr.text)?.[1])
  const answered = fetch(url, {method: 'POST', body: JSON.stringify(EVENT), headers: {'content-type': 'application/json'}}).then(
    (response) => response.status,
  )
  return {answered}
}

async function loggedForward(): Promise<Record<string, unknown>> {
  const events = await home.runHere(['webhook', 'events', '--json'])
  return (JSON.parse(events.stdout) as Array<{forward: Record<string, unknown>}>)[0]!.forward
}

describe('pay webhook listen --forward-to an app that does not answer', () => {
  it('answers the sender 504 when the answer trickles past --timeout, and logs it', {timeout: 30_000}, async () => {
    app.mode = 'trickle'
    let status: number | undefined
    const run = await home.runHere(['webhook', 'listen', '--port', '0', '--forward-unverified', '--timeout', '1', '--forward-to', appUrl], {
      whileRunning: async (io) => {
        status = await (await deliver(io)).answered
        io.signal('SIGINT')
      },
    })
    expect(status).toBe(504)
    expect(run.code).toBe(0)
    expect(run.stderr).toContain('Stopped: 1 delivery received')
    expect(await loggedForward()).toMatchObject({url: appUrl, status: null, error: 'no answer within 1 s'})
  })

  it('Ctrl-C while forwarding: the sender hears 503, the delivery is logged and counted, and what was left is said', {
    timeout: 30_000,
  }, async () => {
    app.mode = 'hold'
    const closedBefore = app.closedByClient
    let answered: Promise<number> | undefined
    const run = await home.runHere(['webhook', 'listen', '--port', '0', '--forward-unverified', '--forward-to', appUrl], {
      whileRunning: async (io) => {
        const arrived = app.arrived()
        ;({answered} = await deliver(io))
        await arrived
        io.signal('SIGINT')
      },
    })
    expect(await answered).toBe(503)
    expect(run.code).toBe(0)
    expect(run.stderr).toContain('Stopped: 1 delivery received')
    expect(run.stderr).toContain("1 delivery was still waiting for your app's answer when the listener stopped")
    expect(await loggedForward()).toMatchObject({url: appUrl, status: null, error: 'the listener stopped before the app answered'})
    // Nothing of the forward is left open once the command has ended.
    expect(app.closedByClient).toBe(closedBefore + 1)
  })

  it('as a process, Ctrl-C ends it while a forward is held (no SIGKILL needed)', {timeout: 30_000}, async () => {
    app.mode = 'hold'
    const listener = await Listener.start(home, ['--forward-unverified', '--forward-to', appUrl])
    const arrived = app.arrived()
    const answered = fetch(listener.url, {method: 'POST', body: JSON.stringify(EVENT)}).then((response) => response.status)
    await arrived
    expect(await listener.stop()).toBe(0)
    expect(await answered).toBe(503)
    expect(listener.stderr).toContain('Stopped: 1 delivery received')
  })
})
