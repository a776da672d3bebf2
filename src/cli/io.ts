import {words} from '../ui/words/active.js'

/**
 * The streams a command talks through and what they are attached to. Behaviour that differs on and off a
 * terminal asks this object, never `process` directly, so both paths can be tested.
 */
export interface IO {
  stdin: NodeJS.ReadableStream
  stdout: NodeJS.WritableStream
  stderr: NodeJS.WritableStream
  stdinIsTTY: boolean
  stdoutIsTTY: boolean
  stderrIsTTY: boolean
  env: NodeJS.ProcessEnv
  /** The code the process ends with once the command is over (set by the base command alone). */
  setExitCode(code: number): void
  /** Calls `handler` once, on the first of these signals; returns what stops listening. */
  onSignal(signals: NodeJS.Signals[], handler: (signal: NodeJS.Signals) => void): () => void
  /** Ends the process at once with this code (a second Ctrl-C, a stop from the service manager); exit handlers still run. */
  exitNow(code: number): never
}

export function processIO(): IO {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    stdinIsTTY: Boolean(process.stdin.isTTY),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    env: process.env,
    setExitCode: (code) => {
      process.exitCode = code
    },
    exitNow: (code) => process.exit(code),
    onSignal: (signals, handler) => {
      const stop = () => {
        for (const signal of signals) process.off(signal, once)
      }
      const once = (signal: NodeJS.Signals) => {
        stop()
        handler(signal)
      }
      for (const signal of signals) process.on(signal, once)
      return stop
    },
  }
}

/** Resolves on the first of these signals (Ctrl-C, a stop from the service manager). */
export function untilSignal(io: IO, signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM']): Promise<NodeJS.Signals> {
  return new Promise((resolve) => io.onSignal(signals, resolve))
}

/** CI is set (to anything but '' or 'false'), as CI services do. */
export function runsInCI(env: NodeJS.ProcessEnv): boolean {
  return env.CI !== undefined && env.CI !== '' && env.CI !== 'false'
}

/**
 * Why nothing can be asked, or undefined when a person can answer: prompts need a TTY on stdin and on stderr
 * (where prompts are drawn), no --no-input, and no CI. A CI job may be given a terminal that nobody watches,
 * so with CI set there are no prompts and no live views at all (docs/cli-decisions.md), whatever the streams are.
 */
export function whyNoPrompt(io: IO, noInput: boolean): NoPrompt | undefined {
  if (noInput) return 'no-input'
  if (!io.stdinIsTTY || !io.stderrIsTTY) return 'no-terminal'
  if (runsInCI(io.env)) return 'ci'
  return undefined
}

export type NoPrompt = 'no-input' | 'ci' | 'no-terminal'

/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org) or TERM is dumb. */
export function colorEnabled(io: IO, streamIsTTY: boolean): boolean {
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false
  if (io.env.FORCE_COLOR !== undefined && io.env.FORCE_COLOR !== '0') return true
  return streamIsTTY && io.env.TERM !== 'dumb'
}

/** The columns of the terminal stdout is, to wrap long sentences to; undefined when it is a pipe or a file (nothing wraps). */
export function stdoutColumns(io: IO): number | undefined {
  return io.stdoutIsTTY ? (io.stdout as NodeJS.WriteStream).columns || 80 : undefined
}

/** The columns of the terminal stderr is, to wrap notes and errors to; undefined when it is a pipe or a file. */
export function stderrColumns(io: IO): number | undefined {
  return io.stderrIsTTY ? (io.stderr as NodeJS.WriteStream).columns || 80 : undefined
}

/** Reads all of stdin as bytes (for `--secret-stdin`, `-d -`, a webhook body). */
export async function readAllStdin(io: IO): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of io.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string))
  return Buffer.concat(chunks)
}

/** Prompts drawn on stderr so that stdout keeps only the result. */
export function promptContext(io: IO): {input: NodeJS.ReadStream; output: NodeJS.WriteStream} {
  return {input: io.stdin as NodeJS.ReadStream, output: io.stderr as NodeJS.WriteStream}
}

/** A yes/no question, default no, whose answer is echoed in the run's language (not the library's Yes/No). */
export async function confirmInWords(message: string, context: {input?: NodeJS.ReadStream; output: NodeJS.WriteStream}): Promise<boolean> {
  const {confirm} = await import('@inquirer/prompts')
  return confirm({message, default: false, transformer: (yes) => words().notices.prompts.answer(yes)}, context)
}
