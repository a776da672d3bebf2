import {readFileSync} from 'node:fs'

import {shellWords} from './claims.js'

export interface ManifestFlag {
  name: string
  type: 'boolean' | 'option'
  helpValue?: string
  multiple?: boolean
  options?: string[]
}

interface ManifestCommand {
  id: string
  flags: Record<string, ManifestFlag>
  args: Record<string, {name: string; required?: boolean}>
  examples?: Array<string | {command: string}>
}

const MANIFEST = JSON.parse(readFileSync(new URL('../../oclif.manifest.json', import.meta.url), 'utf8')) as {
  commands: Record<string, ManifestCommand>
}

/** Every command of oclif.manifest.json (the commands a user has, as built), with its flags and args. */
export function manifestCommands(): ManifestCommand[] {
  return Object.values(MANIFEST.commands)
}

/** Every [command, flag] pair of the manifest whose flag passes `test`. */
export function manifestFlags(test: (flag: ManifestFlag) => boolean): Array<{command: string; flag: ManifestFlag}> {
  return manifestCommands().flatMap((command) =>
    Object.values(command.flags)
      .filter(test)
      .map((flag) => ({command: command.id, flag})),
  )
}

/**
 * The arguments of each example of a command that is one `pay …` command as written (no variable before it, no
 * redirection): how a guard runs a command it has no entry for.
 */
export function exampleRuns(command: ManifestCommand): string[][] {
  return (command.examples ?? [])
    .map((example) => shellWords((typeof example === 'string' ? example : example.command).replaceAll('<%= config.bin %>', 'pay')))
    .flatMap((words) => (words?.[0] === 'pay' ? [words.slice(1)] : []))
}
