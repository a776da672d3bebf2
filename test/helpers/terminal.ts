import {spawn} from 'node:child_process'

import {BIN, type CliResult} from './cli.js'

export interface TerminalStep {
  /** Text to wait for in what the terminal shows. */
  waitFor: string
  /** Keys to type once it appears ("\r" is Enter). */
  send: string
}

export interface TerminalOptions {
  /** A shell command run in the same terminal after the CLI exits (e.g. `stty -a` to see the mode it left). */
  afterwards?: string
  /** The terminal's size; without it the pseudo-terminal has none and the CLI assumes 80×24. */
  size?: {columns: number; rows: number}
}

/**
 * Runs the CLI in a real pseudo-terminal (`script` from util-linux) and types each step's keys once its text
 * appears; returns everything the terminal showed, and the CLI's exit code. The environment gets no PAY_*
 * variable but `env`'s.
 */
export function runInTerminal(
  args: string[],
  env: Record<string, string>,
  steps: TerminalStep[],
  options: TerminalOptions = {},
): Promise<CliResult> {
  const cli = [process.execPath, BIN, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ')
  const sized = options.size ? `stty cols ${options.size.columns} rows ${options.size.rows}; ${cli}` : cli
  const command = options.afterwards ? `${sized}; code=$?; ${options.afterwards}; exit $code` : sized
  const childEnv: Record<string, string> = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !name.startsWith('PAY_') && name !== 'NODE_ENV') childEnv[name] = value
  }
  // No update check unless a test asks for one: it would look at the registry, beyond loopback. A person's
  // terminal, not a CI job's (the suite itself may run with CI set), unless the test says otherwise.
  Object.assign(childEnv, {NO_COLOR: '1', TERM: 'xterm', PAY_NO_UPDATE_NOTIFIER: '1', CI: 'false'}, env)
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qefc', command, '/dev/null'], {env: childEnv, stdio: ['pipe', 'pipe', 'pipe']})
    let output = ''
    let next = 0
    let searchFrom = 0
    // Before the test's own 30 s timeout, so that a hang fails with what the terminal showed.
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000)
    // Decoded as a stream: a character split between two reads (▀ is three bytes) must not become two U+FFFD.
    child.stdout.setEncoding('utf8')
    child.stderr.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      output += chunk
      // Several steps may be met by one chunk: a screen drawn at once after a write holds them all.
      for (let step = steps[next], found = -1; step && (found = output.indexOf(step.waitFor, searchFrom)) >= 0; step = steps[next]) {
        searchFrom = found + step.waitFor.length
        next++
        child.stdin.write(step.send)
      }
    })
    child.stderr.on('data', (chunk: string) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({code: code ?? -1, stdout: output, stderr: ''})
    })
  })
}

/** Runs the CLI in a pseudo-terminal and answers `answer` once `prompt` appears in its output. */
export async function answerInTerminal(
  home: {env: Record<string, string>},
  args: string[],
  prompt: string,
  answer: string,
): Promise<CliResult & {prompted: boolean}> {
  const result = await runInTerminal(args, home.env, [{waitFor: prompt, send: answer}])
  return {...result, prompted: result.stdout.includes(prompt)}
}
