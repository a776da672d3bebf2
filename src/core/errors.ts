import type {ErrorFacts} from './error-facts.js'

/**
 * One family of errors, each carrying its exit code (docs/configuration.md, Exit codes) and a line on what to do next.
 * They are thrown where a problem is found and printed in exactly one place (the base command).
 */

export const ExitCode = {
  ok: 0,
  requestFailed: 1,
  invalidInput: 2,
  authentication: 3,
  badOutcome: 4,
  /** Ctrl-C in a live view: the shell's convention for a process ended by SIGINT (128 + 2). */
  interrupted: 130,
  /** SIGTERM (128 + 15), from a service manager or `kill`. */
  terminated: 143,
} as const
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode]

export interface PayErrorOptions {
  code?: string
  /** One sentence on what to do next. */
  tryMessage?: string
  status?: number
  requestId?: string
  details?: Record<string, unknown>
  /** The Idempotency-Key of a money-moving request, printed so the operator can retry it by hand. */
  idempotencyKey?: string
  cause?: unknown
  /** The message and next step in the run's language, for people; `--json` keeps the English message (docs/thai.md). */
  spoken?: {message: string; tryMessage?: string}
  /** What was found, as facts: the catalog says them (src/ui/words/{en,th}/errors.ts). */
  facts?: ErrorFacts
}

type Said = {message: string; tryMessage?: string}

let sayInEnglish: (facts: ErrorFacts) => Said = (facts) => ({message: facts.code})

/**
 * How an error made of facts gets its English, the words of `--json` and of the files pay writes: the word
 * catalog's (`sayErrorFacts`, src/ui/words/active.ts), which the command runtime hands here when it loads, since core imports
 * no words. An error's sentences live in the catalog alone.
 */
export function sayErrorsInEnglishWith(say: (facts: ErrorFacts) => Said): void {
  sayInEnglish = say
}

/** The English of `facts`, as an error made of them says it. */
export function inEnglish(facts: ErrorFacts): Said {
  return sayInEnglish(facts)
}

export class PayError extends Error {
  readonly exitCode: ExitCode
  readonly code: string
  /** Mutable, like idempotencyKey: a caller that knows the context better may give a better next step. */
  tryMessage?: string
  readonly status?: number
  readonly requestId?: string
  readonly details?: Record<string, unknown>
  idempotencyKey?: string
  /** The command line that sends the same request again with its Idempotency-Key, set by the base command. */
  retryCommand?: string
  readonly spoken?: {message: string; tryMessage?: string}
  /** Mutable with tryMessage, which it says in the run's language (`adviseInstead` changes both). */
  facts?: ErrorFacts

  /** `what`: the facts found, said by the catalog; or a text pay did not write (the service's, the system's). */
  constructor(what: string | ErrorFacts, exitCode: ExitCode, options: PayErrorOptions = {}) {
    const english = typeof what === 'string' ? {message: what} : sayInEnglish(what)
    super(english.message, options.cause === undefined ? undefined : {cause: options.cause})
    this.name = new.target.name
    this.exitCode = exitCode
    this.code = options.code ?? 'ERROR'
    this.tryMessage = options.tryMessage ?? english.tryMessage
    this.status = options.status
    this.requestId = options.requestId
    this.details = options.details
    this.idempotencyKey = options.idempotencyKey
    this.spoken = options.spoken
    this.facts = typeof what === 'string' ? options.facts : what
  }
}

/** Input refused before anything was sent (exit 2). */
export class InputError extends PayError {
  constructor(what: string | ErrorFacts, options: PayErrorOptions = {}) {
    super(what, ExitCode.invalidInput, {code: 'INVALID_INPUT', ...options})
  }
}

/** Missing or refused credentials (exit 3). */
export class AuthError extends PayError {
  constructor(what: string | ErrorFacts, options: PayErrorOptions = {}) {
    super(what, ExitCode.authentication, {code: 'UNAUTHORIZED', ...options})
  }
}

/** Refused by the four-eyes controls: a policy's approvals or limits, before anything is sent (exit 3). */
export class PolicyError extends PayError {
  constructor(what: string | ErrorFacts, options: PayErrorOptions = {}) {
    super(what, ExitCode.authentication, {code: 'POLICY_REFUSED', ...options})
  }
}

/** The service answered with its error envelope (exit 1, or 3 for a 401). */
export class ApiError extends PayError {
  constructor(what: string | ErrorFacts, options: PayErrorOptions & {status: number; code: string}) {
    super(what, options.status === 401 ? ExitCode.authentication : ExitCode.requestFailed, options)
  }
}

/** The request never got an answer: connection refused, reset, timed out (exit 1). */
export class NetworkError extends PayError {
  constructor(
    what: string | ErrorFacts,
    options: PayErrorOptions = {},
    /** No connection was made, so nothing of the request left the machine: never "may or may not have been processed". */
    readonly notSent = false,
  ) {
    super(what, ExitCode.requestFailed, {code: 'NETWORK_ERROR', ...options})
  }
}

/**
 * A request stopped by Ctrl-C (exit 130) or SIGTERM (exit 143) before its answer came: it may or may not have
 * been processed, so it carries its Idempotency-Key like a timeout.
 */
export class InterruptedError extends PayError {
  constructor(what: string | ErrorFacts, signal: string, options: PayErrorOptions = {}) {
    super(what, signal === 'SIGTERM' ? ExitCode.terminated : ExitCode.interrupted, {code: 'INTERRUPTED', ...options})
  }
}

/** A watched object ended badly, or a signature was found invalid (exit 4). */
export class OutcomeError extends PayError {
  constructor(what: string | ErrorFacts, options: PayErrorOptions = {}) {
    super(what, ExitCode.badOutcome, {code: 'BAD_OUTCOME', ...options})
  }
}

/**
 * A command that ran to its end with a result whose outcome is not a success (a deposit that expired, a batch
 * with failed rows, a key the service refused): the result is still the output, the `--json` document
 * included, and the exit code says how it ended. Commands throw it instead of setting the exit code, so exit
 * codes come from the error family alone; the base command prints the result and sets the code.
 */
export class OutcomeExit<T = unknown> extends PayError {
  constructor(
    readonly result: T,
    exitCode: ExitCode,
  ) {
    super(`ended with exit code ${exitCode}`, exitCode, {code: 'OUTCOME'})
  }
}

/** A failure another try may not meet: no answer, a 5xx, or 429. */
export function isTransientError(error: unknown): boolean {
  if (error instanceof NetworkError) return true
  return error instanceof ApiError && error.status !== undefined && (error.status >= 500 || error.status === 429)
}

/** The JSON form of an error on stdout under `--json` (docs/json-output.md). Never holds a secret. */
export function errorToJson(error: PayError): {error: Record<string, unknown>} {
  return {
    error: {
      code: error.code,
      message: error.message,
      request_id: error.requestId ?? null,
      status: error.status ?? null,
      ...(error.idempotencyKey ? {idempotency_key: error.idempotencyKey} : {}),
      ...(error.retryCommand ? {retry_command: error.retryCommand} : {}),
      ...(error.details ? {details: error.details} : {}),
    },
  }
}
