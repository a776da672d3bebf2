#!/usr/bin/env node
// The yardstick for `pay balance` and `pay deposit get`: the least a Node program can do to send one signed
// GET (the service's recipe) with the built-in fetch and print the body. It signs with node:crypto on purpose,
// not with the CLI's code, so the comparison owes nothing to the code under test.
//   BENCH_KEY_ID=unk_test_… BENCH_SECRET=… BENCH_BASE_URL=http://127.0.0.1:4010 node minimal-fetch.js /v1/balance
import {createHash, createHmac} from 'node:crypto'

const target = process.argv[2] ?? '/v1/balance'
const {BENCH_KEY_ID: keyId, BENCH_SECRET: secret, BENCH_BASE_URL: baseUrl} = process.env
const timestamp = String(Math.floor(Date.now() / 1000))
const emptyBodySha256 = createHash('sha256').update('').digest('hex')
const canonical = ['GET', target, timestamp, emptyBodySha256].join('\n')
const signature = createHmac('sha256', Buffer.from(secret, 'utf8')).update(canonical).digest('hex')

const response = await fetch(`${baseUrl}${target}`, {
  headers: {'x-api-key': keyId, 'x-signature': signature, 'x-timestamp': timestamp, accept: 'application/json'},
})
process.stdout.write(`${await response.text()}\n`)
// Ends as soon as it has printed: at a natural exit Node waited ~19 ms more (fetch's connection pool), which
// the yardstick should not count. Writes to a pipe or a file are synchronous, so nothing printed is lost.
process.exit(response.ok ? 0 : 1)
