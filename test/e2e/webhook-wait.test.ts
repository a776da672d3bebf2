import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import type {CliHome} from '../helpers/cli.js'
import {Listener} from '../helpers/listener.js'
import type {TestSandbox} from '../helpers/sandbox.js'
import {webhookSandboxHome} from '../helpers/webhook-home.js'
import {WebhookReceiver, waitFor} from '../helpers/webhook-receiver.js'

// The integrator's loop in CI: `pay webhook listen` forwards to the app, `pay trigger` causes the event, and
// `pay webhook wait` ends once the listener's log shows the app took it.

let home: CliHome
let sandbox: TestSandbox
let app: WebhookReceiver
let listener: Listener

beforeAll(async () => {
  ;({home, sandbox} = await webhookSandboxHome())
  app = new WebhookReceiver()
  listener = await Listener.start(home, ['--forward-to', await app.start(), '--json'])
})

afterAll(async () => {
  await listener?.stop()
  await app?.stop()
  await sandbox?.close()
  home?.cleanup()
})

async function triggered(event: string): Promise<string> {
  const run = await home.runHere(['trigger', event, '--json'])
  expect(run.code).toBe(0)
  const result = JSON.parse(run.stdout)
  return (result.deposit ?? result.withdrawal).id
}

describe('pay webhook wait', () => {
  it('ends 0 with the delivery once the app answered 2xx', async () => {
    const id = await triggered('withdrawal.failed')
    const run = await home.runHere(['webhook', 'wait', '--type', 'withdrawal.refunded', '--id', id, '--timeout', '30', '--json'])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({
      source: 'listen',
      event_id: `${id}:withdrawal.refunded`,
      object_id: id,
      signature_valid: true,
      forward: {status: 200},
    })
    expect(app.received.some((delivery) => delivery.event.event_id === `${id}:withdrawal.refunded`)).toBe(true)
  })

  it('prints one plain line without --json', async () => {
    const id = await triggered('deposit.success')
    const run = await home.runHere(['webhook', 'wait', '--type', 'deposit.success', '--id', id, '--timeout', '30'])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(new RegExp(`^✓ deposit\\.success for ${id} delivered at [\\d:\\- ]+: → 200\\n$`))
  })

  it('exits 4 at the timeout, and says the app refused the delivery', async () => {
    app.status = (delivery) => (delivery.event.event_type === 'withdrawal.success' ? 500 : 200)
    try {
      const id = await triggered('withdrawal.success')
      const [first] = await sandbox.until(
        async () => (await sandbox.admin('GET', `/_sandbox/deliveries?event_id=${id}:withdrawal.success`)).body.data,
        (deliveries: Array<{attempts: number; last_status: number | null}>) => (deliveries[0]?.attempts ?? 0) > 0,
      )
      expect(first.last_status).toBe(500)
      const run = await home.runHere(['webhook', 'wait', '--type', 'withdrawal.success', '--id', id, '--timeout', '1'])
      expect(run.code).toBe(4)
      expect(run.stderr).toContain(`No withdrawal.success for ${id} was delivered and answered 2xx within 1 s.`)
      expect(run.stderr).toContain('→ 500')
    } finally {
      app.status = () => 200
    }
  })

  it('exits 4 with the error envelope under --json when nothing came', async () => {
    const run = await home.runHere(['webhook', 'wait', '--type', 'deposit.expired', '--id', 'never', '--timeout', '1', '--json'])
    expect(run.code).toBe(4)
    expect(JSON.parse(run.stdout).error).toMatchObject({
      code: 'WEBHOOK_NOT_DELIVERED',
      details: {event_type: 'deposit.expired', object_id: 'never', timeout_seconds: 1, last_delivery: null},
    })
  })

  it('stops on Ctrl-C with 130', async () => {
    const run = await home.runHere(['webhook', 'wait', '--type', 'deposit.success', '--id', 'never', '--timeout', '600'], {
      whileRunning: (io) => waitFor(() => io.signal('SIGINT') || undefined).then(() => undefined),
    })
    expect(run.code).toBe(130)
    expect(run.stderr).toContain('Stopped waiting for deposit.success for never.')
  })

  it('refuses an unknown event type before waiting', async () => {
    const run = await home.runHere(['webhook', 'wait', '--type', 'deposit.succeeded', '--id', 'x'])
    expect(run.code).toBe(2)
  })
})
