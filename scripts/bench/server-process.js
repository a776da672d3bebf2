// Starts one of the bench's servers as a child process and waits for the JSON line it prints when ready.
import {spawn} from 'node:child_process'
import {fileURLToPath} from 'node:url'

/** @returns {Promise<{info: object, stop: () => Promise<void>}>} */
export function startServerProcess(scriptName, {readyTimeoutMs = 30_000} = {}) {
  const script = fileURLToPath(new URL(scriptName, import.meta.url))
  const child = spawn(process.execPath, [script], {stdio: ['ignore', 'pipe', 'inherit']})
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  return new Promise((resolve, reject) => {
    let buffered = ''
    const timer = setTimeout(() => fail(new Error(`${scriptName} did not start within ${readyTimeoutMs} ms`)), readyTimeoutMs)
    const fail = (error) => {
      clearTimeout(timer)
      stop().then(() => reject(error))
    }
    const exitedEarly = (code) => fail(new Error(`${scriptName} exited ${code} before it was ready`))
    child.once('exit', exitedEarly)
    child.stdout.on('data', (chunk) => {
      buffered += chunk
      const newline = buffered.indexOf('\n')
      if (newline === -1) return
      clearTimeout(timer)
      child.off('exit', exitedEarly)
      child.stdout.removeAllListeners('data')
      child.stdout.resume()
      resolve({info: JSON.parse(buffered.slice(0, newline)), stop})
    })
  })
}
