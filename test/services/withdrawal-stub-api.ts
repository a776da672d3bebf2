import {afterAll, afterEach, beforeAll} from 'vitest'

import {PayApi} from '../../src/core/http/api.js'
import {PayClient} from '../../src/core/http/client.js'
import {StubServer} from '../helpers/stub-server.js'

const KEY = 'unk_test_services'
const SECRET = 'ab'.repeat(32)

export interface StubApi {
  stub: StubServer
  api: PayApi
}

/**
 * Registers hooks that start a stub server and a PayApi signed for it (no retry delays), clear what it
 * received after each test, and close both at the end. Read the fields inside tests, once started.
 */
export function useStubApi(): StubApi {
  const state = {} as StubApi & {client: PayClient}
  beforeAll(async () => {
    state.stub = new StubServer({[KEY]: SECRET})
    state.client = new PayClient({baseUrl: await state.stub.start(), keyId: KEY, secret: SECRET, userAgent: 'test', sleep: async () => {}})
    state.api = new PayApi(state.client)
  })
  afterEach(() => {
    state.stub.received.length = 0
  })
  afterAll(async () => {
    await state.client.close()
    await state.stub.stop()
  })
  return state
}
