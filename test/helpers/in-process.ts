import {fileURLToPath} from 'node:url'

import {Config} from '@oclif/core/config'

import type {PayCommand} from '../../src/cli/base-command.js'
import {expectHonestClaims} from './claims.js'
import {type CliResult, cliEnv} from './cli.js'
import {IODouble, type IODoubleOptions} from './io-double.js'
import {commandOf, expectJsonContract} from './json-contract.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export interface InProcessRun {
  env?: Record<string, string | undefined>
  stdin?: string
  tty?: IODoubleOptions['tty']
  columns?: number
  rows?: number
  /** Sees stderr as it arrives, e.g. to act on a command that is still waiting. */
  onStderr?: (soFar: string) => void
  /** Sees the IO once the command has it: to type keys, send a signal or resize while it runs. */
  whileRunning?: (io: IODouble) => void | Promise<void>
}

export interface InProcessResult extends CliResult {
  io: IODouble
  /** What run() returned: the `--json` document of a command that ended well. */
  result: unknown
}

let config: Promise<Config> | undefined

/**
 * Runs a command of `src/commands/` inside the test's process, as oclif would (flags, init, run, catch,
 * finally), with an {@link IODouble} for its streams, terminal state, exit code and signals. The environment
 * is built as for a process (no PAY_* but `env`'s, NO_COLOR unless given).
 */
export async function runInProcess(args: string[], options: InProcessRun = {}): Promise<InProcessResult> {
  const named = commandOf(args)
  if (!named) throw new Error(`no command in: pay ${args.join(' ')}`)
  const {id, argv} = named
  config ??= Config.load(ROOT)
  const {default: CommandClass} = (await import(/* @vite-ignore */ `${ROOT}src/commands/${id.replaceAll(':', '/')}.ts`)) as {
    default: new (argv: string[], config: Config) => PayCommand<never>
  }
  const command = new CommandClass(argv, await config)
  const io = new IODouble({env: cliEnv(options.env), tty: options.tty, columns: options.columns, rows: options.rows})
  Object.assign(command, {id, io})
  if (options.onStderr) io.stderr.on('text', options.onStderr)
  // Piped input is whole at once; a terminal's stays open for the keys the test types.
  if (options.stdin !== undefined || !io.stdinIsTTY) io.stdin.end(options.stdin ?? '')
  const running = (command as unknown as {_run(): Promise<unknown>})._run()
  await options.whileRunning?.(io)
  const result = await running
  const ran = {code: io.exitCode ?? 0, stdout: io.stdout.text, stderr: io.stderr.text}
  expectJsonContract(args, ran)
  expectHonestClaims(args, ran)
  return {...ran, io, result}
}
