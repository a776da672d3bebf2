import {execFile} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {join, resolve} from 'node:path'
import {promisify} from 'node:util'

import {describe, expect, it} from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

/** docs/architecture.md's walk of a deposit: its numbered files and the figures of its method. */
function documentedWalk() {
  const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8')
  const section = doc.slice(doc.indexOf('## A deposit, from the flags to the screen'), doc.indexOf('\nOn demand, the session records'))
  const listed = [...section.matchAll(/^\d+\. (?:with )?`(src\/[\w/.-]+)`/gm)].map(([, file]) => file)
  const figure = (pattern: RegExp) => Number(pattern.exec(doc)?.[1])
  return {
    listed,
    runtime: figure(/directly or through another:\s+(\d+) files today/),
    onDemand: figure(/every\s+command\s+of\s+a\s+kind\s+\((\d+) files/),
  }
}

// The walk the architecture page counts is measured, not remembered: `npm run walk` runs the deposit at a terminal
// with Node's coverage, and the page must name exactly the files it entered.
describe('the walk of a deposit', () => {
  it('enters the files docs/architecture.md names, and no other', async () => {
    const {stdout} = await promisify(execFile)(process.execPath, [join(ROOT, 'scripts', 'walk.js'), '--json'], {cwd: ROOT, timeout: 60_000})
    const measured: {runtime: number; onDemand: number; walk: string[]} = JSON.parse(stdout)
    const source = (file: string) => file.replace(/^dist\//, 'src/').replace(/\.js$/, '')
    const documented = documentedWalk()
    expect(new Set(documented.listed.map((file) => file.replace(/\.tsx?$/, '')))).toEqual(new Set(measured.walk.map(source)))
    expect(documented.listed.length).toBeGreaterThan(5)
    expect({runtime: documented.runtime, onDemand: documented.onDemand}).toEqual({runtime: measured.runtime, onDemand: measured.onDemand})
  }, 70_000)
})
