#!/usr/bin/env node
// Prints the one closing line CI reads, `N passed, N failed`, from vitest's JSON report.
import {readFileSync} from 'node:fs'

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const skipped = report.numPendingTests + report.numTodoTests
const failedSuites = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length
const failed = report.numFailedTests + failedSuites
console.log(`${report.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
