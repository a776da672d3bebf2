import type {Command} from '@oclif/core/command'
import {join} from 'node:path'

import {PayCommand} from './base-command.js'

/** Base of the `pay sandbox …` commands: where the sandbox keeps its data. */
export abstract class SandboxCommand<T extends typeof Command> extends PayCommand<T> {
  protected get sandboxDataDir(): string {
    const flag = (this.flags as {'data-dir'?: string})['data-dir']
    return flag ?? join(this.session.options.dataDir, 'sandbox')
  }
}
