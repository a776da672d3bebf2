// Paired runs: the program under test and its yardstick alternate (A B A B …, after a warm-up of each), so
// whatever else the shared machine is doing falls on both sides alike. The result is a ratio of medians.
import {runProcess} from './run-process.js'
import {round, summarize} from './stats.js'

/**
 * @param {{subject: Program, baseline: Program, runs: number, warmup: number}} options
 *   where a Program is {label, command, args, env}
 */
export async function comparePrograms({subject, baseline, runs, warmup}) {
  for (let i = 0; i < warmup; i++) {
    await run(subject)
    await run(baseline)
  }
  const samples = {subject: [], baseline: []}
  for (let i = 0; i < runs; i++) {
    // Alternate which side goes first, so neither always follows the other.
    const order = i % 2 === 0 ? ['subject', 'baseline'] : ['baseline', 'subject']
    for (const side of order) samples[side].push(await run(side === 'subject' ? subject : baseline))
  }
  const subjectStats = describe(subject, samples.subject)
  const baselineStats = describe(baseline, samples.baseline)
  return {
    subject: subjectStats,
    baseline: baselineStats,
    ratio: round(subjectStats.ms.median / baselineStats.ms.median, 2),
    rssRatio: subjectStats.rssKb ? round(subjectStats.rssKb.median / baselineStats.rssKb.median, 2) : null,
  }
}

function run(program) {
  return runProcess(program.command, program.args, {env: program.env})
}

function describe(program, samples) {
  const ms = summarize(samples.map((sample) => sample.ms))
  const rss = samples.every((sample) => sample.rssKb !== null) ? summarize(samples.map((sample) => sample.rssKb)) : null
  return {
    label: program.label,
    ms: {median: round(ms.median), min: round(ms.min), max: round(ms.max), runs: ms.count},
    rssKb: rss && {median: rss.median, min: rss.min, max: rss.max},
  }
}
