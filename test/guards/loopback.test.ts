import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {DeliveryLog} from '../../src/services/webhooks/delivery-log.js'
import {CliHome} from '../helpers/cli.js'
import type {InProcessResult} from '../helpers/in-process.js'
import type {IODouble} from '../helpers/io-double.js'
import {loggedDelivery} from '../helpers/logged-delivery.js'
import {type ManifestFlag, manifestCommands, manifestFlags} from '../helpers/manifest-flags.js'
import {waitFor} from '../helpers/webhook-receiver.js'

/**
 * Guard: "this machine" is decided in one place, `isThisMachine` (src/core/http/loopback.ts), by the addresses a
 * host is or resolves to, never by how it is spelt. The commands that open a listening socket and the inputs
 * that receive signed webhook deliveries come from oclif.manifest.json, so a command that gains one is run here
 * until it is classified. Each is given a name spelt like loopback that resolves nowhere, and must treat it as
 * another machine. The judge itself, with names resolving to LAN addresses, is test/core/http/loopback.test.ts.
 */

const LOOKALIKE = '127.attacker.invalid'
const LOOKALIKE_URL = `http://${LOOKALIKE}/hook`
const SECRET = `whsec_guard_${'a'.repeat(40)}`
const PLAIN_HTTP_WARNING = `${LOOKALIKE_URL} is plain http to another machine`

let home: CliHome

beforeAll(() => {
  home = new CliHome()
})

afterAll(() => {
  home.cleanup()
})

const opensSocket = (flag: ManifestFlag) => flag.name === 'host' || flag.name === 'port'
const isUrlFlag = (flag: ManifestFlag) => flag.helpValue?.endsWith('URL') === true
const URL_NAMED = /url|endpoint/i

/** Each command that opens a listening socket: what it serves, its command line, and what it says once it listens. */
const LISTENERS: Record<string, {server: 'sandbox' | 'listener'; args: () => string[]; listening: (io: IODouble) => boolean}> = {
  'sandbox:start': {
    server: 'sandbox',
    args: () => ['sandbox', 'start', '--port', '0', '--data-dir', join(home.root, 'sandbox')],
    listening: (io) => io.stdout.text !== '',
  },
  'webhook:listen': {
    server: 'listener',
    args: () => ['webhook', 'listen', '--port', '0'],
    listening: (io) => io.stderr.text.includes('Listening on'),
  },
}

/**
 * Each input that receives signed webhook deliveries, with the run that sends (or would send) to `url`, and
 * what it must do when `url` is beyond this machine.
 */
const DELIVERY_TARGETS: Record<string, {run: (url: string) => Promise<InProcessResult>; beyond: (run: InProcessResult) => void}> = {
  'webhook:check url': {
    run: (url) => home.runHere(['webhook', 'check', url, '--secret-stdin', '--no-input'], {stdin: SECRET}),
    beyond: (run) => {
      expect(run.code).toBe(2)
      expect(run.stderr).toContain('beyond this machine')
      expect(run.stderr).toContain('--yes')
    },
  },
  'sandbox:start --webhook-url': {
    run: (url) => home.runHere(['sandbox', 'start', '--port', '0', '--data-dir', join(home.root, 'sandbox'), '--webhook-url', url]),
    beyond: (run) => {
      expect(run.code).toBe(2)
      expect(run.stderr).toContain('plain http only to a loopback address')
    },
  },
  'webhook:listen --forward-to': {
    run: (url) => home.runHere(['webhook', 'listen', '--port', '0', '--host', LOOKALIKE, '--forward-to', url]),
    beyond: (run) => expect(run.stderr).toContain(PLAIN_HTTP_WARNING),
  },
  'webhook:replay --forward-to': {
    run: async (url) => {
      await logDelivery('guard-1:deposit.success', 'http://127.0.0.1:9/hook')
      return home.runHere(['webhook', 'replay', 'guard-1:deposit.success', '--forward-to', url])
    },
    beyond: (run) => {
      expect(run.stderr).toContain(PLAIN_HTTP_WARNING)
      expect(run.code).toBe(1)
    },
  },
}

/** Each other URL input, and why it receives no signed delivery. */
const OTHER_URL_INPUTS: Record<string, string> = {
  'profile:add --base-url': "the service's base URL: what decides on it is run below (doctor's plain-http check, a sandbox looked for)",
}

function logDelivery(eventId: string, forwardedTo: string): Promise<void> {
  return new DeliveryLog(join(home.root, 'data')).append(
    loggedDelivery({
      event_id: eventId,
      event_type: 'deposit.success',
      headers: [['X-Webhook-Signature', 'f'.repeat(64)]],
      body_base64: Buffer.from('{}').toString('base64'),
      forward: {url: forwardedTo, status: 200, error: null, duration_ms: 1},
    }),
  )
}

describe('every command that opens a socket or sends a signed delivery asks the one judge of this machine', () => {
  it('knows every such command of the manifest', () => {
    const listening = [...new Set(manifestFlags(opensSocket).map(({command}) => command))].sort()
    expect(listening, 'add the command to LISTENERS').toEqual(Object.keys(LISTENERS).sort())
    const urlInputs = [
      ...manifestFlags(isUrlFlag).map(({command, flag}) => `${command} --${flag.name}`),
      ...manifestCommands().flatMap((command) =>
        Object.keys(command.args)
          .filter((name) => URL_NAMED.test(name))
          .map((name) => `${command.id} ${name}`),
      ),
    ].sort()
    expect(urlInputs, 'add the input to DELIVERY_TARGETS or OTHER_URL_INPUTS').toEqual(
      Object.keys({...DELIVERY_TARGETS, ...OTHER_URL_INPUTS}).sort(),
    )
  })

  it.each(Object.entries(LISTENERS))('%s warns before it binds to a name spelt like loopback that is not', async (_, listener) => {
    const run = await home.runHere([...listener.args(), '--host', LOOKALIKE])
    expect(run.stderr).toContain(`Bound to ${LOOKALIKE}: other machines can reach this ${listener.server}.`)
    expect(run.code, 'the name resolves nowhere: nothing can bind').toBe(1)
  })

  it.each(Object.entries(LISTENERS))('%s binds to localhost, a name that resolves to loopback, without a warning', async (_, listener) => {
    const run = await home.runHere([...listener.args(), '--host', 'localhost'], {
      whileRunning: async (io) => {
        await waitFor(() => listener.listening(io) || undefined)
        io.signal('SIGINT')
      },
    })
    expect(run.stderr).not.toContain('other machines can reach')
  })

  it.each(Object.entries(DELIVERY_TARGETS))('%s treats a URL spelt like loopback as beyond this machine', async (_, target) => {
    target.beyond(await target.run(LOOKALIKE_URL))
  })

  it('webhook replay warns for the target the log holds too', async () => {
    await logDelivery('guard-2:deposit.success', LOOKALIKE_URL)
    const run = await home.runHere(['webhook', 'replay', 'guard-2:deposit.success'])
    expect(run.stderr).toContain(PLAIN_HTTP_WARNING)
  })

  it('doctor fails a base URL of plain http to a name spelt like loopback', async () => {
    const run = await home.runHere(['doctor', '--json'], {env: {PAY_BASE_URL: `http://${LOOKALIKE}:4010`}})
    const checks = JSON.parse(run.stdout).checks as Array<{name: string; status: string; detail: string}>
    expect(checks.find((check) => check.name === 'base_url')).toMatchObject({status: 'fail', detail: expect.stringContaining('plain http')})
  })

  it('trigger does not take a base URL spelt like loopback for a local sandbox', async () => {
    const env = {PAY_API_KEY: 'unk_test_guard1234567890', PAY_API_SECRET: 'c'.repeat(64), PAY_BASE_URL: `http://${LOOKALIKE}:4010`}
    const run = await home.runHere(['trigger', 'deposit.expired', '--json'], {env})
    expect(run.code).toBe(2)
    expect(JSON.parse(run.stdout).error.code).toBe('NOT_AVAILABLE_ON_SERVICE')
  })
})

describe("the issue's case", () => {
  it('webhook check to a name starting with 127. under --no-input sends nothing without --yes', async () => {
    const run = await home.runHere(['webhook', 'check', LOOKALIKE_URL, '--secret-stdin', '--no-input'], {stdin: SECRET})
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`Send forged webhook deliveries to ${LOOKALIKE_URL}, beyond this machine?`)
    expect(run.stderr).toContain('--yes')
    expect(run.stdout).toBe('')
  })
})

/** A test of a loopback spelling: compared, matched by start or end, looked up in a set, or matched by a pattern. */
const SPELLING = String.raw`(?:127\.|::1\b|\[::1|::ffff:(?:127|7f)|localhost)`
const SPELLING_TESTS = [
  new RegExp(String.raw`\.(?:startsWith|endsWith|includes|has|test|match)\(\s*['"\x60]${SPELLING}`, 'i'),
  new RegExp(String.raw`[!=]==?\s*['"\x60]${SPELLING}`, 'i'),
  new RegExp(String.raw`['"\x60]${SPELLING}[^'"\x60]*['"\x60]\s*[!=]==?`, 'i'),
  /\/[^/\n]*(?:127\\\.|localhost|::1)[^/\n]*\/[dgimsuy]*\.(?:test|exec)\(/i,
  new RegExp(String.raw`new Set\(\[[^\]]*['"\x60]${SPELLING}`, 'i'),
]

/** The home of the decision; its own identity of a local service (`loopbackIdentity`) compares, never trusts. */
const HOME = join('src', 'core', 'http', 'loopback.ts')

describe('no module decides "this machine" by spelling', () => {
  it('tests 127., ::1 or localhost nowhere in src/ but the one home', () => {
    const found = readdirSync('src', {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join('src', file))
      .filter((path) => path !== HOME)
      .flatMap((path) => {
        const code = readFileSync(path, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '')
        return code
          .split('\n')
          .filter((line) => SPELLING_TESTS.some((test) => test.test(line)))
          .map((line) => `${path}: ${line.trim()}`)
      })
    expect(found, 'ask isThisMachine (a host) or isLoopbackAddress (an address) of src/core/http/loopback.ts').toEqual([])
  })
})
