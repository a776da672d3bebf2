import {PassThrough, Writable} from 'node:stream'
import {StringDecoder} from 'node:string_decoder'

import type {IO} from '../../src/cli/io.js'

/** An output stream that keeps what is written; on a "terminal" it has a size, as Ink and the layouts read it. */
export class CapturedOutput extends Writable {
  text = ''
  readonly isTTY: boolean
  columns: number
  rows: number
  private readonly decoder = new StringDecoder('utf8')

  constructor(options: {tty: boolean; columns?: number; rows?: number}) {
    super({decodeStrings: false})
    this.isTTY = options.tty
    this.columns = options.columns ?? 80
    this.rows = options.rows ?? 24
  }

  override _write(chunk: string | Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.text += typeof chunk === 'string' ? chunk : this.decoder.write(chunk)
    this.emit('text', this.text)
    callback()
  }

  /**
   * Never closed, like process.stdout and stderr: a prompt that pipes its own stream into this one and ends it
   * (@inquirer does, on Ctrl-C) must not end what the command writes next.
   */
  override end(...args: unknown[]): this {
    const chunk = typeof args[0] === 'function' ? undefined : args[0]
    if (chunk !== undefined && chunk !== null) this.write(chunk as string)
    ;(args.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.()
    return this
  }

  /** The terminal is resized, as a person dragging its window would. */
  resize(columns: number, rows: number): void {
    this.columns = columns
    this.rows = rows
    this.emit('resize')
  }
}

/** Thrown by {@link IODouble.exitNow} in place of ending the test's process. */
export class ExitedNow extends Error {
  constructor(readonly code: number) {
    super(`exited with ${code}`)
  }
}

/** A keyboard: keys are pushed as a terminal in raw mode sends them ("\r" is Enter, "\u0003" Ctrl-C). */
export class TypedInput extends PassThrough {
  readonly isTTY: boolean
  isRaw = false

  constructor(tty: boolean) {
    super()
    this.isTTY = tty
  }

  setRawMode(raw: boolean): this {
    this.isRaw = raw
    return this
  }

  ref(): this {
    return this
  }

  unref(): this {
    return this
  }
}

export interface IODoubleOptions {
  env: NodeJS.ProcessEnv
  /** Which ends are terminals: all three, none, or each. */
  tty?: boolean | {stdin?: boolean; stdout?: boolean; stderr?: boolean}
  columns?: number
  rows?: number
}

/**
 * The IO a command gets in an in-process test: what it writes is kept, stdin is fed by the test, the exit
 * code is kept instead of set on the test's process, and signals are sent by the test.
 */
export class IODouble implements IO {
  readonly stdin: TypedInput
  readonly stdout: CapturedOutput
  readonly stderr: CapturedOutput
  readonly stdinIsTTY: boolean
  readonly stdoutIsTTY: boolean
  readonly stderrIsTTY: boolean
  readonly env: NodeJS.ProcessEnv
  exitCode: number | undefined
  private readonly listeners = new Set<{signals: NodeJS.Signals[]; handler: (signal: NodeJS.Signals) => void}>()

  constructor(options: IODoubleOptions) {
    const tty = typeof options.tty === 'object' ? options.tty : {stdin: options.tty, stdout: options.tty, stderr: options.tty}
    this.stdinIsTTY = Boolean(tty.stdin)
    this.stdoutIsTTY = Boolean(tty.stdout)
    this.stderrIsTTY = Boolean(tty.stderr)
    this.stdin = new TypedInput(this.stdinIsTTY)
    this.stdout = new CapturedOutput({tty: this.stdoutIsTTY, columns: options.columns, rows: options.rows})
    this.stderr = new CapturedOutput({tty: this.stderrIsTTY, columns: options.columns, rows: options.rows})
    this.env = options.env
  }

  setExitCode(code: number): void {
    this.exitCode = code
  }

  /** The command asked to end the process: kept as the exit code, and the command stops where it is. */
  exitNow(code: number): never {
    this.exitCode = code
    throw new ExitedNow(code)
  }

  onSignal(signals: NodeJS.Signals[], handler: (signal: NodeJS.Signals) => void): () => void {
    const listener = {signals, handler}
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Delivers a signal to whoever listens for it, once, as the process's handlers would get it. */
  signal(name: NodeJS.Signals): boolean {
    const listening = [...this.listeners].filter((listener) => listener.signals.includes(name))
    for (const listener of listening) {
      this.listeners.delete(listener)
      listener.handler(name)
    }
    return listening.length > 0
  }
}
