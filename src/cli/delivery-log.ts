import {DeliveryLog} from '../services/webhooks/delivery-log.js'
import type {Session} from './session.js'

/**
 * The webhook delivery log of the session's data dir; lines it skips are said through onSkippedLines. Apart
 * from Session, which every command loads, so that only the commands reading deliveries load the log and
 * build its schemas (docs/performance.md).
 */
export function deliveryLogOf(session: Session): DeliveryLog {
  return new DeliveryLog(session.options.dataDir, session.options.onSkippedLines)
}
