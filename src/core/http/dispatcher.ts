import type Undici from 'undici'
import type {Dispatcher} from 'undici'
import request from 'undici/lib/api/api-request.js'
import Agent from 'undici/lib/dispatcher/agent.js'
import {readProxySettings} from './proxy-settings.js'

const POOL_OPTIONS = {keepAliveTimeout: 10_000}

/**
 * The keep-alive pool of a client. undici's index also loads fetch, WebSocket, EventSource, caches and
 * mocks: about 50 ms of every start. Without a proxy the client needs only undici's Agent and its request
 * function, so those come from their own modules (a build fails if undici ever moves them). With a proxy
 * variable set, the whole of undici is loaded for EnvHttpProxyAgent, which needs the methods undici's index
 * adds to every dispatcher and applies NO_PROXY per request. The proxies are read here, from `env`, and a proxy
 * undici could not use throws at once (an InputError: nothing was sent), before any promise.
 */
export function openPool(env: NodeJS.ProcessEnv = process.env): Promise<Dispatcher> {
  const {http, https, noProxy} = readProxySettings(env)
  if (!https) return Promise.resolve(new Agent(POOL_OPTIONS))
  // Empty, undici sends https through the http proxy, as the environment says.
  const proxies = {httpProxy: http?.value ?? '', httpsProxy: https === http ? '' : https.value, noProxy}
  return loadUndici().then(({EnvHttpProxyAgent}) => new EnvHttpProxyAgent({...POOL_OPTIONS, ...proxies}))
}

/** `dispatcher.request(options)`, without needing the methods undici's index adds to every dispatcher. */
export function requestThrough(dispatcher: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData> {
  return request.call(dispatcher, options)
}

/**
 * The whole of undici, for the few commands that need more than the signing client (the sandbox's admin
 * calls, webhook forwarding). Loaded on demand to keep it off every start. Through `default`: in the bundle a
 * CommonJS module imported on demand has no named exports.
 */
export async function loadUndici(): Promise<typeof Undici> {
  return (await import('undici')).default
}
