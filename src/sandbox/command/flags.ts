import * as Flags from '@oclif/core/flags'

/**
 * The one flag naming a sandbox's data dir, for every command that reaches a sandbox: the `pay sandbox …`
 * commands and those that reach one with the profile's key (listen, trigger, reconcile). `--data-dir`, its
 * name on the sandbox commands before, is still accepted.
 */
export function sandboxDataDirFlag(
  description = 'Data dir of the sandbox (default: the one the profile was written for by `pay sandbox start`, else <pay data dir>/sandbox).',
) {
  return {'sandbox-data-dir': Flags.string({description, aliases: ['data-dir']})}
}
