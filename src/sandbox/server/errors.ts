/** An error the sandbox answers with the service's error envelope. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string | number>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const UNAUTHORIZED_MESSAGE = 'invalid or missing authentication'

export const unauthorized = () => new SandboxError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE)
export const notFound = () => new SandboxError(404, 'NOT_FOUND', 'resource not found')
export const validation = (message: string) => new SandboxError(422, 'VALIDATION', message)

export function errorBody(error: SandboxError, requestId: string): {error: Record<string, unknown>} {
  return {error: {code: error.code, message: error.message, request_id: requestId, ...(error.details ? {details: error.details} : {})}}
}

/** The sandbox's report of an unexpected error: one block on stderr (the detached sandbox's log). */
export function reportToStderr(error: unknown, requestId?: string): void {
  const where = requestId ? ` (request ${requestId})` : ''
  process.stderr.write(`sandbox: internal error${where}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
}
