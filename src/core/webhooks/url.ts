import {isPlainHttpBeyondThisMachine} from '../http/loopback.js'

/**
 * A webhook URL as the service takes it (the service's portal refuses anything but https): https
 * to any host, plain http only to this machine (an address of 127.0.0.0/8 or ::1, or a name that resolves only
 * to them: `isThisMachine`), where a local receiver such as `pay webhook listen` has no certificate. No
 * user:password part, which would put a secret in every log.
 * @example await webhookUrlProblem('http://example.com/hook') // 'plain-http'
 */
export async function webhookUrlProblem(text: string): Promise<WebhookUrlProblem | undefined> {
  const url = URL.canParse(text) ? new URL(text) : undefined
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return 'not-http'
  if (url.username || url.password) return 'user-info'
  if (await isPlainHttpBeyondThisMachine(url)) return 'plain-http'
  return undefined
}

/** Why a webhook URL is refused: not http(s), a user:password part, or plain http to another machine. */
export type WebhookUrlProblem = 'not-http' | 'user-info' | 'plain-http'
