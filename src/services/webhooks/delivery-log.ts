import {appendFile, mkdir, readFile} from 'node:fs/promises'
import {join} from 'node:path'
import type {ForwardResult, Refusal, LoggedDelivery} from '../../core/schemas/output/webhook.js'

export type {ForwardResult, Refusal, LoggedDelivery}

export const WEBHOOK_LOG_FILE = join('webhooks', 'events.jsonl')

/**
 * The local, append-only log of every webhook delivery (`<data dir>/webhooks/events.jsonl`): one JSON object
 * a line, so a crash loses at most the line being written and the file can be read with any tool.
 * @example await new DeliveryLog(dataDir).append(record); (await new DeliveryLog(dataDir).newestFirst(10))[0]
 */
export class DeliveryLog {
  readonly path: string

  constructor(dataDir: string) {
    this.path = join(dataDir, WEBHOOK_LOG_FILE)
  }

  async append(record: LoggedDelivery): Promise<void> {
    await mkdir(join(this.path, '..'), {recursive: true, mode: 0o700})
    await appendFile(this.path, `${JSON.stringify(record)}\n`, {mode: 0o600})
  }

  /** Every record, newest first; a line that is not JSON (a torn write) is skipped. */
  async newestFirst(limit = Number.POSITIVE_INFINITY): Promise<LoggedDelivery[]> {
    let text: string
    try {
      text = await readFile(this.path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const records: LoggedDelivery[] = []
    const lines = text.split('\n')
    for (let index = lines.length - 1; index >= 0 && records.length < limit; index--) {
      const record = parseLine(lines[index]!)
      if (record) records.push(record)
    }
    return records
  }

  /** The deliveries received for an event id (replays are not sources), newest first. */
  async receivedOf(eventId: string): Promise<LoggedDelivery[]> {
    return (await this.newestFirst()).filter((record) => record.source === 'listen' && record.event_id === eventId)
  }
}

function parseLine(line: string): LoggedDelivery | undefined {
  if (line.trim() === '') return undefined
  try {
    return JSON.parse(line) as LoggedDelivery
  } catch {
    return undefined
  }
}

export function bodyOf(record: LoggedDelivery): Buffer {
  return Buffer.from(record.body_base64, 'base64')
}
