import {readFile} from 'node:fs/promises'
import {join} from 'node:path'
import type {SkippedLines} from '../../core/files/json-lines.js'
import {parseJsonLines} from '../../core/files/json-lines.js'
import {timestamp} from '../../core/schemas/money.js'
import {type ForwardResult, type LoggedDelivery, loggedDeliverySchema, type Refusal} from '../../core/schemas/output/webhook.js'
import {SHORTEST_ID_PREFIX} from '../../core/text/id-prefix.js'
import {appendLogLine} from '../request-log/log-file.js'

export type {ForwardResult, LoggedDelivery, Refusal}

export const WEBHOOK_LOG_FILE = join('webhooks', 'events.jsonl')

/** A line of the log as read back: a delivery record whose time reads as a date. */
export const deliveryLogLineSchema = loggedDeliverySchema.extend({received_at: timestamp})

/**
 * The local, append-only log of every webhook delivery (`<data dir>/webhooks/events.jsonl`): one JSON object
 * a line, so a crash loses at most the line being written and the file can be read with any tool.
 * @example await new DeliveryLog(dataDir).append(record); (await new DeliveryLog(dataDir).newestFirst(10))[0]
 */
export class DeliveryLog {
  readonly path: string
  private reportedSkips = 0

  /** `onSkipped` hears of lines that are not delivery records, once each, however often the log is read. */
  constructor(
    dataDir: string,
    private readonly onSkipped?: (skipped: SkippedLines) => void,
  ) {
    this.path = join(dataDir, WEBHOOK_LOG_FILE)
  }

  /** One write per record (node's appendFile writes 512 KiB at a time, so two listeners could tear a large one); never rotated. */
  async append(record: LoggedDelivery): Promise<void> {
    appendLogLine(this.path, `${JSON.stringify(record)}\n`, Number.POSITIVE_INFINITY)
  }

  /** Every record, newest first; a line that is not a delivery record (a torn write, another shape) is skipped, and said. */
  async newestFirst(limit = Number.POSITIVE_INFINITY): Promise<LoggedDelivery[]> {
    let text: string
    try {
      text = await readFile(this.path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const {records, skipped} = parseJsonLines(text, deliveryLogLineSchema)
    if (skipped > this.reportedSkips) this.onSkipped?.({path: this.path, count: skipped, records: 'delivery'})
    this.reportedSkips = Math.max(this.reportedSkips, skipped)
    return records.reverse().slice(0, limit)
  }

  /**
   * The deliveries received for an event id (replays are not sources), newest first; for a prefix of one as a
   * narrow `webhook events` shows it ({@link SHORTEST_ID_PREFIX} characters or more), those of the events it begins: `eventIds` says which.
   */
  async receivedOf(eventId: string): Promise<{records: LoggedDelivery[]; eventIds: string[]}> {
    const received = (await this.newestFirst()).filter((record) => record.source === 'listen' && record.event_id !== null)
    const exact = received.filter((record) => record.event_id === eventId)
    if (exact.length > 0 || eventId.length < SHORTEST_ID_PREFIX) return {records: exact, eventIds: exact.length > 0 ? [eventId] : []}
    const begun = received.filter((record) => record.event_id!.startsWith(eventId))
    return {records: begun, eventIds: [...new Set(begun.map((record) => record.event_id!))]}
  }
}

export function bodyOf(record: LoggedDelivery): Buffer {
  return Buffer.from(record.body_base64, 'base64')
}
