import {readFileSync} from 'node:fs'

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
