// A DELIBERATELY WRONG webhook receiver, for `pay webhook check` to catch. Do not copy it.
//   WEBHOOK_SECRET=… node wrong-receiver.mjs [PORT]
// Its two bugs, both common: it parses the body and verifies the signature over JSON.stringify of what it
// parsed (re-serialised bytes, not the raw ones), and it does not dedupe, so a repeated event hits the unique
// key of its store and answers 500.
import {createHmac} from 'node:crypto'
import {createServer} from 'node:http'

const secret = process.env.WEBHOOK_SECRET
const store = new Map()

const server = createServer((request, response) => {
  const chunks = []
  request.on('data', (chunk) => chunks.push(chunk))
  request.on('end', () => {
    try {
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      const signature = createHmac('sha256', secret).update(JSON.stringify(event)).digest('hex') // bug 1
      if (signature !== request.headers['x-webhook-signature']) {
        response.writeHead(401).end()
        return
      }
      if (store.has(event.event_id)) throw new Error(`duplicate key ${event.event_id}`) // bug 2
      store.set(event.event_id, event)
      response.writeHead(200).end()
    } catch (error) {
      response.writeHead(500).end(String(error))
    }
  })
})

server.listen(Number(process.argv[2] ?? 3000), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}/webhooks`)
})
