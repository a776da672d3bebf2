// Runs one program as a child process and measures it: wall time from spawn to exit, and peak resident set
// size through GNU time (`/usr/bin/time -f %M`) when the machine has it.
import {spawn} from 'node:child_process'
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

const GNU_TIME = '/usr/bin/time'
export const canMeasureRss = existsSync(GNU_TIME)
const rssDir = mkdtempSync(join(tmpdir(), 'pay-bench-rss-'))
process.on('exit', () => rmSync(rssDir, {recursive: true, force: true}))

/**
 * One run of `command args` with `env`; rejects when it exits non-zero (a failing run is not a data point).
 * Resolves {ms, rssKb, stdout}; rssKb is null without GNU time.
 */
export function runProcess(command, args, {env = process.env, timeoutMs = 30_000} = {}) {
  const rssFile = join(rssDir, 'rss')
  const [file, argv] = canMeasureRss ? [GNU_TIME, ['-f', '%M', '-o', rssFile, command, ...args]] : [command, args]
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const child = spawn(file, argv, {env, stdio: ['ignore', 'pipe', 'pipe']})
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('error', reject)
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      clearTimeout(timer)
      if (code !== 0) return reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${stderr.trim().slice(0, 500)}`))
      const rssKb = canMeasureRss ? Number.parseInt(readFileSync(rssFile, 'utf8').trim().split('\n').at(-1), 10) : null
      resolve({ms, rssKb, stdout})
    })
  })
}
