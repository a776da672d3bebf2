import {createHmac} from 'node:crypto'
import {createServer, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import type {CliHome} from '../helpers/cli.js'
import type {TestSandbox} from '../helpers/sandbox.js'
import {webhookSandboxHome} from '../helpers/webhook-home.js'
import {waitFor} from '../helpers/webhook-receiver.js'

let home: CliHome
let sandbox: TestSandbox

beforeAll(async () => {
  ;({home, sandbox} = await webhookSandboxHome())
})

afterAll(async () => {
  await sandbox?.close()
  home?.cleanup()
})

/** An app that accepts deposit.success, fails deposit.expired and never answers withdrawal.success. */
async function choosyApp(): Promise<{url: string; held: ServerResponse[]; close: () => Promise<void>}> {
  const held: ServerResponse[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const type = JSON.parse(body).event_type
      if (type === 'withdrawal.success') held.push(response)
      else response.writeHead(type === 'deposit.success' ? 200 : 500).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    held,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

describe('pay webhook listen, stopped', () => {
  it('counts what became of every delivery: accepted, refused by the app or here, and still out when stopped', async () => {
    const app = await choosyApp()
    const deliver = (url: string, type: string, signature?: string) => {
      const body = JSON.stringify({event_id: `obj_${type}:${type}`, event_type: type})
      const signed = signature ?? createHmac('sha256', sandbox.merchant.webhook_secret).update(body).digest('hex')
      return fetch(url, {method: 'POST', body, headers: {'content-type': 'application/json', 'x-webhook-signature': signed}})
    }
    try {
      const run = await home.runHere(['webhook', 'listen', '--port', '0', '--forward-to', app.url], {
        whileRunning: async (io) => {
          const url = await waitFor(() => /Listening on (\S+\/)/.exec(io.stderr.text)?.[1])
          expect((await deliver(url, 'deposit.success')).status).toBe(200)
          expect((await deliver(url, 'deposit.expired')).status).toBe(500)
          expect((await deliver(url, 'deposit.success', 'ab'.repeat(32))).status).toBe(400)
          void deliver(url, 'withdrawal.success').catch(() => undefined)
          await waitFor(() => app.held.length === 1 || undefined)
          io.signal('SIGINT')
        },
      })
      // The held forward is cut off by the stop (its sender answered 503): no answer from the app, and said so.
      expect(run.stderr.replaceAll(/\s+/g, ' ')).toContain(
        'Stopped: 4 deliveries received, 0 of them duplicates; 1 forwarded and accepted by the app (2xx), ' +
          '1 forwarded and refused by the app (not 2xx), 1 forwarded with no answer from the app (unreachable or too slow), ' +
          '1 refused by the listener.',
      )
      expect(run.stderr.replaceAll(/\s+/g, ' ')).toContain("1 delivery was still waiting for your app's answer when the listener stopped")
    } finally {
      await app.close()
    }
  })
})
