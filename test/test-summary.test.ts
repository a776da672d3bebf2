// scripts/test-summary.js, the closing line of .ci/run: one run, or several runs and their sum.
import {execFile} from 'node:child_process'
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {promisify} from 'node:util'

import {afterAll, describe, expect, it} from 'vitest'

const SUMMARY = fileURLToPath(new URL('../scripts/test-summary.js', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'pay-test-summary-'))
afterAll(() => rmSync(dir, {recursive: true, force: true}))

/** A vitest JSON report: `files` lists each test file's number of tests and whether it failed. */
function report(
  name: string,
  figures: {passed: number; failed: number; skipped: number; files: Array<{failed: boolean; tests: number}>},
): string {
  const path = join(dir, name)
  writeFileSync(
    path,
    JSON.stringify({
      numPassedTests: figures.passed,
      numFailedTests: figures.failed,
      numPendingTests: figures.skipped,
      numTodoTests: 0,
      testResults: figures.files.map((file) => ({
        status: file.failed ? 'failed' : 'passed',
        assertionResults: Array.from({length: file.tests}, () => ({})),
      })),
    }),
  )
  return path
}

const summary = async (...args: string[]) => (await promisify(execFile)(process.execPath, [SUMMARY, ...args])).stdout

describe('the closing line of CI', () => {
  const first = report('first.json', {
    passed: 10,
    failed: 1,
    skipped: 0,
    files: [
      {failed: true, tests: 3},
      {failed: true, tests: 0},
    ],
  })
  const second = report('second.json', {passed: 7, failed: 0, skipped: 2, files: [{failed: false, tests: 9}]})

  it('is one line for one run, a file that failed before any test counting as a failure', async () => {
    expect(await summary(first)).toBe('10 passed, 2 failed\n')
  })

  it('labels each run and ends with their sum', async () => {
    expect(await summary(`Node A=${first}`, `Node B=${second}`)).toBe(
      'Node A: 10 passed, 2 failed\nNode B: 7 passed, 0 failed, 2 skipped\n17 passed, 2 failed, 2 skipped\n',
    )
  })

  it('counts a check run outside vitest by its exit code: 0 one passed, else (or no file) one failed', async () => {
    writeFileSync(join(dir, 'ok.status'), '0\n')
    writeFileSync(join(dir, 'bad.status'), '1\n')
    expect(
      await summary(
        `Node A=${second}`,
        `install A=${join(dir, 'ok.status')}`,
        `install B=${join(dir, 'bad.status')}`,
        `install C=${join(dir, 'none.status')}`,
      ),
    ).toBe(
      'Node A: 7 passed, 0 failed, 2 skipped\ninstall A: 1 passed, 0 failed\ninstall B: 0 passed, 1 failed\ninstall C: 0 passed, 1 failed\n8 passed, 2 failed, 2 skipped\n',
    )
  })

  it('counts a run whose report is missing or empty as one failure', async () => {
    writeFileSync(join(dir, 'empty.json'), '')
    expect(await summary(`Node A=${second}`, `Node B=${join(dir, 'missing.json')}`, `Node C=${join(dir, 'empty.json')}`)).toBe(
      'Node A: 7 passed, 0 failed, 2 skipped\nNode B: 0 passed, 1 failed\nNode C: 0 passed, 1 failed\n7 passed, 2 failed, 2 skipped\n',
    )
  })
})
