// A minimal correct webhook receiver for the UnknownPay service, with node:http and nothing else.
//   WEBHOOK_SECRET=… node node-receiver.mjs [PORT]      (PORT 0 picks a free one; it prints the URL)
// It verifies X-Webhook-Signature over the raw bytes before parsing, in constant time; answers 2xx at once and
// does the work after; drops an event it has already handled (by event_id); and ignores types it does not know.
import {createHmac, timingSafeEqual} from 'node:crypto'
import {createServer} from 'node:http'

const secret = process.env.WEBHOOK_SECRET
if (!secret) throw new Error('Set WEBHOOK_SECRET to the webhook secret from the portal.')

const handled = new Set() // in production: a table with event_id as its primary key

function signatureMatches(rawBody, header) {
  if (typeof header !== 'string' || !/^[0-9a-f]{64}$/.test(header)) return false
  const expected = createHmac('sha256', secret).update(rawBody).digest()
  return timingSafeEqual(expected, Buffer.from(header, 'hex'))
}

function handle(event) {
  if (handled.has(event.event_id)) return // a retry or a replay: already done
  handled.add(event.event_id)
  // deposit.success: credit the order event.user_ref with event.credited_amount;
  // withdrawal.refunded may arrive before its failed/rejected: reconcile by withdrawal_id;
  // a type added later is ignored.
}

const server = createServer((request, response) => {
  const chunks = []
  request.on('data', (chunk) => chunks.push(chunk))
  request.on('end', () => {
    const rawBody = Buffer.concat(chunks)
    if (request.method !== 'POST' || !signatureMatches(rawBody, request.headers['x-webhook-signature'])) {
      response.writeHead(401).end()
      return
    }
    let event
    try {
      event = JSON.parse(rawBody.toString('utf8'))
    } catch {
      response.writeHead(400).end()
      return
    }
    response.writeHead(200).end()
    setImmediate(() => handle(event))
  })
})

server.listen(Number(process.argv[2] ?? 3000), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}/webhooks`)
})
