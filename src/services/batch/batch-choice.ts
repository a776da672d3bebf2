import {InputError} from '../../core/errors.js'
import {sameService} from '../../core/http/url-input.js'
import {batchIdOf} from './batch-identity.js'
import {claimedWithdrawals, earlierPayments, possiblyPaid} from './earlier-payments.js'
import {type BatchRecord, type JournalContents, type JournalRecord, journalPath} from './journal.js'
import {headerOf, type JournalAccount, type StoredJournal} from './journal-dir.js'
import {carryOver, legacyJournalOf, type UncheckedJournal, uncheckedJournals} from './legacy-journal.js'
import type {PayoutFile} from './payout-file.js'
import {planRows, type RowPlan, unrecordedSince} from './resume-plan.js'

/** Which batch a run continues or starts, and what it does with each row. */
export interface BatchChoice {
  batchId: string
  generation: number
  journal: string
  /** The records of the batch's earlier runs; empty for a new batch. */
  records: JournalRecord[]
  /** The journal exists already: it is continued. */
  continued: boolean
  /** The journal as read, when it exists. */
  existing?: JournalContents
  /** Records carried over from a legacy journal of these very bytes, to be written as this batch's journal first. */
  carriedOver?: JournalRecord[]
  plans: RowPlan[]
  /** Withdrawals recorded by any batch of this service and mode: a lookup never matches them to a row. */
  claimed: Set<string>
  /** Legacy journals of this path whose payments cannot be matched to rows (empty with --pay-again). */
  unchecked: UncheckedJournal[]
}

export interface BatchChoiceOptions {
  dataDir: string
  account: JournalAccount
  payAgain: boolean
  now: number
}

/**
 * The batch of a file's rows: the latest batch of the same rows (their content id, however the file is
 * formatted), or the legacy journal of the same bytes carried over, or a new batch. Rows paid by another
 * batch of the same service and mode are planned `already_paid`, unless `payAgain`. With `payAgain`, a
 * batch with nothing left to send is paid once more as a new batch (`<content id>-<n>`), which is itself
 * resumed by later runs.
 *
 * @example chooseBatch(file, await readJournals(dataDir), {dataDir, account, payAgain: false, now: Date.now()}) // {batchId: '3b1c…', generation: 1, plans: […], …}
 */
export function chooseBatch(file: PayoutFile, journals: StoredJournal[], options: BatchChoiceOptions): BatchChoice {
  const latest = journals
    .map((journal) => ({journal, header: headerOf(journal)}))
    .filter(({journal, header}) => !journal.contents.legacy && header?.content_id === file.contentId)
    .sort((a, b) => (a.header!.generation ?? 1) - (b.header!.generation ?? 1))
    .at(-1)
  const existing = latest?.journal.contents as JournalContents | undefined
  const legacy = latest ? undefined : legacyJournalOf(journals, file)
  const carriedOver = legacy && carryOver(legacy, file)
  const records = existing?.records ?? carriedOver ?? []
  const generation = latest?.header?.generation ?? 1
  const header = records.find((record): record is BatchRecord => record.type === 'batch')
  if (header) checkAccount(header, options.account, (latest?.journal ?? legacy)!.path)
  const unchecked = options.payAgain ? [] : uncheckedJournals(journals, {file: file.path, account: options.account, except: legacy})

  const choose = (generation: number, records: JournalRecord[], found: Pick<BatchChoice, 'existing' | 'carriedOver'>): BatchChoice => {
    const batchId = batchIdOf(file.contentId, generation)
    const others = {currentBatchId: batchId, account: options.account}
    const payoutIdOfRow = new Map(file.payouts.map((payout) => [payout.rowId, payout.payoutId]))
    const plans = planRows(file.payouts, records, {
      batchId,
      now: options.now,
      earlier: options.payAgain ? undefined : earlierPayments(journals, others),
      possiblyPaid: options.payAgain ? undefined : possiblyPaid(journals, {...others, payoutIdOfRow}),
      unrecordedSince: found.existing && unrecordedSince(found.existing),
    })
    const claimed = claimedWithdrawals(journals, others)
    for (const record of records) if (record.type === 'done') claimed.add(record.withdrawal_id)
    const journal = journalPath(options.dataDir, batchId)
    return {batchId, generation, journal, records, continued: records.length > 0, ...found, plans, claimed, unchecked}
  }
  const choice = choose(generation, records, {existing, carriedOver})
  const leftToSend = choice.plans.some((plan) => plan.kind === 'send' || plan.kind === 'lookup' || plan.kind === 'possibly_paid')
  return options.payAgain && choice.continued && !leftToSend ? choose(generation + 1, [], {}) : choice
}

function checkAccount(header: BatchRecord, account: JournalAccount, path: string): void {
  if (sameService(header.base_url, account.baseUrl) && header.mode === account.mode) return
  throw new InputError(
    {
      code: 'journal-other-account',
      path,
      mode: header.mode,
      baseUrl: header.base_url,
      currentMode: account.mode,
      currentBaseUrl: account.baseUrl,
    },
    {code: 'JOURNAL_OTHER_ACCOUNT'},
  )
}
