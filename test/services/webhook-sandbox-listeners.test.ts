import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest'

import {type Listening, listenForWebhooks} from '../../src/services/webhooks/listen.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {waitFor} from '../helpers/webhook-receiver.js'

const BEFORE = 'http://127.0.0.1:9/before'
const SETTING = '/_sandbox/merchants/default/webhook'

let sandbox: TestSandbox
let dataDir: string
beforeAll(async () => {
  sandbox = await TestSandbox.start()
  dataDir = mkdtempSync(join(tmpdir(), 'pay-listeners-'))
})
afterAll(async () => {
  await sandbox.close()
  rmSync(dataDir, {recursive: true, force: true})
})

const running = new Set<Listening>()
beforeEach(async () => {
  await sandbox.admin('PUT', SETTING, {url: BEFORE, events: ['deposit.success']})
})
afterEach(async () => {
  for (const listening of running) await listening.stop()
  running.clear()
})

interface TestListener {
  listening: Listening
  received: string[]
  stop(): ReturnType<Listening['stop']>
}

async function listener(): Promise<TestListener> {
  const received: string[] = []
  const listening = await listenForWebhooks({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    webhookSecret: sandbox.merchant.webhook_secret,
    sandbox: {dataDirs: [sandbox.dataDir], baseUrl: sandbox.baseUrl, keyId: sandbox.merchant.test.key_id},
    onDelivery: ({record}) => received.push(record.event_type ?? ''),
  })
  running.add(listening)
  expect(listening.registration).toBeDefined()
  return {
    listening,
    received,
    stop: () => {
      running.delete(listening)
      return listening.stop()
    },
  }
}

const setting = async () => (await sandbox.admin('GET', SETTING)).body as {url: string | null; events: string[] | null}

/** The sandbox's test event, sent to the URL it holds now, reaches this listener. */
async function reaches(target: TestListener): Promise<void> {
  const before = target.received.length
  expect((await sandbox.admin('POST', `${SETTING}/test`)).status).toBe(202)
  await waitFor(() => (target.received.length > before ? true : undefined))
}

describe('overlapping listeners register and stop in any order', () => {
  it('A, B, A stops: B keeps the URL and still receives; B stops: the URL from before A is back', async () => {
    const a = await listener()
    const b = await listener()
    expect((await setting()).url).toBe(b.listening.url)
    expect(await a.stop()).toEqual({kind: 'handed-over', url: b.listening.url})
    expect((await setting()).url).toBe(b.listening.url)
    await reaches(b)
    expect(await b.stop()).toEqual({kind: 'restored', url: BEFORE})
    expect(await setting()).toMatchObject({url: BEFORE, events: ['deposit.success']})
  })

  it('A, B, B stops: A holds the URL again and receives; A stops: the URL from before A is back', async () => {
    const a = await listener()
    const b = await listener()
    expect(await b.stop()).toEqual({kind: 'restored', url: a.listening.url})
    await reaches(a)
    expect(await a.stop()).toEqual({kind: 'restored', url: BEFORE})
    expect((await setting()).url).toBe(BEFORE)
  })

  it('subscriptions changed by someone else meanwhile are kept: a listener never writes them', async () => {
    const a = await listener()
    await sandbox.admin('PUT', SETTING, {url: a.listening.url, events: ['withdrawal.success']})
    expect(await a.stop()).toEqual({kind: 'restored', url: BEFORE})
    expect(await setting()).toEqual(expect.objectContaining({url: BEFORE, events: ['withdrawal.success']}))
  })

  it('a URL set by someone else meanwhile is left as it is, and each listener says so', async () => {
    const a = await listener()
    const b = await listener()
    await sandbox.admin('PUT', SETTING, {url: 'http://127.0.0.1:9/someone-else', events: ['deposit.success']})
    expect(await b.stop()).toEqual({kind: 'changed'})
    expect(await a.stop()).toEqual({kind: 'changed'})
    expect((await setting()).url).toBe('http://127.0.0.1:9/someone-else')
  })
})
