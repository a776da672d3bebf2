// The sandbox's throughput against a bare node:http server: signed GET /v1/balance at concurrency 16,
// rounds alternating between the two servers after a short warm-up of each.
import {runLoad} from './load.js'
import {signedHeaders} from './signed-headers.js'
import {round, summarize} from './stats.js'

const TARGET = '/v1/balance'

/**
 * @param {{sandboxUrl: string, key: {key_id: string, secret: string}, bareUrl: string, rounds: number,
 *   requests: number, connections: number, maxMs: number}} options
 */
export async function compareThroughput({sandboxUrl, key, bareUrl, rounds, requests, connections, maxMs}) {
  const sides = {
    subject: {label: 'sandbox', baseUrl: sandboxUrl},
    baseline: {label: 'bare node:http', baseUrl: bareUrl},
  }
  const load = (side, count) =>
    runLoad({baseUrl: side.baseUrl, target: TARGET, headers: () => signedHeaders(key, 'GET', TARGET), connections, requests: count, maxMs})
  const warmup = Math.max(connections, Math.round(requests / 10))
  await load(sides.subject, warmup)
  await load(sides.baseline, warmup)
  const results = {subject: [], baseline: []}
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? ['subject', 'baseline'] : ['baseline', 'subject']
    for (const name of order) results[name].push(await load(sides[name], requests))
  }
  const subject = describe(sides.subject.label, results.subject)
  const baseline = describe(sides.baseline.label, results.baseline)
  return {subject, baseline, ratio: round(subject.requestsPerSecond.median / baseline.requestsPerSecond.median, 2)}
}

function describe(label, rounds) {
  const perSecond = summarize(rounds.map((result) => result.requestsPerSecond))
  return {
    label,
    requestsPerSecond: {median: perSecond.median, min: perSecond.min, max: perSecond.max, rounds: rounds.length},
    p50Ms: summarize(rounds.map((result) => result.p50Ms)).median,
    p99Ms: summarize(rounds.map((result) => result.p99Ms)).median,
    requests: rounds.reduce((sum, result) => sum + result.requests, 0),
    errors: rounds.reduce((sum, result) => sum + result.errors, 0),
  }
}
