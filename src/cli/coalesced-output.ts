import {Writable} from 'node:stream'

export interface CoalescedOutput {
  /** Takes writes and passes them on, together, at most every `everyMs`. */
  stream: NodeJS.WritableStream
  /** Passes on at once what is held (before a notice that must be seen now, or an exit). */
  flush(): void
  /** Flushes and stops the timer. */
  close(): void
}

/**
 * Collects what is written and hands it to `target` in one write at most every `everyMs`: a line per row to
 * a pipe is otherwise one system call, and one wake-up of the reader, per row.
 *
 * @example const output = coalescedOutput(io.stderr, 100) // output.stream for the rows' lines; output.close() at the end
 */
export function coalescedOutput(target: NodeJS.WritableStream, everyMs: number): CoalescedOutput {
  let held: string[] = []
  const flush = () => {
    if (held.length === 0) return
    const text = held.join('')
    held = []
    target.write(text)
  }
  const timer = setInterval(flush, everyMs)
  timer.unref()
  const stream = new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      held.push(String(chunk))
      done()
    },
  })
  return {
    stream,
    flush,
    close: () => {
      clearInterval(timer)
      flush()
    },
  }
}
