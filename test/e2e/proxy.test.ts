import {createServer, request as httpRequest, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {afterAll, beforeAll, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'

let sandbox: TestSandbox
let home: CliHome
let proxy: Server
let proxyUrl: string
const proxied: string[] = []

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  home = new CliHome()
  await home.addProfile('main', sandbox.baseUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
  // A forward proxy for http:// targets: it receives absolute-form requests and passes them on unchanged.
  proxy = createServer((incoming, outgoing) => {
    proxied.push(`${incoming.method} ${incoming.url}`)
    const target = new URL(incoming.url!)
    const forward = httpRequest({host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: incoming.method, headers: incoming.headers}, (answer) => {
      outgoing.writeHead(answer.statusCode!, answer.headers)
      answer.pipe(outgoing)
    })
    incoming.pipe(forward)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})
afterAll(async () => {
  proxy.closeAllConnections()
  proxy.close()
  await sandbox.close()
  home.cleanup()
})

it('sends requests through HTTP_PROXY, signed for the path as the service sees it', async () => {
  const result = await home.run(['balance', '--json'], {env: {HTTP_PROXY: proxyUrl}})
  expect(result.code).toBe(0)
  expect(JSON.parse(result.stdout).currency).toBe('THB')
  expect(proxied).toEqual([`GET ${sandbox.baseUrl}/v1/balance`])
})

it('goes direct for a host listed in NO_PROXY', async () => {
  proxied.length = 0
  const result = await home.run(['balance', '--json'], {env: {HTTP_PROXY: proxyUrl, NO_PROXY: '127.0.0.1'}})
  expect(result.code).toBe(0)
  expect(proxied).toEqual([])
})
