import * as Flags from '@oclif/core/flags'

export const sandboxDataDirFlag = {
  'data-dir': Flags.string({description: 'Sandbox data directory (default: $PAY_DATA_DIR/sandbox, else the data dir of pay).'}),
}
