import * as Flags from '@oclif/core/flags'

export const sandboxDataDirFlag = {
  'data-dir': Flags.string({description: 'Sandbox data directory (default: the one the "sandbox" profile was written for, else <pay data dir>/sandbox).'}),
}
