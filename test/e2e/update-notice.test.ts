import {existsSync, readFileSync, writeFileSync} from 'node:fs'
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {runInTerminal} from '../helpers/terminal.js'
import {eventually} from '../helpers/webhook-receiver.js'

// The update notice, as a person at a terminal meets it, against a registry on loopback.
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {name: string; version: string}
let registry: Server
let registryUrl: string
const asked: string[] = []

beforeAll(async () => {
  registry = createServer((request, response) => {
    asked.push(request.url ?? '')
    response.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({name: pkg.name, version: '99.0.0'}))
  })
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve))
  registryUrl = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`
})
afterAll(() => new Promise((resolve) => registry.close(resolve)))

function homeWithRegistry(url: string) {
  const home = new CliHome()
  // CI is cleared: the suite itself runs in CI, where the notice rightly stays silent.
  const env = {...home.env, PAY_NO_UPDATE_NOTIFIER: '', CI: '', npm_config_registry: url}
  const run = (args: string[], extra: Record<string, string> = {}) => runInTerminal(args, {...env, ...extra}, [])
  const check = () => join(home.env.PAY_CACHE_DIR, 'update-check.json')
  return {home, run, check}
}

describe('the update notice', () => {
  it('asks the registry in the background, then says once a day on stderr that a later version exists', async () => {
    const {home, run, check} = homeWithRegistry(registryUrl)
    try {
      const first = await run(['profile', 'list'])
      expect(first.stdout).not.toContain('Update available')
      await eventually(() => existsSync(check()) && JSON.parse(readFileSync(check(), 'utf8')).latest === '99.0.0')
      expect(asked).toContain(`/${pkg.name}/latest`)

      expect((await run(['profile', 'list', '--json'])).stdout).not.toContain('Update available')
      expect((await run(['profile', 'list'], {CI: 'true'})).stdout).not.toContain('Update available')
      const second = await run(['profile', 'list'])
      // At a terminal: wrapped to its width, the command on a row of its own.
      expect(second.stdout.replaceAll(/\s+/g, ' ')).toContain(
        `Update available: ${pkg.name} 99.0.0 (this is ${pkg.version}). Install it with: npm install -g ${pkg.name}@latest`,
      )
      expect((await run(['profile', 'list'])).stdout).not.toContain('Update available')
    } finally {
      home.cleanup()
    }
  })

  it('offline, says nothing and looks again only the next day', async () => {
    const {home, run, check} = homeWithRegistry('http://127.0.0.1:9/')
    try {
      const first = await run(['profile', 'list'])
      await eventually(() => existsSync(check()))
      const second = await run(['profile', 'list'])
      expect(`${first.stdout}${second.stdout}`).not.toMatch(/Update|registry|ECONNREFUSED/i)
      expect(JSON.parse(readFileSync(check(), 'utf8')).latest).toBeUndefined()
    } finally {
      home.cleanup()
    }
  })

  it('with a cache dir that cannot be written, the command still succeeds and says nothing of it', async () => {
    const {home, run} = homeWithRegistry(registryUrl)
    try {
      const notADir = join(home.root, 'cache-is-a-file')
      writeFileSync(notADir, '')
      const result = await run(['profile', 'list'], {PAY_CACHE_DIR: notADir})
      expect(result.code).toBe(0)
      expect(result.stdout).not.toMatch(/Error|ENOTDIR|Update/)
    } finally {
      home.cleanup()
    }
  })
})
