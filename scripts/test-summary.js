#!/usr/bin/env node
// Prints the one closing line CI reads, `N passed, N failed`, from vitest's JSON reports.
//
//   node scripts/test-summary.js REPORT                one run: the line alone
//   node scripts/test-summary.js LABEL=REPORT ...      several runs: a labelled line for each, then their sum
//
// A report that is missing or empty counts as one failure: that run died before vitest could write it.
// A REPORT ending in `.status` holds the exit code of one check run outside vitest (the packed install):
// 0 counts as one passed, anything else (or no file) as one failed.
import {existsSync, readFileSync, statSync} from 'node:fs'

const runs = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=')
  return at === -1 ? {label: undefined, path: arg} : {label: arg.slice(0, at), path: arg.slice(at + 1)}
})
const counts = runs.map(({label, path}) => ({label, ...count(path)}))
if (counts.length > 1) for (const {label, ...figures} of counts) console.log(`${label ?? 'run'}: ${line(figures)}`)
console.log(
  line(
    counts.reduce((sum, run) => ({passed: sum.passed + run.passed, failed: sum.failed + run.failed, skipped: sum.skipped + run.skipped})),
  ),
)

function count(path) {
  if (path.endsWith('.status')) {
    const passed = existsSync(path) && readFileSync(path, 'utf8').trim() === '0'
    return {passed: passed ? 1 : 0, failed: passed ? 0 : 1, skipped: 0}
  }
  if (!existsSync(path) || statSync(path).size === 0) return {passed: 0, failed: 1, skipped: 0}
  const report = JSON.parse(readFileSync(path, 'utf8'))
  const failedSuites = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + failedSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  }
}

function line({passed, failed, skipped}) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`
}
