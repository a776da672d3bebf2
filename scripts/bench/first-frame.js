// Time to the first frame of `pay deposit watch` on a pseudo-terminal: `script` (util-linux) gives the CLI a
// real pty; the clock stops at the first output that shows the deposit (its status or the amount to pay).
import {spawn} from 'node:child_process'

import {round, summarize} from './stats.js'

const ANSI = /\u001B\[[0-?]*[ -/]*[@-~]|\u001B\][^\u0007]*\u0007/g

/**
 * @param {{command: string, env: object, marker: RegExp, runs: number, warmup: number, timeoutMs?: number}} options
 *   command is the whole shell command line run under the pty.
 */
export async function measureFirstFrame({command, env, marker, runs, warmup, timeoutMs = 10_000}) {
  for (let i = 0; i < warmup; i++) await firstFrameOnce(command, env, marker, timeoutMs)
  const samples = []
  for (let i = 0; i < runs; i++) samples.push(await firstFrameOnce(command, env, marker, timeoutMs))
  const ms = summarize(samples)
  return {median: round(ms.median), min: round(ms.min), max: round(ms.max), runs: ms.count}
}

function firstFrameOnce(command, env, marker, timeoutMs) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    // Its own process group, so the CLI under `script` is stopped with it.
    const child = spawn('script', ['-qefc', command, '/dev/null'], {env, stdio: ['pipe', 'pipe', 'pipe'], detached: true})
    let screen = ''
    let settled = false
    const finish = (error, ms) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      if (error) reject(error)
      else resolve(ms)
    }
    const timer = setTimeout(() => finish(new Error(`no frame within ${timeoutMs} ms; the screen was: ${screen.slice(-300)}`)), timeoutMs)
    child.stdout.on('data', (chunk) => {
      screen += chunk.toString('utf8').replace(ANSI, '')
      if (marker.test(screen)) finish(undefined, Number(process.hrtime.bigint() - started) / 1e6)
    })
    child.on('error', (error) => finish(error))
    child.on('close', (code) => finish(new Error(`exited ${code} before its first frame; the screen was: ${screen.slice(-300)}`)))
  })
}
