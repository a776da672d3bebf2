import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {Session} from '../../src/cli/session.js'
import {CliHome} from '../helpers/cli.js'
import {IODouble} from '../helpers/io-double.js'
import {TestSandbox} from '../helpers/sandbox.js'

let sandbox: TestSandbox
let home: CliHome

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  home = new CliHome()
  await home.addProfile('main', sandbox.baseUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
})

afterAll(async () => {
  await sandbox?.close()
  home?.cleanup()
})

function session(): Session {
  const {PAY_CONFIG_DIR, PAY_CACHE_DIR, PAY_DATA_DIR} = home.env
  return new Session({
    io: new IODouble({env: {...home.env, PAY_PROFILE: 'main'}}),
    configDir: PAY_CONFIG_DIR,
    cacheDir: PAY_CACHE_DIR,
    dataDir: PAY_DATA_DIR,
    userAgent: 'pay/test',
    live: false,
    verbose: false,
    dryRun: false,
    logBodies: false,
  })
}

describe('the session builds each client once, for what it was asked', () => {
  it('the signed API after the unsigned one is signed', async () => {
    const both = session()
    try {
      await both.publicApi().getBanks()
      const {data} = await both.api().getBalance()
      expect(data).toMatchObject({currency: 'THB'})
    } finally {
      await both.close()
    }
  })

  it('the unsigned API after the signed one may be the signed one: the bank list takes either', async () => {
    const both = session()
    try {
      await both.api().getBalance()
      expect(Object.keys((await both.publicApi().getBanks()).data)).toContain('KBANK')
    } finally {
      await both.close()
    }
  })
})
