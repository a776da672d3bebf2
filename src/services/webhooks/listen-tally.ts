import type {LoggedDelivery} from './delivery-log.js'

/** What became of the deliveries a listener took in, for the sentence it stops with. */
export interface ListenTally {
  /** Every delivery taken in (a POST whose body was read), whatever became of it. */
  received: number
  /** Forwarded, and the app answered 2xx. */
  accepted: number
  /** Forwarded, and the app answered something else. */
  appRefused: number
  /** Forwarded, and no answer came from the app: it could not be reached, or took too long. */
  noAnswer: number
  /** Answered by the listener and forwarded nowhere: not verified, a loop, or it could not be kept (500). */
  refused: number
  /** Taken in, and not done with (still being forwarded) when the listener stopped. */
  pending: number
  duplicates: number
  /** Of event types not picked (--events): answered 200 and logged, not forwarded. */
  filtered: number
}

/** Counts each delivery when it arrives and again when it is done with, so that one still out is counted too. */
export class DeliveryTally {
  private arrivals = 0
  private done = 0
  private readonly counted = {accepted: 0, appRefused: 0, noAnswer: 0, refused: 0, duplicates: 0, filtered: 0}

  arrived(): void {
    this.arrivals++
  }

  /** A delivery done with: logged, answered, and forwarded when it was to be. */
  handled(record: LoggedDelivery): void {
    this.done++
    if (record.duplicate) this.counted.duplicates++
    if (record.filtered) this.counted.filtered++
    else if (record.refused) this.counted.refused++
    else if (record.forward) this.counted[forwardOutcome(record.forward.status)]++
  }

  /** A delivery taken in that the listener failed to keep: answered 500. */
  notKept(): void {
    this.done++
    this.counted.refused++
  }

  tally(): ListenTally {
    return {...this.counted, received: this.arrivals, pending: Math.max(0, this.arrivals - this.done)}
  }
}

function forwardOutcome(status: number | null): 'accepted' | 'appRefused' | 'noAnswer' {
  if (status === null) return 'noAnswer'
  return status >= 200 && status <= 299 ? 'accepted' : 'appRefused'
}
