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
  }
}

/** Prompts need a person at a terminal: a TTY on stdin and on stderr (where prompts are drawn). */
export function canPrompt(io: IO, noInput: boolean): boolean {
  return !noInput && io.stdinIsTTY && io.stderrIsTTY
}

/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org) or TERM is dumb. */
export function colorEnabled(io: IO, streamIsTTY: boolean): boolean {
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false
  if (io.env.FORCE_COLOR !== undefined && io.env.FORCE_COLOR !== '0') return true
  return streamIsTTY && io.env.TERM !== 'dumb'
}

/** Reads all of stdin as bytes (for `--secret-stdin`, `-d -`, a webhook body). */
export async function readAllStdin(io: IO): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of io.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string))
  return Buffer.concat(chunks)
}
