import * as z from '../zod.js'

const count = z.number().int().nonnegative()

/** What `pay sync --json` prints: what it read from the service and what changed in the ledger. */
export const syncReportSchema = z.object({
  /** The ledger's file. */
  ledger: z.string(),
  /** Requests' worth read: pages of the withdrawal list, withdrawals (listed or read one by one), deposits read. */
  fetched: z.object({withdrawal_pages: count, withdrawals: count, deposits: count}),
  /** Entries the ledger did not have. */
  added: count,
  /** Entries whose status or amounts changed. */
  updated: count,
  /** Entries not final that the service no longer knows (404): left as they were. */
  not_found: z.array(z.string()),
  /** Entries not final after the sync (those from before the last test-mode reset left out). */
  still_pending: z.object({deposits: count, withdrawals: count}),
})
export type SyncReport = z.infer<typeof syncReportSchema>
