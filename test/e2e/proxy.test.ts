import {createServer, type Server} from 'node:http'
import {type AddressInfo, connect, type Socket} from 'node:net'
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
  proxy = createServer((_request, response) => response.writeHead(405).end())
  // undici tunnels through the proxy with CONNECT.
  proxy.on('connect', (incoming, client: Socket, head: Buffer) => {
    proxied.push(`CONNECT ${incoming.url}`)
    const [host, port] = incoming.url!.split(':')
    const upstream = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
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

it('sends requests through HTTP_PROXY (a CONNECT tunnel)', async () => {
  const result = await home.run(['balance', '--json'], {env: {HTTP_PROXY: proxyUrl}})
  expect(result.code).toBe(0)
  expect(JSON.parse(result.stdout).currency).toBe('THB')
  const origin = new URL(sandbox.baseUrl)
  expect(proxied).toEqual([`CONNECT ${origin.host}`])
})

it('goes direct for a host listed in NO_PROXY', async () => {
  proxied.length = 0
  const result = await home.run(['balance', '--json'], {env: {HTTP_PROXY: proxyUrl, NO_PROXY: '127.0.0.1'}})
  expect(result.code).toBe(0)
  expect(proxied).toEqual([])
})
