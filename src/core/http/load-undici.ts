import type Undici from 'undici'

/**
 * The whole of undici, for the few commands that need more than the signing client (the sandbox's admin
 * calls, webhook forwarding). Loaded on demand to keep it off every start. Through `default`: in the bundle a
 * CommonJS module imported on demand has no named exports.
 */
export async function loadUndici(): Promise<typeof Undici> {
  return (await import('undici')).default
}
