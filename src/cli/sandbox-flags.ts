import {Flags} from '@oclif/core'

export const sandboxDataDirFlag = {
  'data-dir': Flags.string({description: 'Sandbox data directory (default: $PAY_DATA_DIR/sandbox, else the data dir of pay).'}),
}
