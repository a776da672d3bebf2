import type {Command} from '@oclif/core/command'
import {sandboxDataDirs} from '../sandbox/control/profile.js'
import {PayCommand} from './base-command.js'

/** Base of the `pay sandbox …` commands: where the sandbox keeps its data. */
export abstract class SandboxCommand<T extends typeof Command> extends PayCommand<T> {
  /** --sandbox-data-dir, else the data dir the `sandbox` profile was written for, else the default. */
  protected get sandboxDataDir(): string {
    const flag = (this.flags as {'sandbox-data-dir'?: string})['sandbox-data-dir']
    return flag ?? sandboxDataDirs(this.session.store(), this.session.options.dataDir)[0]!
  }
}
