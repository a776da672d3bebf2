// Paired runs: the program under test and its yardsticks take turns (A B C, then B C A, …, after a warm-up of
// each), so whatever else the shared machine is doing falls on all of them alike. Each result is a ratio of
// medians.
import {runProcess} from './run-process.js'
import {round, summarize} from './stats.js'

/**
 * @param {{subject: Program, baselines: Program[], runs: number, warmup: number}} options
 *   where a Program is {label, command, args, env}
 * @returns {Promise<{subject: Stats, baselines: Array<Stats & {ratio: number, rssRatio: number | null}>}>}
 */
export async function comparePrograms({subject, baselines, runs, warmup}) {
  const programs = [subject, ...baselines]
  for (let i = 0; i < warmup; i++) for (const program of programs) await run(program)
  const samples = programs.map(() => [])
  for (let i = 0; i < runs; i++) {
    // Rotate which program goes first, so that none always follows another.
    for (let turn = 0; turn < programs.length; turn++) {
      const index = (i + turn) % programs.length
      samples[index].push(await run(programs[index]))
    }
  }
  const [subjectStats, ...baselineStats] = programs.map((program, index) => describe(program, samples[index]))
  return {
    subject: subjectStats,
    baselines: baselineStats.map((stats) => ({
      ...stats,
      ratio: round(subjectStats.ms.median / stats.ms.median, 2),
      rssRatio: subjectStats.rssKb && stats.rssKb ? round(subjectStats.rssKb.median / stats.rssKb.median, 2) : null,
    })),
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
