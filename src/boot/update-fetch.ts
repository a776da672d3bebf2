import {randomBytes} from 'node:crypto'
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs'
import {dirname} from 'node:path'

import type {UpdateCheck} from '../services/updates/notice.js'

/** The registry's answer for one version is a few KiB; past this it is not that answer, and is not read on. */
const MAX_ANSWER_BYTES = 1024 * 1024

/**
 * The daily look at the registry, run as its own detached process by the update notifier so that no command
 * waits for it: `node update-fetch.js REGISTRY PACKAGE CACHE_FILE`. It writes what it found (or, offline,
 * only when it looked) and never prints anything.
 */
async function main([registry, name, cacheFile]: string[]): Promise<void> {
  if (!registry || !name || !cacheFile) return
  const check: UpdateCheck = {checked_at: new Date().toISOString()}
  try {
    const answer = await fetch(
      new URL(`${encodeURIComponent(name).replace('%40', '@')}/latest`, registry.endsWith('/') ? registry : `${registry}/`),
      {
        signal: AbortSignal.timeout(5000),
        headers: {accept: 'application/json'},
      },
    )
    const {version} = JSON.parse(await cappedText(answer)) as {version?: unknown}
    if (answer.ok && typeof version === 'string') check.latest = version
  } catch {
    // Offline or refused: the notifier stays silent, and looks again tomorrow.
  }
  // The notifier marked when it last announced; a look that dropped that would announce again the same day.
  const notifiedAt = earlierNotice(cacheFile)
  if (notifiedAt) check.notified_at = notifiedAt
  mkdirSync(dirname(cacheFile), {recursive: true})
  // A name nobody can guess, created with `wx`: never through a link planted at it (src/core/files/replace-file.ts).
  const temporary = `${cacheFile}.${process.pid}-${randomBytes(8).toString('hex')}.tmp`
  writeFileSync(temporary, JSON.stringify(check), {flag: 'wx'})
  renameSync(temporary, cacheFile)
}

/** The answer's body as text, refused past MAX_ANSWER_BYTES (the signal still bounds its time). */
async function cappedText(answer: Response): Promise<string> {
  const chunks: Uint8Array[] = []
  let length = 0
  for await (const chunk of answer.body ?? []) {
    length += chunk.length
    if (length > MAX_ANSWER_BYTES) throw new Error('answer too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function earlierNotice(cacheFile: string): string | undefined {
  try {
    const {notified_at: notifiedAt} = JSON.parse(readFileSync(cacheFile, 'utf8')) as {notified_at?: unknown}
    return typeof notifiedAt === 'string' ? notifiedAt : undefined
  } catch {
    return undefined
  }
}

await main(process.argv.slice(2)).catch(() => undefined)
