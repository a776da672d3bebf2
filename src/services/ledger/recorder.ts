import {PayError} from '../../core/errors.js'
import {parseWireMoney} from '../../core/money/money.js'
import {eventObjectId, type WebhookEvent, webhookEventSchema} from '../../core/schemas/webhook-event.js'
import {GATHER_MS, type LedgerScope, ledgerPath} from './files.js'
import {type Ledger, openLedger} from './ledger.js'
import {journalEntry, type LedgerEntry, type LedgerKind, NOTHING, type Seen} from './seen.js'

export interface LedgerRecorderOptions {
  scope: LedgerScope
  /** Told once, the first time the ledger cannot be written: the command's outcome stands, it goes on. */
  onFailure: (error: Error, path: string) => void
}

/**
 * Keeps the ledger of one profile and mode up to date with what a process sees for longer than a moment (the
 * session leaves what a shorter command saw in the ledger's inbox, and loads this only after GATHER_MS or for a
 * delivery or a batch's journal). What it is told is gathered for GATHER_MS and written in one transaction, the
 * file held only for that (one process at a time holds it on Node 20); an entry recorded as it already is, as a
 * watch sees it poll after poll, is not written again.
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

  /** Writes what is pending now (the session's close, at the latest); resolves when it is written (or its failure told). */
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
        ledger.recordSeen(batch)
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

/**
 * What a webhook delivery tells the ledger (only one whose signature was checked is given here): a credited
 * deposit with what it put in the wallet, and the statuses the other events name.
 */
function seenInEvent(event: WebhookEvent, at: string): Seen {
  switch (event.event_type) {
    case 'deposit.success': {
      const entry: LedgerEntry = {
        kind: 'deposit',
        id: event.deposit_id,
        reference: event.user_ref ?? null,
        amount: parseWireMoney(event.amount),
        fee: null,
        credited: parseWireMoney(event.credited_amount),
        status: 'CREDITED',
        createdAt: at,
        settledAt: at,
        origin: 'seen',
      }
      return {...NOTHING, entries: [entry]}
    }
    case 'deposit.expired': {
      const id = eventObjectId(event)
      return id ? {...NOTHING, statuses: [{kind: 'deposit', id, status: 'EXPIRED', at}]} : NOTHING
    }
    case 'withdrawal.success':
    case 'withdrawal.failed':
    case 'withdrawal.rejected':
      return {...NOTHING, statuses: [{kind: 'withdrawal', id: event.withdrawal_id, status: WITHDRAWAL_EVENT_STATUS[event.event_type], at}]}
    default:
      return NOTHING
  }
}

const WITHDRAWAL_EVENT_STATUS = {'withdrawal.success': 'SUCCESS', 'withdrawal.failed': 'FAILED', 'withdrawal.rejected': 'REJECTED'}

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
