import {PayError} from '../../core/errors.js'
import {webhookEventSchema} from '../../core/schemas/webhook-event.js'
import {isFinalStatus, type Ledger, type LedgerEntry, type LedgerKind, type LedgerScope, ledgerPath, openLedger} from './ledger.js'
import {journalEntry, type Seen, seenInEvent} from './seen.js'

export interface LedgerRecorderOptions {
  scope: LedgerScope
  /** Told once, the first time the ledger cannot be written: the command's outcome stands, it goes on. */
  onFailure: (error: Error, path: string) => void
}

/**
 * What arrives within this long (a batch's rows, a list's pages, a watch's polls) is written in one transaction. A
 * command that ends sooner has it written when its session closes, after its output: on Node 20 opening SQLite
 * (WebAssembly) costs a few hundred milliseconds, which never delays what the command prints.
 */
const GATHER_MS = 1000

/**
 * Keeps the ledger of one profile and mode up to date with what a process sees. What it is told is gathered for
 * a moment and written in one transaction, the file held only for that (one process at a time holds it on Node 20);
 * an entry recorded as it already is, as a watch sees it poll after poll, is not written again.
 */
export class LedgerRecorder {
  private pending: Seen[] = []
  private timer?: NodeJS.Timeout
  private writing: Promise<void> = Promise.resolve()
  private failed = false
  private readonly written = new Map<string, string>()

  constructor(private readonly options: LedgerRecorderOptions) {}

  note(seen: Seen): void {
    const entries = seen.entries.filter((entry) => this.written.get(`${entry.kind}:${entry.id}`) !== what(entry))
    if (entries.length === 0 && seen.statuses.length === 0 && seen.resetAt === undefined) return
    this.pending.push({...seen, entries})
    this.timer ??= setTimeout(() => void this.flush(), GATHER_MS)
  }

  /**
   * A webhook delivery pay received (`webhook listen`), given only when its signature was checked: a forged one
   * must not reach the books. A body that is not one of the service's events tells nothing.
   */
  noteDelivery(event: unknown, receivedAt: string): void {
    const parsed = webhookEventSchema.safeParse(event)
    if (parsed.success) this.note(seenInEvent(parsed.data, receivedAt))
  }

  /** The withdrawals a batch's journal says this pay made, each with its row's reference. */
  noteJournal(outcomes: Array<{done: Parameters<typeof journalEntry>[0]; reference: string | null}>): void {
    this.note({entries: outcomes.map(({done, reference}) => journalEntry(done, reference)), statuses: []})
  }

  /** Writes what is pending now; resolves when it is written (or its failure told). */
  flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    const batch = this.pending.splice(0)
    if (batch.length > 0) this.writing = this.writing.then(() => this.write(batch))
    return this.writing
  }

  private async write(batch: Seen[]): Promise<void> {
    try {
      const ledger = await openLedger(this.options.scope)
      try {
        ledger.recordAll(
          (function* () {
            for (const seen of batch) {
              yield* seen.entries
              for (const {kind, id, status, at} of seen.statuses) {
                const known = knownEntry(ledger, kind, id)
                if (known) yield {...known, status, settledAt: isFinalStatus(kind, status) ? at : null} satisfies LedgerEntry
              }
            }
          })(),
        )
        for (const seen of batch) if (seen.resetAt !== undefined) ledger.recordReset(seen.resetAt)
      } finally {
        ledger.close()
      }
      for (const entry of batch.flatMap((seen) => seen.entries)) this.written.set(`${entry.kind}:${entry.id}`, what(entry))
    } catch (error) {
      if (this.failed) return
      this.failed = true
      this.options.onFailure(error instanceof Error ? error : new Error(String(error)), ledgerPath(this.options.scope))
    }
  }
}

/** What an entry says beside its times, which the ledger keeps from the first record anyway. */
export function what(entry: LedgerEntry): string {
  return JSON.stringify([entry.status, entry.amount, entry.fee, entry.credited, entry.reference, entry.origin])
}

/** The entry of (kind, id); one damaged in the file is left as it is, for its readers to report. */
export function knownEntry(ledger: Ledger, kind: LedgerKind, id: string): LedgerEntry | undefined {
  try {
    return ledger.get(kind, id)
  } catch (error) {
    if (error instanceof PayError) return undefined
    throw error
  }
}
