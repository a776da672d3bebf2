import type {Session} from '../cli/session.js'
import type {BankList} from '../core/schemas/bank.js'
import {banksWithoutAsking, loadBanks} from '../services/banks/catalog.js'
import {words} from '../ui/words/active.js'

/**
 * The bank list of the service the session's credentials point at, from the cache while it is fresh. A dry run
 * never asks the service for it (it would show that lookup instead of the request it was asked for): it uses the
 * cache whatever its age, else the built-in list, and says so. Apart from Session, which every command loads, so
 * that only the commands that check a bank code load the catalog, its schema and the built-in list
 * (docs/performance.md).
 */
export async function banksFor(session: Session): Promise<BankList> {
  const {baseUrl} = session.credentials()
  const {cacheDir, dryRun, io} = session.options
  if (!dryRun) return (await loadBanks({api: () => session.api(), baseUrl, cacheDir})).banks
  const catalog = await banksWithoutAsking(cacheDir, baseUrl)
  if (catalog.source === 'built-in') {
    io.stderr.write(`${words().banks.dryRunBuiltIn}\n`)
  }
  return catalog.banks
}
