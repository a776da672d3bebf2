import {createHash} from 'node:crypto'
import {readdirSync, readFileSync} from 'node:fs'

import {expect, it} from 'vitest'

import {en} from '../../src/ui/words/en/index.js'

// Guard (stale Thai): every English word, with the Thai written for it, is fingerprinted in
// test/ui/thai-written-for.json. When English changes (a word of the catalog, or a command's help in the manifest),
// this test fails naming what changed, until its Thai is checked and the fingerprints are written again.

interface ManifestCommand {
  summary?: string
  description?: string
  flags: Record<string, {summary?: string; description?: string}>
  args: Record<string, {description?: string}>
}

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
const manifest = read('../../oclif.manifest.json') as {commands: Record<string, ManifestCommand>}
const pkg = read('../../package.json') as {description: string; oclif: {topics?: Record<string, {description: string}>}}

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12)

/** The catalog's words by path (`withdrawal.shortfall.title`): a string as it is, a message function by its source. */
function catalogWords(value: unknown, path: string, into: Map<string, string>): void {
  if (typeof value === 'string') into.set(path, value)
  else if (typeof value === 'function') into.set(path, value.toString())
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) catalogWords(item, `${path}[${index}]`, into)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) catalogWords(item, path ? `${path}.${key}` : key, into)
}

/**
 * The words an error's entry takes from its file (a table, a helper that says part of the sentence), by `<file>
 * <name>`: catalogWords fingerprints the entry alone, by its source, which names them without their words.
 */
function errorFileWords(into: Map<string, string>): void {
  const dir = new URL('../../src/ui/words/en/', import.meta.url)
  for (const file of readdirSync(dir).filter((name) => /^errors-.+\.ts$/.test(name))) {
    const source = readFileSync(new URL(file, dir), 'utf8')
    for (const [, name, body] of source.matchAll(/^(?:export )?(?:const|function) (\w+)([\s\S]*?)(?=^\S|(?![\s\S]))/gm))
      if (!name!.endsWith('Errors')) into.set(`${file} ${name}`, body!)
  }
}

/** Help's English, from the manifest and package.json, by `help:<command> <part>`. */
function helpWords(into: Map<string, string>): void {
  into.set('help:root description', pkg.description)
  for (const [name, topic] of Object.entries(pkg.oclif.topics ?? {})) into.set(`help:topic ${name}`, topic.description)
  for (const [id, command] of Object.entries(manifest.commands)) {
    for (const part of ['summary', 'description'] as const) if (command[part]) into.set(`help:${id} ${part}`, command[part])
    for (const [name, flag] of Object.entries(command.flags)) {
      const text = [flag.summary, flag.description].filter(Boolean).join('\n')
      if (text) into.set(`help:${id} --${name}`, text)
    }
    for (const [name, arg] of Object.entries(command.args)) if (arg.description) into.set(`help:${id} ${name}`, arg.description)
  }
}

it('the Thai of every word was written for the English there is now', async () => {
  const english = new Map<string, string>()
  catalogWords(en, '', english)
  errorFileWords(english)
  helpWords(english)
  const stamps = Object.fromEntries([...english].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, text]) => [key, fingerprint(text)]))
  await expect(`${JSON.stringify(stamps, null, 2)}\n`).toMatchFileSnapshot(
    './thai-written-for.json',
    'English changed since its Thai was written: check the Thai of each entry the diff names (src/ui/words/th/, help in th/help/), then run `npx vitest run test/ui/thai-written-for.test.ts -u` to record it',
  )
})
