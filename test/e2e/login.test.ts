import {afterAll, beforeAll, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {runInTerminal} from '../helpers/terminal.js'

let sandbox: TestSandbox
let home: CliHome

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  home = new CliHome()
})
afterAll(async () => {
  await sandbox.close()
  home.cleanup()
})

function login(secret: string) {
  return runInTerminal(['login', '--name', 'acme'], home.env, [
    {waitFor: 'Base URL', send: `${sandbox.baseUrl}\r`},
    {waitFor: 'Key id', send: `${sandbox.merchant.test.key_id}\r`},
    {waitFor: 'Secret', send: `${secret}\r`},
  ])
}

it('on a terminal, asks with the secret hidden, checks it with the service, and saves the profile', async () => {
  const result = await login(sandbox.merchant.test.secret)
  expect(result.code).toBe(0)
  expect(result.stdout).toContain('The service accepts this test key')
  expect(result.stdout).toContain('Added profile acme, now the default; commands use it.')
  expect(result.stdout).not.toContain(sandbox.merchant.test.secret)
  const shown = await home.run(['profile', 'show', 'acme', '--json'])
  expect(JSON.parse(shown.stdout)).toMatchObject({
    name: 'acme',
    base_url: sandbox.baseUrl,
    test_secret: `••••${sandbox.merchant.test.secret.slice(-4)}`,
  })
  expect((await home.run(['balance', '--profile', 'acme', '--json'])).code).toBe(0)
})

it('saves nothing when the service refuses the key', async () => {
  const result = await login('0'.repeat(64))
  expect(result.code).toBe(3)
  const list = await home.run(['profile', 'list', '--json'])
  const acme = JSON.parse(list.stdout).find((view: {name: string}) => view.name === 'acme')
  expect(acme.test_secret).toBe(`••••${sandbox.merchant.test.secret.slice(-4)}`)
})

it('without a terminal, refuses and names the non-interactive way', async () => {
  const result = await home.run(['login'])
  expect(result.code).toBe(2)
  expect(result.stderr).toContain('pay profile add')
})
