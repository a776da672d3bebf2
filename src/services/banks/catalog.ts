import {createHash} from 'node:crypto'
import {mkdir} from 'node:fs/promises'
import {dirname, join} from 'node:path'
import {thaiBankList} from '../../core/banks/thai-banks.js'
import {readJsonDocument} from '../../core/files/json-lines.js'
import {replaceFile} from '../../core/files/replace-file.js'
import type {PayApi} from '../../core/http/api.js'
import {serviceIdentity} from '../../core/http/url-input.js'
import {type BankList, bankListSchema} from '../../core/schemas/bank.js'
import {timestamp} from '../../core/schemas/money.js'
import * as z from '../../core/schemas/zod-mini.js'

export const DEFAULT_BANK_LIST_MAX_AGE_SECONDS = 3600

export interface BankCatalog {
  banks: BankList
  source: 'cache' | 'service' | 'built-in'
  fetchedAt: string
  maxAgeSeconds: number
}

export interface LoadBanksOptions {
  api: () => PayApi
  baseUrl: string
  cacheDir: string
  /** Ignore a fresh cache and ask the service. */
  refresh?: boolean
  now?: number
}

/** The cache file: a document that does not fit is no cache, and the list is fetched again over it. */
export const bankCacheFileSchema = z.object({
  base_url: z.string(),
  fetched_at: timestamp,
  max_age: z.int().check(z.nonnegative()),
  banks: bankListSchema,
})
type CacheFile = z.infer<typeof bankCacheFileSchema>

/**
 * The public bank list, cached in the cache dir for the max-age the service sends.
 * One cache file per base URL, so the sandbox and the live service never mix.
 */
export async function loadBanks(options: LoadBanksOptions): Promise<BankCatalog> {
  const now = options.now ?? Date.now()
  const path = bankCachePath(options.cacheDir, options.baseUrl)
  if (!options.refresh) {
    const cached = await readCache(path)
    if (cached && isFresh(cached, now)) return cached
  }
  const {data, response} = await options.api().getBanks()
  const catalog: BankCatalog = {
    banks: data,
    source: 'service',
    fetchedAt: new Date(now).toISOString(),
    maxAgeSeconds: maxAgeOf(response.headers['cache-control']),
  }
  await writeCache(path, options.baseUrl, catalog)
  return catalog
}

/**
 * The list without asking the service, for a dry run, which sends nothing: the cached list whatever its age,
 * else pay's built-in copy of the Thai bank list.
 */
export async function banksWithoutAsking(cacheDir: string, baseUrl: string): Promise<BankCatalog> {
  return (
    (await readCachedBanks(cacheDir, baseUrl)) ?? {
      banks: thaiBankList(),
      source: 'built-in',
      fetchedAt: new Date(0).toISOString(),
      maxAgeSeconds: 0,
    }
  )
}

/** The cached list whatever its age, or undefined (for `pay doctor` and offline checks). */
export async function readCachedBanks(cacheDir: string, baseUrl: string): Promise<BankCatalog | undefined> {
  return readCache(bankCachePath(cacheDir, baseUrl))
}

export function isFresh(catalog: Pick<BankCatalog, 'fetchedAt' | 'maxAgeSeconds'>, now: number): boolean {
  return now - Date.parse(catalog.fetchedAt) < catalog.maxAgeSeconds * 1000
}

/** One cache per service: base URLs that name the same service ({@link serviceIdentity}) share it. */
export function bankCachePath(cacheDir: string, baseUrl: string): string {
  const id = createHash('sha256').update(serviceIdentity(baseUrl)).digest('hex').slice(0, 16)
  return join(cacheDir, `banks-${id}.json`)
}

function maxAgeOf(cacheControl: string | undefined): number {
  const match = /max-age=(\d+)/.exec(cacheControl ?? '')
  return match ? Number(match[1]) : DEFAULT_BANK_LIST_MAX_AGE_SECONDS
}

async function readCache(path: string): Promise<BankCatalog | undefined> {
  const file = readJsonDocument(path, bankCacheFileSchema)
  return file && {banks: file.banks, source: 'cache', fetchedAt: file.fetched_at, maxAgeSeconds: file.max_age}
}

async function writeCache(path: string, baseUrl: string, catalog: BankCatalog): Promise<void> {
  const file: CacheFile = {base_url: baseUrl, fetched_at: catalog.fetchedAt, max_age: catalog.maxAgeSeconds, banks: catalog.banks}
  await mkdir(dirname(path), {recursive: true})
  const {withFileLock} = await import('../../core/files/file-lock.js')
  await withFileLock(path, () => replaceFile(path, JSON.stringify(file)))
}

/** What `banksFor` needs of a command's session: where its service is, its API, and whether this is a dry run. */
export interface BankSource {
  credentials(): {baseUrl: string}
  api(): PayApi
  options: {cacheDir: string; dryRun: boolean; onBuiltInBanks?: () => void}
}

/**
 * The bank list of the service the session's credentials point at, from the cache while it is fresh. A dry run
 * never asks the service for it (it would show that lookup instead of the request it was asked for): it uses the
 * cache whatever its age, else the built-in list, and says so (`onBuiltInBanks`). Apart from the session, which
 * every command loads, so that only the commands that check a bank code load the catalog, its schema and the
 * built-in list (docs/performance.md).
 */
export async function banksFor(session: BankSource): Promise<BankList> {
  const {baseUrl} = session.credentials()
  const {cacheDir, dryRun} = session.options
  if (!dryRun) return (await loadBanks({api: () => session.api(), baseUrl, cacheDir})).banks
  const catalog = await banksWithoutAsking(cacheDir, baseUrl)
  if (catalog.source === 'built-in') session.options.onBuiltInBanks?.()
  return catalog.banks
}
