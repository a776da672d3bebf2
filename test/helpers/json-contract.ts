import {readFileSync} from 'node:fs'

import {Ajv2020, type ValidateFunction} from 'ajv/dist/2020.js'

import type {CliResult} from './cli.js'

const MANIFEST = JSON.parse(readFileSync(new URL('../../oclif.manifest.json', import.meta.url), 'utf8')) as {
  commands: Record<string, {aliases?: string[]}>
}
/** Each alias (`withdrawal:batch:status`) to the id of its command. */
const ALIASES = new Map(Object.entries(MANIFEST.commands).flatMap(([id, command]) => (command.aliases ?? []).map((alias) => [alias, id])))
const ajv = new Ajv2020({allErrors: true, strict: false})
const validators = new Map<string, {validate: ValidateFunction; jsonLines: boolean}>()

/** The command an argv names (the longest leading words the manifest lists, an alias as its command), and the rest. */
export function commandOf(args: string[]): {id: string; argv: string[]} | undefined {
  for (let words = args.length; words > 0; words--) {
    const id = args.slice(0, words).join(':')
    const command = id in MANIFEST.commands ? id : ALIASES.get(id)
    if (command) return {id: command, argv: args.slice(words)}
  }
  return undefined
}

function validatorOf(id: string): {validate: ValidateFunction; jsonLines: boolean} {
  let validator = validators.get(id)
  if (!validator) {
    const schema = JSON.parse(readFileSync(new URL(`../../schemas/${id.replaceAll(':', '-')}.schema.json`, import.meta.url), 'utf8')) as {
      'x-json-lines'?: boolean
    }
    validator = {validate: ajv.compile(schema), jsonLines: schema['x-json-lines'] === true}
    validators.set(id, validator)
  }
  return validator
}

/**
 * Checks what a `--json` run printed against the command's published JSON Schema (schemas/): one document, or
 * one a line for a command that prints NDJSON. Every end-to-end run with --json goes through it, so a change of
 * output that the schema does not allow fails the test that saw it. A run that was killed is not checked.
 */
export function expectJsonContract(args: string[], result: CliResult): void {
  if (!args.includes('--json') || args.includes('--help') || result.code === -1) return
  const command = commandOf(args)
  if (!command) return
  const {validate, jsonLines} = validatorOf(command.id)
  const documents = jsonLines ? result.stdout.split('\n').filter((line) => line.trim() !== '') : [result.stdout]
  for (const text of documents) {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      throw new Error(`pay ${args.join(' ')} --json printed what is not JSON (exit ${result.code}):\n${text.slice(0, 400)}`)
    }
    if (!validate(value)) {
      throw new Error(
        `pay ${args.join(' ')}: --json output breaks schemas/${command.id.replaceAll(':', '-')}.schema.json:\n${ajv.errorsText(validate.errors, {separator: '\n'})}\n${text.slice(0, 400)}`,
      )
    }
  }
}
