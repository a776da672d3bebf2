import * as Flags from '@oclif/core/flags'

export const sandboxDataDirFlag = {
  'data-dir': Flags.string({
    description: 'Sandbox data directory (default: the one the "sandbox" profile was written for, else <pay data dir>/sandbox).',
  }),
}

/** Which sandbox the commands that reach one with the profile's key (listen, trigger, reconcile) look for. */
export const sandboxTargetFlag = {
  'sandbox-data-dir': Flags.string({
    description:
      'Data dir of the sandbox (default: the one the profile was written for by `pay sandbox start`, else <pay data dir>/sandbox).',
  }),
}
