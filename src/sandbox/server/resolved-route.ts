import type {FastifyRequest} from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `public`: answered without a signature (the bank list). Routes under /_sandbox/ are the admin API's. */
    access?: 'public'
  }
}

/**
 * Who may reach a request's handler, decided by the route the router resolved, never by how the target is
 * spelled: `/%761/balance` and `http://host/v1/balance` reach the same handler as `/v1/balance`, so they meet
 * the same gate. A target that resolves to no route is signed when its decoded path is under /v1/ (so an
 * unsigned caller learns nothing of which paths exist), and open otherwise (a plain 404).
 */
export type Access = 'signed' | 'public' | 'admin' | 'open'

export function accessOf(request: FastifyRequest): Access {
  if (request.is404) return decodedPath(request.url).startsWith('/v1/') ? 'signed' : 'open'
  if (request.routeOptions.url!.startsWith('/_sandbox/')) return 'admin'
  return request.routeOptions.config.access ?? 'signed'
}

/**
 * The path of the resolved route with its parameters as the router decoded them: one spelling for every
 * encoding of the same target, so that an Idempotency-Key is scoped to what the request does.
 */
export function resolvedRoutePath(request: FastifyRequest): string {
  const params = request.params as Record<string, string>
  return request.routeOptions.url!.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '')
}

/** The path of a request target (origin-form or absolute-form) without its query, percent-decoded where it can be. */
export function decodedPath(target: string): string {
  const path = /^[a-z][a-z\d+.-]*:\/\//i.test(target) && URL.canParse(target) ? new URL(target).pathname : target.split('?')[0]!
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
