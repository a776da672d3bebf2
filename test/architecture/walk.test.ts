import {execFile} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {join, resolve} from 'node:path'
import {promisify} from 'node:util'

import {describe, expect, it} from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

const DOC = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8')

/** The files a walk of docs/architecture.md numbers, from its heading to the next. */
function documented(heading: string): string[] {
  const start = DOC.indexOf(heading)
  const section = DOC.slice(start, DOC.indexOf('\n## ', start + heading.length))
  return [...section.matchAll(/^\d+\. (?:with )?`(src\/[\w/.-]+)`/gm)].map(([, file]) => file)
}

/** A figure of the page's method: `pattern` holds it as its first group. */
const figure = (pattern: RegExp) => Number(pattern.exec(DOC)?.[1])

// The walks the architecture page counts are measured, not remembered: `npm run walk` runs a deposit and a webhook
// delivery at a terminal with Node's coverage, and the page must name exactly the files each entered.
describe('the walks of docs/architecture.md', () => {
  it('name the files a deposit and a webhook delivery enter, and no other, with the figures of the method', async () => {
    const {stdout} = await promisify(execFile)(process.execPath, [join(ROOT, 'scripts', 'walk.js'), '--json'], {
      cwd: ROOT,
      timeout: 150_000,
    })
    const measured: {runtime: number; onDemand: number; deposit: string[]; delivery: string[]} = JSON.parse(stdout)
    const deposit = documented('## A deposit, from the flags to the screen')
    const delivery = documented('## A webhook delivery, from the socket to the screen')
    expect(deposit.length).toBeGreaterThan(5)
    expect(new Set(deposit)).toEqual(new Set(measured.deposit))
    expect(new Set(delivery)).toEqual(new Set(measured.delivery))
    expect({
      runtime: figure(/directly or through another:\s+(\d+) files today/),
      onDemand: figure(/every\s+command\s+of\s+a\s+kind\s+\((\d+) files/),
    }).toEqual({runtime: measured.runtime, onDemand: measured.onDemand})
  }, 160_000)
})
