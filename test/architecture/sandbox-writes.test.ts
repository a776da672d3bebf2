import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {join, relative} from 'node:path'
import {fileURLToPath} from 'node:url'

import {describe, expect, it} from 'vitest'

// Every change the CLI makes to a running sandbox goes through its admin client. Read from the sources, each call
// that writes (any method but GET) must be listed below as one of two kinds, so a new one cannot be added unseen.
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SRC = join(ROOT, 'src')
const SERVER = join(SRC, 'sandbox', 'server')
const CLIENT = 'src/sandbox/control/admin-client.ts'

/** Changes that are what the command is for, and are never undone: nothing is restored, nothing can be restored wrongly. */
const ONE_WAY = [
  'src/commands/sandbox/deposit/expire.ts POST `/_sandbox/deposits/…/expire`',
  'src/commands/sandbox/key/rotate.ts POST `/_sandbox/merchants/…/keys/rotate`',
  "src/commands/sandbox/merchant/create.ts POST '/_sandbox/merchants'",
  'src/commands/sandbox/webhooks.ts POST `/_sandbox/deliveries/…/replay`',
  'src/commands/sandbox/withdrawal/settle.ts POST `/_sandbox/withdrawals/…/settle`',
  'src/services/trigger/deposit.ts POST `/_sandbox/deposits/…/expire`',
  'src/services/trigger/sandbox.ts POST `…/test`',
  'src/services/trigger/withdrawal.ts POST `/_sandbox/withdrawals/…/settle`',
  'src/services/webhooks/reconcile.ts POST `/_sandbox/deliveries/…/replay`',
]

/**
 * Changes undone when the command ends. Shared state may have changed meanwhile (another listener, a person), so
 * the undoing is a compare-and-set the sandbox does atomically, tested in every order in the file named.
 */
const RESTORED: Record<string, string> = {
  'src/sandbox/control/webhook-registration.ts POST listeners': 'test/services/webhook-sandbox-listeners.test.ts',
  'src/sandbox/control/webhook-registration.ts DELETE path': 'test/services/webhook-sandbox-listeners.test.ts',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return path === SERVER ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : []
  })
}

/** The arguments of the call whose `(` is at `open`, split at the commas of its own level. */
function argumentsAt(text: string, open: number): string[] {
  const args: string[] = []
  let depth = 0
  let start = open + 1
  for (let index = open; index < text.length; index++) {
    const char = text[index]!
    if ('([{'.includes(char)) depth++
    else if (')]}'.includes(char) && --depth === 0) return [...args, text.slice(start, index).trim()]
    else if (char === ',' && depth === 1) {
      args.push(text.slice(start, index).trim())
      start = index + 1
    }
  }
  throw new Error('unbalanced call')
}

/** `file METHOD path` for each admin call that writes, `${…}` in a path written `…`. */
function adminWrites(): string[] {
  const writes: string[] = []
  for (const file of sourceFiles(SRC).filter((path) => path !== CLIENT)) {
    const text = readFileSync(join(ROOT, file), 'utf8')
    for (const call of text.matchAll(/\b(?:sandboxAdmin|askSandbox)\b/g)) {
      let open = call.index + call[0].length
      if (text[open] === '<') {
        for (let depth = 0; ; open++) {
          if (text[open] === '<') depth++
          else if (text[open] === '>' && --depth === 0) break
        }
        open++
      }
      if (text[open] !== '(') continue
      const [, method, path] = argumentsAt(text, open)
      expect(method, `${file}: the method of an admin call must be written out`).toMatch(/^'[A-Z]+'$/)
      if (method !== "'GET'") writes.push(`${file} ${method!.slice(1, -1)} ${path!.replace(/\$\{[^}]*\}/g, '…')}`)
    }
  }
  return writes
}

describe('what the CLI changes in a sandbox', () => {
  it('every admin call that writes is listed as one-way or as restored by compare-and-set, and each listed one exists', () => {
    const writes = adminWrites()
    const listed = [...ONE_WAY, ...Object.keys(RESTORED)]
    expect(
      writes.filter((write) => !listed.includes(write)),
      'unlisted: classify it (a change undone later must go through registerWithSandbox)',
    ).toEqual([])
    expect(
      listed.filter((write) => !writes.includes(write)),
      'listed but gone',
    ).toEqual([])
    for (const test of Object.values(RESTORED)) expect(existsSync(join(ROOT, test)), test).toBe(true)
  })
})
