#!/usr/bin/env node
// Writes schemas/<command>.schema.json for every command in oclif.manifest.json, from the zod schema each
// command's OUTPUT_SCHEMA loads (src/cli/base-command.ts) (the built commands in dist/). With --check it writes nothing and
// fails when a committed file differs or is missing, or a command declares no schema (docs/json-output.md).
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {pathToFileURL} from 'node:url'

import {toJSONSchema} from 'zod'

const check = process.argv.includes('--check')
const DIR = 'schemas'
const manifest = JSON.parse(readFileSync('oclif.manifest.json', 'utf8'))
const {cliErrorSchema, dryRunOutputSchema} = await import(pathToFileURL('dist/core/schemas/output/cli.js').href)
const {JSON_LINES, OUTPUT_SCHEMA} = await import(pathToFileURL('dist/cli/base-command.js').href)

/** A zod schema as a JSON Schema of draft 2020-12, without its own `$schema` line. */
function jsonSchemaOf(schema, title) {
  const {$schema: _, ...rest} = toJSONSchema(schema, {target: 'draft-2020-12', io: 'output', unrepresentable: 'any'})
  return {title, ...rest}
}

const expected = new Map()
const missing = []
for (const [id, command] of Object.entries(manifest.commands)) {
  // oclif's own `help` and `autocomplete` have no --json, so no output to describe.
  if (!('json' in command.flags)) continue
  const words = id.split(':')
  const {default: Command} = await import(pathToFileURL(`${join('dist', 'commands', ...words)}.js`).href)
  if (typeof Command[OUTPUT_SCHEMA] !== 'function') {
    missing.push(`pay ${words.join(' ')}`)
    continue
  }
  const forms = [jsonSchemaOf(await Command[OUTPUT_SCHEMA](), 'result'), jsonSchemaOf(cliErrorSchema, 'error')]
  if ('dry-run' in command.flags) forms.push(jsonSchemaOf(dryRunOutputSchema, 'dry run'))
  const lines = Command[JSON_LINES] ? ' Printed as one JSON document a line (NDJSON), each line a result.' : ''
  const document = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `pay ${words.join(' ')} --json`,
    description:
      `${command.summary ?? command.description ?? ''}${lines} On failure the error envelope, with the exit code of docs/configuration.md's table.`.trim(),
    ...(Command[JSON_LINES] ? {'x-json-lines': true} : {}),
    anyOf: forms,
  }
  expected.set(`${words.join('-')}.schema.json`, `${JSON.stringify(document, null, 2)}\n`)
}
if (missing.length > 0) {
  console.error(
    `No output schema on: ${missing.join(', ')}. Declare \`static override [OUTPUT_SCHEMA] = () => import('…').then((module) => module.xSchema)\`, the loader of the zod schema of run()'s result.`,
  )
  process.exit(1)
}

const present = existsSync(DIR) ? readdirSync(DIR).filter((name) => name.endsWith('.schema.json')) : []
if (check) {
  const stale = [...expected]
    .filter(([name, text]) => !present.includes(name) || readFileSync(join(DIR, name), 'utf8') !== text)
    .map(([name]) => name)
  const extra = present.filter((name) => !expected.has(name))
  if (stale.length > 0 || extra.length > 0) {
    console.error(`schemas/ is out of date: ${[...stale, ...extra.map((name) => `${name} (no such command)`)].join(', ')}`)
    console.error('Run `npm run build && npm run schemas` and commit schemas/.')
    process.exit(1)
  }
  console.log(`schemas/ matches the ${expected.size} commands.`)
} else {
  mkdirSync(DIR, {recursive: true})
  for (const name of present) if (!expected.has(name)) rmSync(join(DIR, name))
  for (const [name, text] of expected) writeFileSync(join(DIR, name), text)
  console.log(`wrote ${expected.size} JSON Schemas to ${DIR}/`)
}
