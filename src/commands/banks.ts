import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../cli/base-command.js'
import {sendingFlags} from '../cli/flags.js'
import {endpoint} from '../core/http/api.js'
import type {BankList} from '../core/schemas/bank.js'
import type {DryRunOutput} from '../core/schemas/output/cli.js'
import {loadBanks} from '../services/banks/catalog.js'
import {renderBanks} from '../ui/text/banks.js'

export default class BanksCommand extends PayCommand<typeof BanksCommand> {
  static override summary = 'List the bank codes the service accepts.'
  static override description = 'The public bank list, kept in the cache dir for the max-age the service sends (one hour).'
  static override examples = ['<%= config.bin %> banks', '<%= config.bin %> banks --refresh', '<%= config.bin %> banks --json']
  static override flags = {
    ...sendingFlags,
    refresh: Flags.boolean({description: 'Ask the service even when the cached list is still fresh.'}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../core/schemas/bank.js').then((module) => module.bankListSchema)

  async run(): Promise<BankList | DryRunOutput> {
    // A dry run shows the request a refresh would send, whatever the cache holds.
    if (this.flags['dry-run']) return this.dryRunResult(this.session.publicApi().wouldSend(endpoint.getBanks()))
    const catalog = await loadBanks({
      api: () => this.session.publicApi(),
      baseUrl: this.session.baseUrl(),
      cacheDir: this.session.options.cacheDir,
      refresh: this.flags.refresh,
    })
    this.print(() => renderBanks(catalog, this.outStyle))
    return catalog.banks
  }
}
