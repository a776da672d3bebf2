import {PayError} from '../../core/errors.js'
import {webhookEventSchema} from '../../core/schemas/webhook-event.js'
import {inboxOf, type Seen, writeInbox} from './inbox.js'
import {type Ledger, type LedgerEntry, type LedgerKind, type LedgerScope, ledgerPath, ledgerScopeOf, openLedger} from './ledger.js'
import {type AnsweredRequest, journalEntry, seenInAnswer, seenInEvent} from './seen.js'

export interface LedgerRecorderOptions {
  scope: LedgerScope
  /** Told once, the first time the ledger cannot be written: the command's outcome stands, it goes on. */
  onFailure: (error: Error, path: string) => void
}

/**
 * What arrives within this long (a batch's rows, a list's pages, a watch's polls) is written in one transaction. A
 * command that ends sooner leaves it in the ledger's inbox when its session closes, after its output, and opens no
 * SQLite (on Node 20, WebAssembly: a few hundred milliseconds).
 */
const GATHER_MS = 1000

/**
 * Keeps the ledger of one profile and mode up to date with what a process sees. What it is told is gathered for
 * a moment and written in one transaction, the file held only for that (one process at a time holds it on Node 20);
 * an entry recorded as it already is, as a watch sees it poll after poll, is not written again. A command that
 * ends before its first write to the ledger (a short one: `deposit get`) leaves what it saw in the ledger's inbox
 * instead (inbox.ts), which the next opening of the ledger records.
 */
export class LedgerRecorder {
  private pending: Seen[] = []
  private timer?: NodeJS.Timeout
  private writing: Promise<void> = Promise.resolve()
  private failed = false
  /** Set when a write to the ledger itself begins: from then on, what is pending at the end goes there too. */
  private wroteLedger = false
  private readonly written = new Map<string, string>()

  constructor(private readonly options: LedgerRecorderOptions) {}

  /** A 2xx answer of a deposit, withdrawal or test-money endpoint, as the client got it at `at`. */
  async noteAnswer(request: AnsweredRequest, bodyText: string, at: string): Promise<void> {
    this.note(await seenInAnswer(request, bodyText, at))
  }

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

  /**
   * What is pending when the command ends (its session closes): left in the ledger's inbox when this recorder never
   * began a write to the ledger, written to the ledger as flush() does when it has. Resolves when it is written (or
   * its failure told).
   */
  close(): Promise<void> {
    if (this.wroteLedger) return this.flush()
    clearTimeout(this.timer)
    this.timer = undefined
    const batch = this.pending.splice(0)
    if (batch.length > 0) this.writing = this.writing.then(() => this.leaveInInbox(batch))
    return this.writing
  }

  private async write(batch: Seen[]): Promise<void> {
    this.wroteLedger = true
    try {
      const ledger = await openLedger(this.options.scope)
      try {
        ledger.recordSeen(batch)
      } finally {
        ledger.close()
      }
      for (const entry of batch.flatMap((seen) => seen.entries)) this.written.set(`${entry.kind}:${entry.id}`, what(entry))
    } catch (error) {
      this.fail(error, ledgerPath(this.options.scope))
    }
  }

  private leaveInInbox(batch: Seen[]): void {
    const path = ledgerPath(this.options.scope)
    try {
      writeInbox(path, batch)
    } catch (error) {
      this.fail(error, inboxOf(path))
    }
  }

  private fail(error: unknown, path: string): void {
    if (this.failed) return
    this.failed = true
    this.options.onFailure(error instanceof Error ? error : new Error(String(error)), path)
  }
}

/** The recorder of the ledger of `credentials` under `dataDir`: what the session loads, once, to record answers. */
export function ledgerRecorderFor(
  dataDir: string,
  credentials: Parameters<typeof ledgerScopeOf>[1],
  onFailure: LedgerRecorderOptions['onFailure'],
): LedgerRecorder {
  return new LedgerRecorder({scope: ledgerScopeOf(dataDir, credentials), onFailure})
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
