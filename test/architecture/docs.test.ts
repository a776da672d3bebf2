import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'

import {describe, expect, it} from 'vitest'

// The docs speak to the people who use and change pay: what is guaranteed and how it is tested, how to measure and
// the latest figures. History belongs in git and the CHANGELOG; a page longer than 15,000 characters is split by
// topic. Every tracked Markdown file is read, so a new one is held to the same.

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const LIMIT = 15_000
/** Generated (`npm run reference`) or a log by design. */
const NOT_HAND_WRITTEN = new Set(['docs/commands.md', 'CHANGELOG.md'])
/** Over the limit still, each to be split by topic as docs/reliability.md was; the list only shrinks. */
const TO_SPLIT = new Set([
  'docs/architecture.md',
  'docs/batch.md',
  'docs/performance.md',
  'docs/sandbox.md',
  'docs/thai-glossary.md',
  'docs/thai.md',
  'docs/usage.md',
  'docs/webhooks.md',
])
/** A heading that dates an entry (`### 2026-11-26 …`): a diary, not a page. */
const DATED_HEADING = /^#+ .*\b20\d\d-\d\d-\d\d\b/m

const markdown = () =>
  execFileSync('git', ['ls-files', '*.md'], {cwd: ROOT, encoding: 'utf8'})
    .split('\n')
    .filter((file) => file !== '' && !NOT_HAND_WRITTEN.has(file))

describe('the docs', () => {
  it(`are no longer than ${LIMIT.toLocaleString('en')} characters a page, but the ones still to split`, () => {
    const long = markdown().filter((file) => readFileSync(ROOT + file, 'utf8').length > LIMIT)
    expect(long.filter((file) => !TO_SPLIT.has(file))).toEqual([])
    expect(
      [...TO_SPLIT].filter((file) => !long.includes(file)),
      'split already: take it off the list',
    ).toEqual([])
  })

  it('hold no dated entries', () => {
    expect(markdown().filter((file) => DATED_HEADING.test(readFileSync(ROOT + file, 'utf8')))).toEqual([])
  })
})
