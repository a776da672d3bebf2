// A closed-loop load generator: `connections` workers on one undici Pool, each sending its next request as
// soon as the previous answer is read, until `requests` answers or `maxMs` have passed.
import {Pool} from 'undici'

import {percentile, round} from './stats.js'

/**
 * @param {{baseUrl: string, target: string, headers: () => object, connections: number, requests: number, maxMs: number}} options
 * @returns {Promise<{requests: number, errors: number, requestsPerSecond: number, p50Ms: number, p99Ms: number}>}
 */
export async function runLoad({baseUrl, target, headers, connections, requests, maxMs}) {
  const pool = new Pool(baseUrl, {connections, pipelining: 1})
  const latencies = []
  let started = 0
  let errors = 0
  const deadline = performance.now() + maxMs
  const worker = async () => {
    while (started < requests && performance.now() < deadline) {
      started++
      const sent = performance.now()
      try {
        const answer = await pool.request({method: 'GET', path: target, headers: headers()})
        await answer.body.dump()
        if (answer.statusCode === 200) latencies.push(performance.now() - sent)
        else errors++
      } catch {
        errors++
      }
    }
  }
  const began = performance.now()
  await Promise.all(Array.from({length: connections}, worker))
  const seconds = (performance.now() - began) / 1000
  await pool.close()
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: round(latencies.length / seconds, 0),
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
  }
}
