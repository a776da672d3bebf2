import {connect} from 'node:net'
import {join} from 'node:path'

import {afterAll, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {waitFor} from '../helpers/webhook-receiver.js'

// `pay sandbox start` stopped (Ctrl-C) while a client has sent half a request and nothing more: the stop gives
// requests under way a moment, then closes their connections, instead of waiting for the client (minutes).
const home = new CliHome()
afterAll(() => home.cleanup())

it('Ctrl-C stops the sandbox while a request is half sent', {timeout: 30_000}, async () => {
  let socketClosed: Promise<void> | undefined
  const run = await home.runHere(['sandbox', 'start', '--port', '0', '--sandbox-data-dir', join(home.root, 'sandbox')], {
    whileRunning: async (io) => {
      await waitFor(() => io.stderr.text.includes('Press Ctrl-C to stop') || undefined)
      const url = new URL(/(http:\/\/127\.0\.0\.1:\d+)/.exec(io.stdout.text)![1]!)
      const socket = connect(Number(url.port), url.hostname)
      await new Promise((resolve) => socket.on('connect', resolve))
      socketClosed = new Promise((resolve) => socket.on('close', () => resolve()))
      // The sandbox answers 100 Continue once it has the request's head: it is then a request under way.
      const continued = new Promise((resolve) => socket.once('data', resolve))
      socket.resume()
      socket.write(
        'POST /v1/deposits HTTP/1.1\r\nHost: sandbox\r\nContent-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n',
      )
      expect(String(await continued)).toContain('100 Continue')
      socket.write('{"amount":')
      io.signal('SIGINT')
    },
  })
  expect(run.code, run.stderr).toBe(0)
  expect(run.stderr).toContain('Sandbox stopped')
  // The half-sent request's connection was closed by the sandbox, not left open.
  await socketClosed
})
