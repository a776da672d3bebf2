import type {Dispatcher} from 'undici'
import request from 'undici/lib/api/api-request.js'
import Agent from 'undici/lib/dispatcher/agent.js'

import {loadUndici} from './load-undici.js'

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy']
const POOL_OPTIONS = {keepAliveTimeout: 10_000}

/**
 * The keep-alive pool of a client. undici's index also loads fetch, WebSocket, EventSource, caches and
 * mocks: about 50 ms of every start. Without a proxy the client needs only undici's Agent and its request
 * function, so those come from their own modules (a build fails if undici ever moves them). With a proxy
 * variable set, the whole of undici is loaded for EnvHttpProxyAgent, which needs the methods undici's index
 * adds to every dispatcher and applies NO_PROXY per request.
 */
export async function openPool(env: NodeJS.ProcessEnv = process.env): Promise<Dispatcher> {
  if (PROXY_VARIABLES.some((name) => env[name])) return new (await loadUndici()).EnvHttpProxyAgent(POOL_OPTIONS)
  return new Agent(POOL_OPTIONS)
}

/** `dispatcher.request(options)`, without needing the methods undici's index adds to every dispatcher. */
export function requestThrough(dispatcher: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData> {
  return request.call(dispatcher, options)
}
